import { describe, expect, it } from '@jest/globals';
import { demoUser } from '../../../test/render-app';
import { parseSessionUser, readSessionUser } from './session-user';

describe('session user', () => {
  it('reads the user of /auth/current with defaults for what may be missing', () => {
    const user = parseSessionUser({ _id: 'u-1', email: 'a@b.c', role: 'USER' });
    expect(user).toMatchObject({
      _id: 'u-1',
      name: '',
      license: { from: null, till: null },
      zones: [],
      tester: false,
      favouriteWeapons: [],
    });
  });

  it('keeps every field of a full answer', () => {
    expect(parseSessionUser(demoUser)).toMatchObject({ ...demoUser });
  });

  it('refuses an answer without id, e-mail or a known role', () => {
    expect(() => parseSessionUser({ email: 'a@b.c', role: 'USER' })).toThrow('_id');
    expect(() => parseSessionUser({ _id: 'u', role: 'USER' })).toThrow('email');
    expect(() => parseSessionUser({ _id: 'u', email: 'a@b.c', role: 'KING' })).toThrow('role');
    expect(() => parseSessionUser({ ...demoUser, zones: [1] })).toThrow('zones');
    expect(readSessionUser('nope')).toBeNull();
  });
});
