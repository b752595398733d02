import { Button, Loader, Paper, Stack } from '@mantine/core';
import { owesEntryFee } from '@hema/shared/applications/application-rules';
import type { Application, applicationsContract } from '@hema/shared/contracts/applications';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMarkApplicationsSeen, useMyApplications } from '../../features/applications/api/applications';
import { MyApplicationCard } from '../../features/applications/components/MyApplicationCard';
import { MyTeams } from '../../features/applications/components/MyTeams';
import { PaymentDetails } from '../../features/tournament-page/components/PaymentDetails';

/** The applications of each tournament together (newest tournament first), with its payment description. */
function byTournament(data: ResponseOf<typeof applicationsContract.mine> | undefined) {
  const payments = new Map((data?.tournaments ?? []).map((x) => [x._id, x.descriptionPayment]));
  const groups = new Map<string, { tournamentId: string; items: Application[]; payment: string }>();
  for (const application of data?.items ?? []) {
    const id = application.tournament._id;
    const group = groups.get(id) ?? { tournamentId: id, items: [], payment: payments.get(id) ?? '' };
    group.items.push(application);
    groups.set(id, group);
  }
  return [...groups.values()];
}

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
  const groups = useMemo(() => byTournament(mine.data), [mine.data]);
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
      {groups.map(({ tournamentId, items, payment }) => (
        <Stack key={tournamentId} gap="xs" data-testid="my-tournament-applications">
          {items.map((application) => (
            <MyApplicationCard
              key={application._id}
              application={application}
              isNew={firstAnswer.current?.has(application._id) ?? false}
            />
          ))}
          {/* What to pay, once per tournament, while something there is still to pay. */}
          {payment.trim() && items.some(owesEntryFee) && (
            <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
              <PaymentDetails description={payment} />
            </Paper>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
