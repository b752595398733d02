import { Badge, Button, Collapse, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { medalOf } from '@hema/shared/competition/category-places';
import type { StageRef } from '@hema/shared/realtime/protocol';
import type { Summary } from '../api/standings';
import { MEDAL_COLORS } from './medal-colors';

type CategoryResult = Summary['categories'][number];

interface CategorySummaryProps {
  result: CategoryResult;
  stageTitle: (stage: StageRef) => string;
}

/** One category on the tournament summary: its medallists from the finals stage, then every final place. */
export function CategorySummary({ result, stageTitle }: CategorySummaryProps) {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState(false);
  const placed = result.places.filter((p) => p.place !== null);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="category-summary">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {result.nomination.title}
        </Title>
        {result.finalsStage === null ? (
          <Text size="sm" c="dimmed">
            {t('standings.summary.noFinals')}. {t('standings.summary.noFinalsText')}
          </Text>
        ) : result.medallists.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('standings.summary.notFinished')}
          </Text>
        ) : (
          <Stack gap={6} data-testid="medallists">
            {/* The server lists the medallists in place order; the medal comes from the place (shared medalOf). */}
            {result.medallists.map((m) => {
              const medal = medalOf(m.place) ?? 'bronze';
              return (
                <Group key={m.fighter._id} gap="sm" wrap="nowrap">
                  <Badge color={MEDAL_COLORS[medal]} variant="filled" w={84}>
                    {t(`standings.summary.${medal}`)}
                  </Badge>
                  <Text fw={600} size="sm">
                    {m.fighter.name}
                  </Text>
                  {m.fighter.club && (
                    <Text size="xs" c="dimmed" truncate>
                      {m.fighter.club.title}
                    </Text>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {placed.length > 0 && (
          <>
            <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} w="fit-content">
              {t('standings.summary.showAll', { count: result.places.length })}
            </Button>
            <Collapse expanded={open}>
              <Table fz="sm" verticalSpacing={4} data-testid="final-places">
                <Table.Tbody>
                  {result.places.map((p) => (
                    <Table.Tr key={p.fighter._id}>
                      <Table.Td w={48}>{p.place ?? '—'}</Table.Td>
                      <Table.Td>{p.fighter.name}</Table.Td>
                      <Table.Td c="dimmed" visibleFrom="sm">
                        {t('standings.summary.placedBy', { stage: stageTitle(p.stage) })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
