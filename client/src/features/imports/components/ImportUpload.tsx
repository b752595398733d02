import { Alert, Button, FileInput, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { importProblemSchema } from '@hema/shared/contracts/imports';
import { IMPORT_COLUMNS } from '@hema/shared/imports/import-files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorNotification } from '../../../lib/error-notification';
import { useUploadImport, type ImportProblem } from '../api/imports';

const problemsSchema = z.object({ problems: z.array(importProblemSchema) });

/** The problem rows a refused upload carries beside its message (400 `imports/invalid-rows`). */
function problemsOf(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = problemsSchema.safeParse(error.body);
  return parsed.success ? parsed.data.problems : [];
}

/**
 * The upload of `/rating-import`: choose the zip, send it; a refusal is shown in place — the spec's message for the
 * zip as a whole, or every problem row by file, row and column, in the interface language.
 */
export function ImportUpload() {
  const { t } = useTranslation(['translation', 'pages']);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const problems = problemsOf(upload.error);

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifications.show({ color: 'green', message: t('pages:ratingImport.uploaded') });
      },
    });
  };

  const line = (p: ImportProblem) => {
    const values = {
      file: `${p.file}.csv`,
      row: p.row,
      column: p.column ?? '',
      problem: t(`pages:imports.problems.${p.problem}`),
    };
    return p.column && (IMPORT_COLUMNS[p.file] as readonly string[]).includes(p.column)
      ? t('pages:ratingImport.problemLine', values)
      : t('pages:ratingImport.problemLineNoColumn', values);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('pages:ratingImport.uploadTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('pages:ratingImport.fileLabel')}
            placeholder={t('pages:ratingImport.filePlaceholder')}
            accept=".zip,application/zip"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              upload.reset();
            }}
            clearable
            style={{ flex: '1 1 260px' }}
          />
          <Button onClick={send} disabled={!file} loading={upload.isPending}>
            {t('pages:ratingImport.upload')}
          </Button>
        </Group>
        {upload.error &&
          (problems.length > 0 ? (
            <Alert color="red" title={t('pages:ratingImport.problemsTitle')}>
              <List size="sm" spacing={4}>
                {problems.map((p) => (
                  <List.Item key={`${p.file}-${p.row}-${p.column ?? ''}-${p.problem}`}>{line(p)}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Alert color="red" title={errorNotification(upload.error).title}>
              <Text size="sm">{errorNotification(upload.error).message}</Text>
            </Alert>
          ))}
      </Stack>
    </Paper>
  );
}
