import { Alert, Badge, Button, Checkbox, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageRef } from '@hema/shared/realtime/protocol';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import { useAdvance, useAdvancementPreviewQuery, type AdvancementPreview } from '../api/standings';
import { criterionBetter, formatNumber, type Translate } from './explain';

interface AdvanceModalProps {
  /** The finished stage the qualifiers leave; null while closed. */
  stageId: string | null;
  stageTitle: (stage: StageRef) => string;
  groupTitle: (group: GroupTitle) => string;
  onClose: () => void;
  onDone: (warnings: string[]) => void;
}

type Line = AdvancementPreview['lines'][number];

function reasonText(t: Translate, line: Line): string {
  const base = t(`pages:standings.advance.reasons.${line.reason}`, {
    place: line.poolPlace,
    rank: line.rank ?? '',
  });
  if (!line.separation || line.reason === 'droppedOut') return base;
  const { criterion, value, nextValue } = line.separation;
  return `${base} · ${criterionBetter(t, criterion)} (${formatNumber(value)} / ${formatNumber(nextValue)})`;
}

/**
 * "Advance": who goes from the finished stage into the next one and why (seed, pool and place, rank across pools,
 * the criterion that decided), then moving them. A next stage built before is built again only after a tick.
 */
export function AdvanceModal({ stageId, stageTitle, groupTitle, onClose, onDone }: AdvanceModalProps) {
  const { t, i18n } = useTranslation(['pages', 'translation']);
  const tr = t as unknown as Translate;
  const preview = useAdvancementPreviewQuery(stageId);
  const advance = useAdvance();
  const [rebuild, setRebuild] = useState(false);
  useEffect(() => setRebuild(false), [stageId]);
  const data = preview.data;
  const going = data?.lines.filter((l) => l.advances) ?? [];

  return (
    <Modal
      opened={stageId !== null}
      onClose={onClose}
      size="xl"
      centered
      title={
        data
          ? t('pages:standings.advance.title', { stage: stageTitle(data.stage) })
          : t('pages:standings.advance.button')
      }
    >
      {!data ? (
        <Stack gap="sm" role="status" aria-busy aria-label={t('pages:standings.advance.loading')}>
          <Skeleton h={24} />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="advance-preview">
          {data.next ? (
            <Text size="sm">
              {t('pages:standings.advance.intro', {
                stage: stageTitle(data.stage),
                next: stageTitle(data.next),
              })}
            </Text>
          ) : (
            <Text size="sm">{t('pages:standings.advance.last')}</Text>
          )}
          <Text size="xs" c="dimmed">
            {t('pages:standings.advance.settings', {
              qualification: t(`pages:standings.advance.qualification.${data.qualification}`),
              count: data.goesToNextStage,
              minimum: data.minimumFromEachPool,
            })}
            {data.combineStats && ` ${t('pages:standings.advance.combine')}`}
          </Text>
          {data.refusal && (
            <Alert color="orange" variant="light" data-testid="advance-refusal">
              {i18n.language.startsWith('en') || !data.refusalCode
                ? data.refusal
                : t(`translation:errors.codes.${data.refusalCode}`)}
            </Alert>
          )}
          {data.lines.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table fz="sm" verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64}>{t('pages:standings.advance.seed')}</Table.Th>
                    <Table.Th>{t('pages:standings.fighter')}</Table.Th>
                    <Table.Th>{t('pages:standings.advance.pool')}</Table.Th>
                    <Table.Th w={64}>{t('pages:standings.advance.rank')}</Table.Th>
                    <Table.Th>{t('pages:standings.advance.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.fighter._id} data-testid="advance-line" data-advances={line.advances}>
                      <Table.Td>
                        {line.advances ? (
                          <Badge color="green" variant="light">
                            {line.seed}
                          </Badge>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('pages:standings.advance.stays')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td fw={line.advances ? 600 : 400}>{line.fighter.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {line.group
                          ? t('pages:standings.advance.poolPlace', {
                              pool: groupTitle(line.group),
                              place: line.poolPlace,
                            })
                          : line.poolPlace}
                      </Table.Td>
                      <Table.Td>{line.rank ?? '—'}</Table.Td>
                      <Table.Td>
                        <Text size="xs">{reasonText(tr, line)}</Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data.ready && data.next && data.nextBuilt && (
            <Checkbox
              checked={rebuild}
              onChange={(e) => setRebuild(e.currentTarget.checked)}
              label={t('pages:standings.advance.rebuild', { next: stageTitle(data.next) })}
              data-testid="advance-rebuild"
            />
          )}
          <Group justify="flex-end">
            <Button
              disabled={!data.ready || (data.nextBuilt && !rebuild)}
              loading={advance.isPending}
              onClick={() =>
                advance.mutate(data.stage._id, {
                  onSuccess: (answer) => {
                    notifications.show({
                      color: 'green',
                      message: t('pages:standings.advance.done', {
                        next: data.next ? stageTitle(data.next) : '',
                        count: going.length,
                      }),
                    });
                    onDone(answer.warnings);
                    onClose();
                  },
                })
              }
            >
              {t('pages:standings.advance.confirm', { count: going.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
