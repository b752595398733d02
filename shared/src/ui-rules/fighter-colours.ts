/**
 * Which colour each fighter of a fight wears (spec §3: left/right fighter colours and which side the red fighter is
 * on). Zod-free, so the caption overlay imports it too: the judge console, the spectator pages and the caption must
 * agree on who is red and who is blue.
 */

export const FIGHTER_COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'white'] as const;
export type FighterColour = (typeof FIGHTER_COLOURS)[number];

/** A category's colour settings as the API sends them (any field may be missing or invalid in old data). */
export interface ColourSettings {
  colorLeft?: unknown;
  colorRight?: unknown;
  /** The side the red fighter (fighter 1 of a fight) stands on: 1 left, 2 right. */
  redSide?: unknown;
}

export interface FighterColours {
  1: FighterColour;
  2: FighterColour;
  /** The side fighter 1 stands on. */
  side1: 'left' | 'right';
}

const isColour = (value: unknown): value is FighterColour =>
  (FIGHTER_COLOURS as readonly unknown[]).includes(value);

/**
 * Colours belong to the sides of the ring (left, right); fighter 1 stands on the red side (`redSide`, left unless
 * set to 2) and wears that side's colour, fighter 2 the other one. Missing settings give red left, blue right.
 */
export function fighterColours(settings: ColourSettings | null | undefined): FighterColours {
  const left = isColour(settings?.colorLeft) ? settings.colorLeft : 'red';
  const right = isColour(settings?.colorRight) ? settings.colorRight : 'blue';
  return Number(settings?.redSide) === 2
    ? { 1: right, 2: left, side1: 'right' }
    : { 1: left, 2: right, side1: 'left' };
}

/** Which fighter of the fight stands on `position`, seen by the judge (the console's keys go by position). */
export function fighterAt(colours: FighterColours, position: 'left' | 'right'): 1 | 2 {
  return (position === 'left') === (colours.side1 === 'left') ? 1 : 2;
}
