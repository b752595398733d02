import { Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMarkApplicationsSeen, useMyApplications } from '../../features/applications/api/applications';
import { MyApplicationCard } from '../../features/applications/components/MyApplicationCard';
import { MyTeams } from '../../features/applications/components/MyTeams';

/** `/my/applications`: the signed-in user's applications, their states, what happens next, withdraw (spec §4). */
export default function MyApplicationsRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const mine = useMyApplications();
  const seen = useMarkApplicationsSeen();
  // Changes since the last visit are marked "new" once; the first answer decides, later refreshes keep the marks.
  const firstAnswer = useRef<Set<string> | null>(null);
  if (mine.data && firstAnswer.current === null) {
    firstAnswer.current = new Set(
      mine.data.items.filter((a) => !a.seenAt || a.seenAt < a.changedAt).map((a) => a._id),
    );
  }
  const hasNew = (firstAnswer.current?.size ?? 0) > 0;
  const { mutate } = seen;
  useEffect(() => {
    if (hasNew) mutate();
  }, [hasNew, mutate]);

  return (
    <Stack gap="md">
      <PageHeader title={t('titles.myApplications')} description={t('pages:myApplications.description')} />
      {/* A captain's invitation waits for an answer here, above the applications. */}
      <MyTeams />
      {mine.isPending && <Loader />}
      {mine.data && mine.data.items.length === 0 && (
        <EmptyPanel
          icon="mail"
          title={t('pages:myApplications.emptyTitle')}
          description={t('pages:myApplications.emptyText')}
          actions={
            <Button component={Link} to="/" variant="light">
              {t('pages:myApplications.findTournament')}
            </Button>
          }
        />
      )}
      {mine.data?.items.map((application) => (
        <MyApplicationCard
          key={application._id}
          application={application}
          isNew={firstAnswer.current?.has(application._id) ?? false}
        />
      ))}
    </Stack>
  );
}
