import { Anchor, Text } from '@mantine/core';
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
}

/** A fighter's name (bold when they won) and club; empty slots read "to be decided". */
export function FighterLabel({
  fighter,
  winner = false,
  followPath,
  align = 'left',
  bye = false,
}: FighterLabelProps) {
  const { t } = useTranslation();
  if (!fighter) {
    return (
      <Text size="sm" c="dimmed" fs="italic" ta={align}>
        {bye ? t('spectator.bye') : t('live.tbd')}
      </Text>
    );
  }
  return (
    <div style={{ textAlign: align, minWidth: 0 }}>
      {followPath ? (
        <Anchor
          component={Link}
          to={followPath(fighter._id)}
          size="sm"
          fw={winner ? 800 : 500}
          c="inherit"
          lineClamp={1}
        >
          {fighter.name}
        </Anchor>
      ) : (
        <Text size="sm" fw={winner ? 800 : 500} lineClamp={1}>
          {fighter.name}
        </Text>
      )}
      {fighter.club && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {fighter.club}
        </Text>
      )}
    </div>
  );
}
