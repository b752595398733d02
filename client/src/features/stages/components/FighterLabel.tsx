import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ShownFighter } from '../live-fights';

interface FighterLabelProps {
  fighter: ShownFighter | null;
  winner?: boolean;
  /** The fighter's follow page, when the page links to it. */
  followPath?: (fighterId: string) => string;
  align?: 'left' | 'right';
  bye?: boolean;
  /** Shown after the name: the fighter's cards. */
  marks?: ReactNode;
  /**
   * One line, cut with "…", where the width is a phone's or a bracket box's; the full name stays in the tooltip and
   * for screen readers. Elsewhere long names wrap: a table at 1280 px shows them whole.
   */
  clamp?: boolean;
}

/** A fighter's name (bold when they won) and club; empty slots read "to be decided". */
export function FighterLabel({
  fighter,
  winner = false,
  followPath,
  align = 'left',
  bye = false,
  marks,
  clamp = false,
}: FighterLabelProps) {
  const { t } = useTranslation();
  if (!fighter) {
    return (
      <Text size="sm" c="dimmed" fs="italic" ta={align}>
        {bye ? t('spectator.bye') : t('live.tbd')}
      </Text>
    );
  }
  const cut = clamp
    ? { lineClamp: 1, title: fighter.name }
    : { style: { overflowWrap: 'anywhere' as const } };
  const name = followPath ? (
    <Anchor
      component={Link}
      to={followPath(fighter._id)}
      size="sm"
      fw={winner ? 800 : 500}
      c="inherit"
      {...cut}
    >
      {fighter.name}
    </Anchor>
  ) : (
    <Text size="sm" fw={winner ? 800 : 500} {...cut}>
      {fighter.name}
    </Text>
  );
  return (
    <div style={{ textAlign: align, minWidth: 0 }}>
      {marks ? (
        <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {name}
          {marks}
        </Group>
      ) : (
        name
      )}
      {fighter.club && (
        <Text size="xs" c="dimmed" lineClamp={clamp ? 1 : undefined} title={clamp ? fighter.club : undefined}>
          {fighter.club}
        </Text>
      )}
    </div>
  );
}
