import { Button, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateTournament } from '../../../features/tournament-admin/api/tournament-writes';
import { TournamentForm } from './TournamentForm';
import { EMPTY_TOURNAMENT_FORM } from './tournament-form-values';

/** "Create tournament": the form in a dialog; the new tournament opens on its organizer page. */
export function CreateTournamentButton() {
  const { t } = useTranslation(['translation', 'pages']);
  const [opened, { open, close }] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const create = useCreateTournament();
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={open}>{t('pages:tournamentForm.create')}</Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('pages:tournamentForm.createTitle')}
        size="xl"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('pages:tournamentForm.cancel') }}
      >
        <TournamentForm
          initialValues={EMPTY_TOURNAMENT_FORM}
          submitLabel={t('pages:tournamentForm.create')}
          pending={create.isPending}
          onCancel={close}
          onSubmit={async (body) => {
            const created = await create.mutateAsync(body);
            notifications.show({ color: 'green', message: t('pages:tournamentForm.created') });
            close();
            await navigate(`/organizer/tournaments/${created._id}`);
          }}
        />
      </Modal>
    </>
  );
}
