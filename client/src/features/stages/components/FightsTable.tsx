import { Box, Center, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardMarks, DoublesMark } from '../../../components/ui/FightMarks';
import { predictable, winnerSide, type ShownFight } from '../live-fights';
import { FighterLabel } from './FighterLabel';
import { FightStatusBadge } from './FightStatusBadge';
import { ScoreText } from './ScoreText';

interface FightsTableProps {
  fights: ShownFight[];
  offsetMs: number;
  ringTitles: ReadonlyMap<string, string>;
  followPath?: (fighterId: string) => string;
  /** The signed-in spectator's pick on a fight (predictions): a line under an open fight, a mark beside a past one. */
  predict?: (fight: ShownFight) => ReactNode;
  /** What a side is: a fighter, or a team in a team category's pool. */
  side?: 'fighter' | 'team';
}

/** A pool's or a round's bouts in order, with live scores, clocks and the ring each waits on. */
export function FightsTable({
  fights,
  offsetMs,
  ringTitles,
  followPath,
  side = 'fighter',
  predict,
}: FightsTableProps) {
  const { t } = useTranslation();
  const sideTitle = t(side === 'team' ? 'spectator.team' : 'spectator.fighter');
  return (
    <>
      <Stack gap={0} hiddenFrom="sm">
        {fights.map((fight, at) => (
          <CompactFight
            key={fight.fightId}
            fight={fight}
            number={at + 1}
            offsetMs={offsetMs}
            ringTitles={ringTitles}
            followPath={followPath}
            predict={predict}
          />
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={480}>
          {/* Fixed columns: ring titles and live states arriving later never move the table (layout shift). */}
          <Table verticalSpacing={8} horizontalSpacing="sm" highlightOnHover layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32}>#</Table.Th>
                <Table.Th>{sideTitle}</Table.Th>
                <Table.Th w={96} ta="center">
                  {t('spectator.score')}
                </Table.Th>
                <Table.Th>{sideTitle}</Table.Th>
                <Table.Th w={170} ta="right">
                  {t('spectator.status')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fights.map((fight, at) => {
                const won = winnerSide(fight.view);
                const live = fight.view.status === 'running' || fight.view.status === 'paused';
                return (
                  <Fragment key={fight.fightId}>
                    <Table.Tr
                      data-testid="stage-fight"
                      data-fight-id={fight.fightId}
                      bg={live ? 'var(--mantine-color-red-light)' : undefined}
                    >
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {at + 1}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <FighterLabel
                          fighter={fight.fighter1}
                          winner={won === 1}
                          followPath={followPath}
                          marks={<CardMarks cards={fight.view.cards} side={1} />}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ScoreText view={fight.view} />
                        <Center>
                          <DoublesMark doubles={fight.view.doubles} />
                        </Center>
                      </Table.Td>
                      <Table.Td>
                        <FighterLabel
                          fighter={fight.fighter2}
                          winner={won === 2}
                          followPath={followPath}
                          bye={fight.isBye}
                          marks={<CardMarks cards={fight.view.cards} side={2} />}
                        />
                      </Table.Td>
                      <Table.Td>
                        <FightStatusBadge
                          view={fight.view}
                          offsetMs={offsetMs}
                          ringTitle={fight.areaId ? ringTitles.get(fight.areaId) : null}
                        />
                        {predict && !predictable(fight) && predict(fight)}
                      </Table.Td>
                    </Table.Tr>
                    {predict && predictable(fight) && (
                      <Table.Tr>
                        <Table.Td />
                        <Table.Td colSpan={4} pt={0}>
                          {predict(fight)}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}

interface CompactFightProps extends Omit<FightsTableProps, 'fights'> {
  fight: ShownFight;
  number: number;
}

/** A bout on a phone: fighters stacked, each with their score, the status above. */
function CompactFight({ fight, number, offsetMs, ringTitles, followPath, predict }: CompactFightProps) {
  const won = winnerSide(fight.view);
  const started = fight.view.status !== 'scheduled' || fight.view.score1 + fight.view.score2 > 0;
  const line = (side: 1 | 2) => (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Box style={{ minWidth: 0, flex: 1 }}>
        <FighterLabel
          fighter={side === 1 ? fight.fighter1 : fight.fighter2}
          winner={won === side}
          followPath={followPath}
          bye={side === 2 && fight.isBye}
          marks={<CardMarks cards={fight.view.cards} side={side} />}
          clamp
        />
      </Box>
      <Text
        fw={800}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        c={fight.view.status === 'running' ? 'red.9' : undefined}
      >
        {started ? (side === 1 ? fight.view.score1 : fight.view.score2) : '–'}
      </Text>
    </Group>
  );
  return (
    <Stack
      gap={4}
      py="sm"
      style={{ borderTop: number > 1 ? '1px solid var(--mantine-color-default-border)' : undefined }}
      data-testid="stage-fight-compact"
    >
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          #{number}
        </Text>
        <FightStatusBadge
          view={fight.view}
          offsetMs={offsetMs}
          ringTitle={fight.areaId ? ringTitles.get(fight.areaId) : null}
        />
      </Group>
      {line(1)}
      {line(2)}
      <DoublesMark doubles={fight.view.doubles} />
      {predict?.(fight)}
    </Stack>
  );
}
