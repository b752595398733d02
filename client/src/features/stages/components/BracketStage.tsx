import { Badge, Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardMarks, DoublesMark } from '../../../components/ui/FightMarks';
import { useFightTitles } from '../../../lib/fight-titles';
import { finalsLabel } from '@hema/shared/ui-rules/stage-title';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import type { StagePool } from '../api/nomination-stages';
import { winnerSide, type ShownFight } from '../live-fights';
import { FighterLabel } from './FighterLabel';
import { FightStatusBadge } from './FightStatusBadge';
import classes from './BracketStage.module.css';

interface BracketStageProps {
  pools: StagePool[];
  /** Single elimination labels its finals gold and bronze (spec §9). */
  medals: boolean;
  show: (fight: StagePool['fights'][number]) => ShownFight;
  offsetMs: number;
  followPath?: (fighterId: string) => string;
  /** The signed-in spectator's pick on a bout (predictions), under its fighters once both are known. */
  predict?: (fight: ShownFight) => ReactNode;
}

interface Column {
  key: string;
  title: GroupTitle;
  finals: boolean;
  fights: ShownFight[];
}

/** Bracket columns (spec §3 groups: floor, round, side): sides of one round share a column, finals come last. */
export function bracketColumns(pools: StagePool[], show: BracketStageProps['show']): Map<number, Column[]> {
  const floors = new Map<number, Column[]>();
  const sorted = [...pools].sort(
    (a, b) =>
      a.floor - b.floor ||
      (a.side === 2 ? 1 : 0) - (b.side === 2 ? 1 : 0) ||
      a.round - b.round ||
      a.side - b.side,
  );
  for (const pool of sorted) {
    const columns = floors.get(pool.floor) ?? [];
    floors.set(pool.floor, columns);
    const key = pool.side === 2 ? `finals-${pool.round}` : `round-${pool.round}`;
    let column = columns.find((c) => c.key === key);
    if (!column) {
      column = { key, title: pool.group, finals: pool.side === 2, fights: [] };
      columns.push(column);
    }
    column.fights.push(...[...pool.fights].sort((a, b) => a.index - b.index).map(show));
  }
  return floors;
}

interface MatchBoxProps {
  fight: ShownFight;
  medal?: 'gold' | 'bronze';
  offsetMs: number;
  followPath?: (id: string) => string;
  predict?: BracketStageProps['predict'];
}

function MatchBox({ fight, medal, offsetMs, followPath, predict }: MatchBoxProps) {
  const { t } = useTranslation();
  const won = winnerSide(fight.view);
  const live = fight.view.status === 'running' || fight.view.status === 'paused';
  const line = (side: 1 | 2) => {
    const fighter = side === 1 ? fight.fighter1 : fight.fighter2;
    const score = side === 1 ? fight.view.score1 : fight.view.score2;
    return (
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        py={6}
        bg={won === side ? 'var(--mantine-color-blue-light)' : undefined}
      >
        <Box style={{ minWidth: 0, flex: 1 }}>
          <FighterLabel
            fighter={fighter}
            winner={won === side}
            followPath={followPath}
            bye={fight.isBye && !fighter}
            marks={<CardMarks cards={fight.view.cards} side={side} />}
            clamp
          />
        </Box>
        <Text fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {fight.view.status === 'scheduled' && fight.view.score1 + fight.view.score2 === 0 ? '' : score}
        </Text>
      </Group>
    );
  };
  return (
    <Paper
      withBorder
      radius="md"
      w={230}
      style={{ overflow: 'hidden', borderColor: live ? 'var(--mantine-color-red-6)' : undefined }}
      data-testid="bracket-fight"
      data-fight-id={fight.fightId}
    >
      {(medal || fight.view.status !== 'scheduled') && (
        <Group justify="space-between" px="sm" pt={4} gap={4}>
          {medal ? (
            <Badge size="xs" variant="light" color={medal === 'gold' ? 'yellow' : 'orange'}>
              {t(`spectator.finals.${medal}`)}
            </Badge>
          ) : (
            <span />
          )}
          {fight.view.status !== 'scheduled' && <FightStatusBadge view={fight.view} offsetMs={offsetMs} />}
        </Group>
      )}
      {line(1)}
      <Box h={1} bg="var(--mantine-color-default-border)" />
      {line(2)}
      {fight.view.doubles > 0 && (
        <Box px="sm" pb={4}>
          <DoublesMark doubles={fight.view.doubles} />
        </Box>
      )}
      {/* A bracket bout waits for the winners that feed it: nothing to pick until both are known. */}
      {predict && fight.fighter1 && fight.fighter2 && !fight.isBye && (
        <div className={classes.pick}>{predict(fight)}</div>
      )}
    </Paper>
  );
}

/** Single and double elimination drawn as rounds, left to right, upper bracket above the lower one. */
export function BracketStage({ pools, medals, show, offsetMs, followPath, predict }: BracketStageProps) {
  const { t } = useTranslation();
  const titles = useFightTitles();
  const floors = bracketColumns(pools, show);
  return (
    <Stack gap="xl">
      {[...floors.entries()].map(([floor, columns]) => (
        <div key={floor}>
          {floors.size > 1 && (
            <Text fw={700} mb="sm">
              {floor === 0 ? t('spectator.upperBracket') : t('spectator.lowerBracket')}
            </Text>
          )}
          <ScrollArea type="auto" offsetScrollbars>
            <Group align="stretch" wrap="nowrap" gap="lg" pb="sm">
              {columns.map((column) => (
                <Stack key={column.key} gap="sm" w={230} style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
                    {titles.group(column.title)}
                  </Text>
                  <Stack justify="space-around" gap="md" style={{ flex: 1 }}>
                    {column.fights.map((fight, at) => (
                      <MatchBox
                        key={fight.fightId}
                        fight={fight}
                        medal={medals && column.finals ? finalsLabel(at) : undefined}
                        offsetMs={offsetMs}
                        followPath={followPath}
                        predict={predict}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Group>
          </ScrollArea>
        </div>
      ))}
    </Stack>
  );
}
