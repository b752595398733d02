import type { Participant } from '@hema/shared/contracts/participants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How a fighter out of the category is named: "Black card" when a judge's black card excluded them, "Dropped out"
 * for the organizer's mark (or any other reason).
 */
export function useDropOutText(): (fighter: Pick<Participant, 'droppedOut' | 'droppedOutReason'>) => string {
  const { t } = useTranslation(['translation', 'pages']);
  return useCallback(
    (fighter) =>
      fighter.droppedOut && fighter.droppedOutReason === 'blackCard'
        ? t('pages:tournament.applications.blackCard')
        : t('pages:tournament.applications.droppedOut'),
    [t],
  );
}
