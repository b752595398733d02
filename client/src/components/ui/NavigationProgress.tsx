import { Progress } from '@mantine/core';

/** A thin bar under the header while the next route's code or data loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-hidden
      data-testid="navigation-progress"
      style={{ position: 'absolute', left: 0, right: 0, bottom: -1 }}
    />
  );
}
