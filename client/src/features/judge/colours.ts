import type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';

/**
 * How each category colour (spec §3: red, blue, green, yellow, black, white) paints a fighter's side. Red, blue and
 * green are the theme's fills, the shades white text reads on (4.5:1).
 */
export const FIGHTER_COLOUR_CSS: Record<FighterColour, { fill: string; text: string }> = {
  red: { fill: 'var(--mantine-color-red-filled)', text: '#fff' },
  blue: { fill: 'var(--mantine-color-blue-filled)', text: '#fff' },
  green: { fill: 'var(--mantine-color-green-filled)', text: '#fff' },
  yellow: { fill: 'var(--mantine-color-yellow-5)', text: '#1a1b1e' },
  black: { fill: '#0b0c0e', text: '#fff' },
  white: { fill: '#f8f9fa', text: '#1a1b1e' },
};
