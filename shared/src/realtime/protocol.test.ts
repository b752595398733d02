import { describe, it, expect } from '@jest/globals';
import { fightCommandSchema, parseRoom, room } from './protocol.js';

const id = '0b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';

describe('live rooms', () => {
  it('names a room by kind and id and reads it back', () => {
    expect(room.area(id)).toBe(`area:${id}`);
    expect(parseRoom(room.fighter(id))).toEqual({ kind: 'fighter', id });
  });

  it('refuses unknown kinds, non-uuid ids and extra parts', () => {
    expect(parseRoom(`judge:${id}`)).toBeNull();
    expect(parseRoom('area:1')).toBeNull();
    expect(parseRoom(`area:${id}:x`)).toBeNull();
  });
});

describe('fight command', () => {
  it('needs a command id, a fight id and an event', () => {
    expect(
      fightCommandSchema.safeParse({ commandId: 'abcdefgh', fightId: id, event: { type: 'START', at: 1 } })
        .success,
    ).toBe(true);
    expect(fightCommandSchema.safeParse({ commandId: 'short', fightId: id, event: {} }).success).toBe(false);
    expect(fightCommandSchema.safeParse({ commandId: 'abcdefgh', fightId: 'x', event: {} }).success).toBe(
      false,
    );
  });
});
