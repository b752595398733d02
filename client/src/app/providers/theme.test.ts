import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

/** The colour a `var(--mantine-color-<name>-<shade>)` reference stands for. */
function shadeOf(reference: string): string {
  const [, name, shade] = /--mantine-color-(\w+)-(\d)\)/.exec(reference)!;
  return resolved.colors[name!]![Number(shade)]!;
}

describe('text contrast of the theme (WCAG AA, 4.5:1)', () => {
  it('gives dimmed text at least 4.5:1 on white and on the light grey page background', () => {
    expect(contrast(light['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-dimmed']!, resolved.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('fills red, blue and teal with a shade that white text is readable on', () => {
    for (const name of ['red', 'blue', 'teal']) {
      const fill = light[`--mantine-color-${name}-filled`];
      expect(fill).toBeDefined();
      expect(contrast(shadeOf(fill!), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own fill (shade 7) is not: the override is needed.
    expect(contrast(resolved.colors.red[7], '#ffffff')).toBeLessThan(4.5);
  });

  it('gives white text 4.5:1 on every fill but yellow and outline text 4.5:1 on white, green included', () => {
    /** The colour a variable stands for: a shade reference, a plain colour, or Mantine's shade 7 when untouched. */
    const value = (v: string | undefined, name: string) =>
      v === undefined ? resolved.colors[name]![7]! : v.startsWith('var(') ? shadeOf(v) : v;
    // Yellow is drawn with dark text: its fill stays its darkest shade, on which near-black reads.
    expect(light['--mantine-color-yellow-filled']).toBe('var(--mantine-color-yellow-9)');
    expect(contrast(resolved.colors.yellow[9], resolved.colors.dark[9])).toBeGreaterThanOrEqual(4.5);
    for (const name of Object.keys(resolved.colors).filter((n) => n !== 'yellow')) {
      const fill = value(light[`--mantine-color-${name}-filled`], name);
      const outline = value(light[`--mantine-color-${name}-outline`], name);
      expect([name, contrast(fill, '#ffffff') >= 4.5]).toEqual([name, true]);
      expect([name, contrast(outline, '#ffffff') >= 4.5]).toEqual([name, true]);
    }
    // Even green's darkest shade is not enough for white text.
    expect(contrast(resolved.colors.green[9], '#ffffff')).toBeLessThan(4.5);
  });

  it('keeps the primary fill, already readable, and hovers one shade darker', () => {
    expect(light['--mantine-color-indigo-filled']).toBeUndefined();
    expect(light['--mantine-color-red-filled-hover']).toBe('var(--mantine-color-red-9)');
  });
});
