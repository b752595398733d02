import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandingsTable } from '../api/standings';
import { criterionLabel, type Translate } from './explain';

/** How the table is ordered, in words: the rating mode and its criteria in order, swiss tie-breaks, or the bracket. */
export function RankingNote({ table }: { table: StandingsTable }) {
  const { t } = useTranslation(['pages', 'translation']);
  const criteria = table.criteria
    .map((c) => criterionLabel(t as unknown as Translate, c.key).toLowerCase())
    .join(', ');
  const mode = t(`translation:competition.ratingModes.${table.mode}`);
  return (
    <Text size="xs" c="dimmed" data-testid="ranking-note">
      {t(`pages:standings.ranking.${table.ranking}`, { mode, criteria })}
      {table.combined && ` ${t('pages:standings.ranking.combined')}`}
    </Text>
  );
}
