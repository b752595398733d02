import { describe, expect, it } from '@jest/globals';
import { authContract, sessionUserSchema } from '@hema/shared/contracts/auth';
import { demoUser } from '../../../test/render-app';
import { currentUserEndpoint } from './current-user';
import { logoutEndpoint } from './logout';
import { parseSessionUser, readSessionUser } from './session-user';

const pick = ({ id, method, path }: { id: string; method: string; path: string }) => ({ id, method, path });

/** Every field missing, null, or of another type: the variants a broken or stale answer could have. */
function variants(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const key of Object.keys(demoUser)) {
    const { [key]: _, ...without } = demoUser as Record<string, unknown>;
    out.push(without);
    for (const value of [null, 7, 'text', true, [], {}, ['a'], [1]]) out.push({ ...demoUser, [key]: value });
  }
  out.push(
    { ...demoUser, club: { _id: 'c-1' } },
    { ...demoUser, license: { from: null } },
    { ...demoUser, license: { from: 'soon', till: null } },
    { ...demoUser, license: { from: '2026-01-01T00:00:00.000Z', till: null } },
    { ...demoUser, role: 'KING' },
  );
  return out;
}

describe('session user', () => {
  it('keeps every field of a full answer and drops unknown ones', () => {
    expect(parseSessionUser({ ...demoUser, password: 'x' })).toEqual(demoUser);
  });

  it('accepts exactly what the contract accepts (the hand check stands in for the schema on the start-up path)', () => {
    for (const variant of variants()) {
      const byContract = sessionUserSchema.safeParse(variant).success;
      expect({ variant, accepted: readSessionUser(variant) !== null }).toEqual({
        variant,
        accepted: byContract,
      });
    }
  });

  it('names the field that is wrong', () => {
    expect(() => parseSessionUser({ ...demoUser, email: undefined })).toThrow('email');
    expect(() => parseSessionUser({ ...demoUser, zones: [1] })).toThrow('zones');
    expect(readSessionUser('nope')).toBeNull();
  });

  it('calls the contract endpoints it stands for', () => {
    expect(currentUserEndpoint).toEqual(pick(authContract.current));
    expect(logoutEndpoint).toEqual(pick(authContract.logout));
  });
});
