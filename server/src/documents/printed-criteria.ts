import { criteriaFor } from '@hema/shared/competition/rating-modes';
import { SWISS_HITS_CRITERIA } from '@hema/shared/competition/swiss-hits-standings';
import type { RatingMode } from '@hema/shared/domain-types';

/** Printed names of the rating modes' criteria in Russian (the English ones come with the criteria in shared/). */
const CRITERIA_RU: Record<string, { label: string; better: string }> = {
  matchPoints: { label: 'матчевые очки', better: 'больше матчевых очков' },
  wins: { label: 'победы', better: 'больше побед' },
  winRatio: { label: 'доля побед', better: 'больше доля побед' },
  hitDifference: { label: 'разница ударов', better: 'больше разница ударов' },
  pointsFor: { label: 'нанесённые удары', better: 'больше нанесённых ударов' },
  pointsAgainst: { label: 'пропущенные удары', better: 'меньше пропущенных ударов' },
  doubles: { label: 'обоюдные', better: 'меньше обоюдных' },
  warnings: { label: 'карточки', better: 'меньше карточек' },
  timeSeconds: { label: 'время боёв (с)', better: 'меньше время боёв' },
  netHitsPerMinute: { label: 'чистые удары в минуту', better: 'больше чистых ударов в минуту' },
  hitsGivenPerMinute: { label: 'нанесённые удары в минуту', better: 'больше нанесённых ударов в минуту' },
  hitsReceivedPerMinute: {
    label: 'пропущенные удары в минуту',
    better: 'меньше пропущенных ударов в минуту',
  },
  matchPointsPerFight: { label: 'матчевые очки за бой', better: 'больше матчевых очков за бой' },
  hitPoints: { label: 'оставшиеся хиты', better: 'больше оставшихся хитов' },
  poolPlace: { label: 'место в пуле', better: 'выше место в своём пуле' },
};

/** The English names of every criterion a category's places can be separated by (the engine's own words). */
function englishCriteria(mode: RatingMode): Map<string, { label: string; better: string }> {
  const all = [
    ...criteriaFor(mode),
    ...criteriaFor(mode, { perFight: true }),
    ...SWISS_HITS_CRITERIA,
    { key: 'poolPlace', label: 'place in pool', better: 'better place in own pool' },
  ];
  return new Map(all.map((c) => [c.key, { label: c.label, better: c.better }]));
}

/** A criterion's printed name and "better" wording in the print-out's language (English where Russian has none). */
export function printedCriterion(
  mode: RatingMode,
  key: string,
  language: 'en' | 'ru',
): { label: string; better: string } {
  const english = englishCriteria(mode).get(key) ?? { label: key, better: key };
  return language === 'ru' ? (CRITERIA_RU[key] ?? english) : english;
}
