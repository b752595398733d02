/** Line icons for empty states, drawn inline so they need no icon font or emoji support. */
const PATHS = {
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H4v2a3 3 0 0 0 4 3M16 6h4v2a3 3 0 0 1-4 3M12 13v4M8 21h8M9 17h6',
  medal: 'M8 2l4 7 4-7M12 22a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 13v5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  swords: 'M4 4l10 10M20 4L10 14M14 14l3 3M10 14l-3 3M16 19l3-3M8 19l-3-3',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  merge: 'M6 4v6a6 6 0 0 0 6 6h6M18 12l4 4-4 4M6 20v-4',
  question: 'M9 9a3 3 0 1 1 4 2.8c-.7.3-1 1-1 1.7V15M12 19h.01',
  alert: 'M12 3l10 18H2L12 3zM12 10v4M12 18h.01',
  empty: 'M4 7h16v12H4zM4 7l3-4h10l3 4M9 12h6',
  flame: 'M12 22c4 0 7-3 7-7 0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8 0 4 3 7 7 7z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8z',
} as const;

export type PanelIconName = keyof typeof PATHS;

export function PanelIcon({ name, size = 26 }: { name: PanelIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
