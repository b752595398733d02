import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHemaRatingsExport } from '../api/documents';

/**
 * "Export for HEMA Ratings" (spec §4): the workbook, or the same tables as CSV files in a zip. Shown only once the
 * tournament is finished, since the server refuses it before.
 */
export function HemaRatingsExport({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation(['translation', 'pages']);
  const exported = useHemaRatingsExport();
  // A read of the organizer's own record (assertCanReadManagement): open with a lapsed licence too, so each button sets
  // its own `disabled` instead of taking the licence lock's.
  const pending = exported.isPending ? exported.variables?.format : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('pages:documents.hemaRatingsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pages:documents.hemaRatingsHint')}
        </Text>
        <Group gap="sm">
          <Button
            loading={pending === 'xlsx'}
            disabled={pending === 'csv'}
            onClick={() => exported.mutate({ id: tournamentId, format: 'xlsx' })}
          >
            {t('pages:documents.hemaRatings')}
          </Button>
          <Button
            variant="default"
            aria-label={t('pages:documents.hemaRatingsCsvLabel')}
            loading={pending === 'csv'}
            disabled={pending === 'xlsx'}
            onClick={() => exported.mutate({ id: tournamentId, format: 'csv' })}
          >
            {t('pages:documents.hemaRatingsCsv')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
