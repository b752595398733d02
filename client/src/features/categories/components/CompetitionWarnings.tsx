import { Alert, List } from '@mantine/core';
import {
  DUPLICATE_PAIRS,
  HP_CHANGE_REQUIRES_REGENERATION,
  NO_FINALS_STAGE,
  PREVIOUS_ROUND_NOT_FINISHED,
} from '@hema/shared/competition/competition-warnings';
import { useTranslation } from 'react-i18next';

/** The server's warnings are the spec's English texts (shared/competition/competition-warnings.ts): matched here. */
const WARNING_KEYS = {
  [NO_FINALS_STAGE]: 'noFinals',
  [DUPLICATE_PAIRS]: 'duplicatePairs',
  [PREVIOUS_ROUND_NOT_FINISHED]: 'previousRound',
  [HP_CHANGE_REQUIRES_REGENERATION]: 'hpChange',
} as const;

/** Warnings the server answered about a category, in the interface language; nothing when there are none. */
export function CompetitionWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation(['translation', 'pages']);
  if (warnings.length === 0) return null;
  const text = (warning: string) => {
    const key = WARNING_KEYS[warning as keyof typeof WARNING_KEYS];
    return key ? t(`pages:categoryForm.warningTexts.${key}`) : warning;
  };
  return (
    <Alert color="yellow" variant="light" title={t('pages:categoryForm.warnings')} role="status">
      <List size="sm">
        {[...new Set(warnings)].map((warning) => (
          <List.Item key={warning}>{text(warning)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
