import { describe, expect, it } from '@jest/globals';
import { zonesContract } from '@hema/shared/contracts/catalog';
import { geoContract } from '@hema/shared/contracts/geo';
import { listOf } from '@hema/shared/contracts/list';
import { zoneFixture } from '../../../test/fixtures';
import { geoCountryEndpoint } from './geo-country';
import { parseZonePage, zoneListEndpoint } from './zones';

const pick = ({ id, method, path }: { id: string; method: string; path: string }) => ({ id, method, path });
const world = zoneFixture({ _id: 'z-w', slug: 'W', title: 'World' });

function variants(): unknown[] {
  const out: unknown[] = [
    { items: [world], count: 1 },
    { items: [], count: 0 },
    { items: [world] },
    null,
    [],
  ];
  for (const key of Object.keys(world)) {
    const { [key]: _, ...without } = world as Record<string, unknown>;
    out.push({ items: [without], count: 1 });
    for (const value of [null, 3, 'x', true, {}]) out.push({ items: [{ ...world, [key]: value }], count: 1 });
  }
  return out;
}

const accepts = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

describe('the start-up zone list', () => {
  it('accepts exactly the pages the zones.list contract accepts (a hand check keeps zod off the first load)', () => {
    const page = listOf(zonesContract.list.item);
    for (const variant of variants()) {
      expect({ variant, accepted: accepts(() => parseZonePage(variant)) }).toEqual({
        variant,
        accepted: page.safeParse(variant).success,
      });
    }
    expect(parseZonePage({ items: [{ ...world, extra: 1 }], count: 1 })).toEqual({
      items: [world],
      count: 1,
    });
  });

  it('calls the contract endpoints it stands for', () => {
    expect(zoneListEndpoint).toEqual(pick(zonesContract.list));
    expect(geoCountryEndpoint).toEqual(pick(geoContract.country));
  });
});
