import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConnectionLostNotice } from '../../components/ui/ConnectionLostNotice';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSessionUser } from '../../features/auth/api/session-store';
import { useMySchedule } from '../../features/schedule/api/schedule';
import { ScheduleFightCard } from '../../features/schedule/components/ScheduleFightCard';

/**
 * `/my/schedule`: the signed-in fighter's fights not over yet across categories and tournaments, soonest first, each
 * with its ring, estimated time and place in the queue, and a conflict marker where two rings want them at once
 * (issue 32). Cards first: it is read on a phone in the hall.
 */
export default function MyScheduleRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const user = useSessionUser();
  const mine = useMySchedule(user?._id);
  const fights = mine.data?.fights ?? [];
  const conflicts = fights.filter((fight) => fight.conflictsWith.length > 0).length;
  return (
    <Stack gap="md">
      <ConnectionLostNotice floating />
      <PageHeader title={t('titles.mySchedule')} description={t('pages:mySchedule.description')} />
      {mine.isPending && <Loader />}
      {mine.data && fights.length === 0 && (
        <EmptyPanel
          icon="swords"
          title={t('pages:mySchedule.emptyTitle')}
          description={t('pages:mySchedule.emptyText')}
          actions={
            <Button component={Link} to="/" variant="light">
              {t('pages:mySchedule.findTournament')}
            </Button>
          }
        />
      )}
      {conflicts > 0 && (
        <Alert color="red" variant="light" data-testid="schedule-conflicts">
          <Text size="sm">{t('pages:mySchedule.conflicts', { count: conflicts })}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {fights.map((fight) => (
          <ScheduleFightCard key={fight.fightId} fight={fight} fighterIds={user ? [user._id] : []} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
