import anchorClasses from './Anchor.module.css';
import {
  Anchor,
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Anchor: Anchor.extend({ classNames: { root: anchorClasses.inText } }),
    // Mantine 9 mounts every select's option list (hidden) with the select, and each hidden list measures its
    // position on mount: on a list page's filters that was a quarter of a second of forced layout on a phone. A list
    // is mounted when it opens instead.
    Combobox: { defaultProps: { keepMounted: false } },
    // A wide table scrolls sideways natively: Mantine's ScrollArea measures itself with a ResizeObserver and
    // renders again on each answer, one blocking render per table (a category page has one per pool).
    TableScrollContainer: { defaultProps: { type: 'native' } },
  },
});

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;
/** WCAG AA for large text. */
const LARGE_TEXT_CONTRAST = 3;

const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * The lightest shade from `from` on that white text is readable on, as a CSS value. When none is, a colour whose
 * darkest shade still carries white text (3:1, enough for large text: green, orange, lime) gets that shade darkened
 * until it reaches 4.5:1; yellow, drawn with dark text, keeps its darkest shade.
 */
function readableShade(name: string, palette: readonly string[], from: number): string | undefined {
  const shade = palette.findIndex((color, i) => i >= from && contrastWithWhite(color) >= MIN_CONTRAST);
  if (shade === from) return undefined;
  if (shade > from) return `var(--mantine-color-${name}-${shade})`;
  const darkest = palette[palette.length - 1]!;
  if (contrastWithWhite(darkest) < LARGE_TEXT_CONTRAST)
    return `var(--mantine-color-${name}-${palette.length - 1})`;
  let color = darkest;
  for (let amount = 0.05; contrastWithWhite(color) < MIN_CONTRAST; amount += 0.05)
    color = darken(darkest, amount);
  return color;
}

/**
 * Filled and outline components (badges, buttons) of every colour readable by everyone: Mantine fills with shade 7,
 * which gives white text 3.8:1 on red and less on green or orange, and draws outline text in the same shade on
 * white; those colours take the first darker shade that reaches 4.5:1 (coloured text, `c="red"`, follows the fill).
 */
function readableFills(theme: MantineTheme): Record<string, string> {
  const from = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    const fill = readableShade(name, palette, from);
    if (fill === undefined) continue;
    const shade = Number(/-(\d)\)$/.exec(fill)?.[1] ?? palette.length);
    variables[`--mantine-color-${name}-filled`] = fill;
    variables[`--mantine-color-${name}-outline`] = fill;
    variables[`--mantine-color-${name}-filled-hover`] =
      shade < palette.length - 1
        ? `var(--mantine-color-${name}-${shade + 1})`
        : darken(shade === palette.length - 1 ? palette[shade]! : fill, 0.1);
  }
  return variables;
}

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

/**
 * Light components (status badges, light buttons) readable by everyone: Mantine writes shade 9 on shade 1, which is
 * 3.8:1 for green and less for lime, yellow and orange. The tint becomes shade 0 and the text the first shade that
 * reaches 4.5:1 on it, or shade 9 darkened until it does.
 */
function readableLights(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    const background = palette[0]!;
    const shade = [7, 8, 9].find((s) => contrast(palette[s]!, background) >= MIN_CONTRAST);
    let text = shade === undefined ? palette[9]! : `var(--mantine-color-${name}-${shade})`;
    for (let amount = 0.1; shade === undefined && contrast(text, background) < MIN_CONTRAST; amount += 0.1)
      text = darken(palette[9]!, amount);
    variables[`--mantine-color-${name}-light`] = `var(--mantine-color-${name}-0)`;
    variables[`--mantine-color-${name}-light-hover`] = `var(--mantine-color-${name}-1)`;
    variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}

/**
 * Text readable by everyone (WCAG AA, 4.5:1) in the light scheme the app uses. Secondary ("dimmed") text: Mantine's
 * gray-6 gives 3.3:1 on white and 3.0:1 on the light grey panels; #5f666d keeps 5.2:1 on the lightest backgrounds
 * the pages use (white, gray-0, gray-1, indigo-0), and #a0a0a0 the same on the dark ones (dark-6, dark-7).
 */
const resolvedVariables = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // The provider asks on every render; the theme does not change, so the palettes are walked once.
  let variables = resolvedVariables.get(resolved);
  if (!variables) {
    variables = {
      variables: {},
      light: {
        '--mantine-color-dimmed': '#5f666d',
        // Gray-5 placeholders (a file input's "choose a file") are 2.1:1 on white; the dimmed grey reads.
        '--mantine-color-placeholder': '#5f666d',
        ...readableFills(resolved),
        ...readableLights(resolved),
      },
      dark: { '--mantine-color-dimmed': '#a0a0a0' },
    };
    resolvedVariables.set(resolved, variables);
  }
  return variables;
};
