import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Secondary ("dimmed") text readable by everyone (WCAG AA, 4.5:1): Mantine's gray-6 gives 3.3:1 on white and 3.0:1
 * on the light grey panels. #5f666d keeps 5.2:1 on the lightest backgrounds the pages use (white, gray-0, gray-1,
 * indigo-0); #a0a0a0 keeps 5.2:1 on the dark ones (dark-6, dark-7).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d' },
  dark: { '--mantine-color-dimmed': '#a0a0a0' },
});
