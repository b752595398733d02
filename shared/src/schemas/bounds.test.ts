import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { allEndpoints } from '../contracts/registry.js';
import { LIVE_EVENTS } from '../contracts/live.js';
import { fightsContract } from '../contracts/fights.js';
import { updateNominationSchema } from '../contracts/nominations.js';
import { fightCommandSchema } from '../realtime/protocol.js';
import { FIGHT_LIMITS, INT2_MAX, INT4_MAX, intColumn, smallintColumn } from './bounds.js';

/** Every number inside a schema, with where it sits (`body.rules.addedValue`). */
function numbersIn(schema: z.ZodType, path: string, seen = new Set<unknown>()): [string, z.ZodNumber][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string, at = path) => numbersIn(def[key] as z.ZodType, at, seen);
  switch (def.type) {
    case 'number':
      return [[path, schema as z.ZodNumber]];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        numbersIn(value, `${path}.${key}`, seen),
      );
    case 'array':
      return inner('element', `${path}[]`);
    case 'record':
      return inner('valueType', `${path}{}`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => numbersIn(option, path, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

/**
 * Numbers that are not stored in an integer column: the epoch time of a key press, kept in the log's JSON, and of a
 * panel judge's call, on REST and on the socket (a timestamptz, clamped to the server's clock on arrival).
 */
const NOT_A_COLUMN = /\.event\.at$|^panel\.call body\.pressedAt$|^panel:call\.pressedAt$/;

describe('numbers within the bounds of their columns', () => {
  it('every number a client can send, on REST and on the socket, has a range an integer column holds', () => {
    const requests: [string, z.ZodType][] = [
      ...allEndpoints().flatMap((e) =>
        (['params', 'query', 'body'] as const)
          .filter((part) => e[part])
          .map((part) => [`${e.id} ${part}`, e[part] as z.ZodType] as [string, z.ZodType]),
      ),
      ...Object.entries(LIVE_EVENTS)
        .filter(([, event]) => event.from === 'client')
        .map(([name, event]) => [name, event.payload] as [string, z.ZodType]),
    ];
    const numbers = requests.flatMap(([name, schema]) => numbersIn(schema, name));
    expect(numbers.length).toBeGreaterThan(20);
    const unbounded = numbers
      .filter(([path]) => !NOT_A_COLUMN.test(path))
      .filter(([, n]) => !(n.isInt && (n.maxValue ?? Infinity) <= INT4_MAX && (n.minValue ?? -Infinity) >= 0))
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it('refuses a score of 2^31 in a fight command (REST body and socket payload alike)', () => {
    const event = { type: 'FIX_RESULT', at: 1, score1: 2 ** 31, score2: 0, result: 'F1_WIN' };
    const command = { commandId: 'command-0001', fightId: '00000000-0000-4000-8000-000000000001', event };
    expect(fightCommandSchema.safeParse(command).success).toBe(false);
    expect(fightsContract.command.body!.safeParse({ commandId: 'command-0001', event }).success).toBe(false);
    const sport = { ...event, score1: FIGHT_LIMITS.score + 1 };
    expect(fightCommandSchema.safeParse({ ...command, event: sport }).success).toBe(false);
    const fine = { ...event, score1: FIGHT_LIMITS.score };
    expect(fightCommandSchema.safeParse({ ...command, event: fine }).success).toBe(true);
    expect(fightCommandSchema.safeParse({ ...command, expectedVersion: 2 ** 31 }).success).toBe(false);
  });

  it("refuses category rules beyond the sport's bounds", () => {
    const rules = (value: Record<string, unknown>) =>
      updateNominationSchema.safeParse({ rules: value }).success;
    expect(rules({ addedValue: FIGHT_LIMITS.addedValue })).toBe(true);
    expect(rules({ addedValue: FIGHT_LIMITS.addedValue + 1 })).toBe(false);
    expect(rules({ scoreCap: 2 ** 31 })).toBe(false);
    expect(rules({ durationMs: FIGHT_LIMITS.durationMs + 1 })).toBe(false);
    expect(rules({ team: { isTeam: true, teamScoreLimit: FIGHT_LIMITS.score + 1 } })).toBe(false);
  });

  it('refuses a bound outside the column when a schema is built', () => {
    expect(() => intColumn(0, INT4_MAX + 1)).toThrow(RangeError);
    expect(() => smallintColumn(0, INT2_MAX + 1)).toThrow(RangeError);
    expect(() => intColumn(5, 1)).toThrow(RangeError);
    expect(intColumn().safeParse(INT4_MAX).success).toBe(true);
    expect(intColumn().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(intColumn().safeParse(-1).success).toBe(false);
  });
});
