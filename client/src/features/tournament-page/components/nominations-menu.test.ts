import { describe, expect, it } from '@jest/globals';
import { nominationsMenu } from './nominations-menu';

const longsword = { _id: 't-2h', title: 'Two-handed' };
const sabre = { _id: 't-1h', title: 'Single-handed' };
const nomination = (id: string, type: { _id: string; title: string } | null) => ({
  _id: id,
  title: `Category ${id}`,
  weapon: type ? { type } : null,
});

describe('nominations menu (spec §2)', () => {
  it('lists up to three nominations directly', () => {
    const three = [nomination('a', longsword), nomination('b', sabre), nomination('c', longsword)];
    expect(nominationsMenu(three)).toEqual({ kind: 'direct', nominations: three });
    expect(nominationsMenu([])).toEqual({ kind: 'direct', nominations: [] });
  });

  it('groups more than three by weapon type, untyped ones last', () => {
    const menu = nominationsMenu([
      nomination('a', null),
      nomination('b', longsword),
      nomination('c', sabre),
      nomination('d', longsword),
    ]);
    expect(menu.kind).toBe('grouped');
    if (menu.kind !== 'grouped') return;
    expect(menu.groups.map((group) => [group.typeTitle, group.nominations.map((n) => n._id)])).toEqual([
      ['Two-handed', ['b', 'd']],
      ['Single-handed', ['c']],
      [null, ['a']],
    ]);
  });
});
