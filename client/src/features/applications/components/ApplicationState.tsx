import { Badge, Group } from '@mantine/core';
import type { Application } from '@hema/shared/contracts/applications';
import { useTranslation } from 'react-i18next';

const COLOURS = { PENDING: 'blue', APPROVED: 'green', REFUSED: 'red', WAITING_LIST: 'orange' } as const;

/** The state of an application and its marks (spec §4: pending, approved, refused, paid, waiting list, present). */
export function ApplicationState({
  application,
}: {
  application: Pick<Application, 'state' | 'waitingPosition'> & { paid: boolean | null; present?: boolean };
}) {
  const { t } = useTranslation(['translation', 'pages']);
  const { state, waitingPosition, paid, present } = application;
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={COLOURS[state]} variant="light">
        {state === 'WAITING_LIST' && waitingPosition
          ? t('pages:applicationStates.waitingAt', { position: waitingPosition })
          : t(`pages:applicationStates.${state}`)}
      </Badge>
      {paid && (
        <Badge color="teal" variant="outline">
          {t('pages:applicationStates.paid')}
        </Badge>
      )}
      {present && (
        <Badge color="grape" variant="outline">
          {t('pages:applicationStates.present')}
        </Badge>
      )}
    </Group>
  );
}
