import { Stack, Text } from '@mantine/core';
import { APPLICATION_STATES } from '@hema/shared/applications/application-rules';
import { applicationsContract, type Application } from '@hema/shared/contracts/applications';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn, GridFilter } from '../../../components/grid/grid-types';
import { ApplicationActions } from '../components/ApplicationActions';
import { ApplicationState } from '../components/ApplicationState';

/** The form's answers in one cell: "label: answer" per line. */
function Answers({
  fields,
  answers,
}: {
  fields: Tournament['registrationFields'];
  answers: Application['answers'];
}) {
  const lines = fields
    .map((field, i) => {
      const answer = answers[i];
      const text = Array.isArray(answer) ? answer.join(', ') : (answer ?? '');
      return text ? `${field.label}: ${text}` : '';
    })
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.map((line, i) => (
        <Text key={i} size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }} lineClamp={2}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The organizer's review grid (spec §4): fighter, category, club, state with paid and present, the answers and the
 * actions; filters by state, category, club, paid and present. With `nominationId` it shows one category.
 */
export function useApplicationsReviewGrid({
  tournament,
  nominationId,
  caption,
}: {
  tournament: Tournament;
  nominationId?: string;
  caption: string;
}) {
  const { t } = useTranslation(['translation', 'pages']);
  return useMemo(() => {
    const yesNo = [
      { value: 'true', label: t('pages:management.yes') },
      { value: 'false', label: t('pages:management.no') },
    ];
    const columns: GridColumn<Application>[] = [
      {
        key: 'name',
        title: t('pages:management.columns.name'),
        sortable: true,
        render: (row) => (row.team ? `${row.name} · ${row.team.name}` : row.name),
      },
      ...(nominationId
        ? []
        : [
            {
              key: 'nomination',
              title: t('pages:applicationsReview.category'),
              sortable: true,
              render: (row: Application) => row.nomination.title,
            },
          ]),
      {
        key: 'club',
        title: t('pages:management.columns.club'),
        sortable: true,
        render: (row) => row.club?.title ?? '',
      },
      {
        key: 'state',
        title: t('pages:management.columns.state'),
        sortable: true,
        render: (row) => <ApplicationState application={row} />,
      },
      {
        key: 'answers',
        title: t('pages:applicationsReview.answers'),
        hideInCard: true,
        render: (row) => <Answers fields={tournament.registrationFields} answers={row.answers} />,
      },
      {
        key: 'actions',
        title: t('pages:applicationsReview.actions'),
        render: (row) => <ApplicationActions application={row} />,
      },
    ];
    const filters: GridFilter[] = [
      {
        field: 'state',
        type: 'select',
        label: t('pages:management.columns.state'),
        options: APPLICATION_STATES.map((s) => ({ value: s, label: t(`pages:applicationStates.${s}`) })),
      },
      ...(nominationId
        ? []
        : [
            {
              field: 'nominationId',
              type: 'select' as const,
              label: t('pages:applicationsReview.category'),
              options: tournament.nominations.map((n) => ({ value: n._id, label: n.title })),
            },
          ]),
      {
        field: 'club',
        type: 'text',
        label: t('pages:management.columns.club'),
        placeholder: t('pages:applicationsReview.clubPlaceholder'),
      },
      { field: 'paid', type: 'select', label: t('pages:applicationStates.paid'), options: yesNo },
      { field: 'present', type: 'select', label: t('pages:applicationStates.present'), options: yesNo },
    ];
    return {
      endpoint: applicationsContract.list,
      params: { id: tournament._id },
      baseFilter: nominationId ? [{ field: 'nominationId', values: [nominationId] }] : undefined,
      defaultSort: 'createdAt',
      caption,
      emptyTitle: t('pages:applicationsReview.emptyTitle'),
      emptyText: t('pages:applicationsReview.emptyText'),
      columns,
      filters,
    };
  }, [t, tournament, nominationId, caption]);
}
