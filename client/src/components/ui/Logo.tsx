import { Group, Text } from '@mantine/core';

/** Two crossed longswords in a rounded square: the product mark. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-7)" />
      <g stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
        <path d="M8 8l14 14M24 8L10 22" />
        <path d="M19 25l6-6M7 19l6 6" strokeWidth="2" />
      </g>
      <circle cx="24.5" cy="24.5" r="1.8" fill="#fff" />
      <circle cx="7.5" cy="24.5" r="1.8" fill="#fff" />
    </svg>
  );
}

interface LogoProps {
  /** Spec §2: the full logo (mark and name) on the listed routes, the compact one (mark only) elsewhere. */
  full: boolean;
  name: string;
}

export function Logo({ full, name }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" data-logo={full ? 'full' : 'compact'}>
      <LogoMark size={full ? 34 : 30} />
      {full ? (
        <Text
          component="span"
          fw={800}
          fz={20}
          c="dark.8"
          style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
