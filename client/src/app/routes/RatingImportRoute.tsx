import { Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IMPORT_COLUMNS, IMPORT_FILES } from '@hema/shared/imports/import-files';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/PageHeader';
import { DataGrid } from '../../components/grid/components/DataGrid';
import { useImportTemplate } from '../../features/imports/api/imports';
import { ImportUpload } from '../../features/imports/components/ImportUpload';
import { useImportsGrid } from '../../features/imports/hooks/use-imports-grid';

/**
 * `/rating-import`: how to bring a tournament held elsewhere into the ratings — the four files and their columns (the
 * same list the server reads), the template, the upload, and the user's imports with the state of their review.
 */
export default function RatingImportRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const template = useImportTemplate();
  const mine = useImportsGrid({ caption: t('pages:ratingImport.mineTitle') });
  const notes = t('pages:ratingImport.notes', { returnObjects: true }) as string[];
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('titles.ratingImport')} description={t('pages:ratingImport.description')} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('pages:ratingImport.filesTitle')}
          </Title>
          <Text>{t('pages:ratingImport.filesText')}</Text>
          <List spacing="sm">
            {IMPORT_FILES.map((file) => (
              <List.Item key={file}>
                <Text span fw={600}>
                  <Code>{file}.csv</Code>
                </Text>{' '}
                — {t(`pages:ratingImport.files.${file}`)}
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('pages:ratingImport.columns')} <Code>{IMPORT_COLUMNS[file].join(', ')}</Code>
                </Text>
              </List.Item>
            ))}
          </List>
          <Title order={3} fz="md">
            {t('pages:ratingImport.notesTitle')}
          </Title>
          <List size="sm" spacing={4}>
            {notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('pages:ratingImport.rules')}
          </Text>
          <Group>
            <Button variant="light" loading={template.isPending} onClick={() => template.mutate()}>
              {t('pages:ratingImport.template')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ImportUpload />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages:ratingImport.mineTitle')}
        </Title>
        <DataGrid {...mine} />
      </Stack>
    </Stack>
  );
}
