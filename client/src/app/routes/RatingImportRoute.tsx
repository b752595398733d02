import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';

/** The four files of a tournament import (spec §2, §5): exactly these, in one zip. */
const IMPORT_FILES = ['tournament', 'categories', 'fighters', 'fights'] as const;

/** `/rating-import`: how to bring a tournament held elsewhere into the ratings. */
export default function RatingImportRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={t('titles.ratingImport')} description={t('pages:ratingImport.description')} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="sm">
          {t('pages:ratingImport.filesTitle')}
        </Title>
        <Text mb="sm">{t('pages:ratingImport.filesText')}</Text>
        <List spacing="xs">
          {IMPORT_FILES.map((file) => (
            <List.Item key={file}>
              <Code>{file}.csv</Code> — {t(`pages:ratingImport.files.${file}`)}
            </List.Item>
          ))}
        </List>
        <Text mt="md" size="sm" c="dimmed">
          {t('pages:ratingImport.rules')}
        </Text>
      </Paper>
      <EmptyPanel
        icon="upload"
        title={t('pages:ratingImport.emptyTitle')}
        description={t('pages:ratingImport.emptyText')}
      />
    </Stack>
  );
}
