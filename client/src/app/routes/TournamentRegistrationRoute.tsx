import { Alert, Anchor, Badge, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateRange } from '@hema/shared/ui-rules/date-range';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMyApplications } from '../../features/applications/api/applications';
import { ApplyForm } from '../../features/applications/components/ApplyForm';
import { MyApplicationCard } from '../../features/applications/components/MyApplicationCard';
import { useSessionUser } from '../../features/auth/api/session-store';
import { PaymentDetails } from '../../features/tournament-page/components/PaymentDetails';
import { TournamentVenue } from '../../features/tournament-page/components/TournamentVenue';
import { useRegistrationClosedReason } from '../../features/tournament-page/hooks/use-registration-closed';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';
import { MarkdownText } from '../../components/ui/MarkdownText';
import { loginPath } from '../../lib/redirect';

const CLOSED_KEYS: Record<string, 'notYet' | 'over'> = {
  'Registration has not opened yet': 'notYet',
  'Registration has already closed': 'over',
};

/** `/tournament/{id}/registration`: when and for what applications are taken, and the form to apply (spec §2). */
export default function TournamentRegistrationRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const user = useSessionUser();
  const location = useLocation();
  const closedReason = useRegistrationClosedReason(tournament);
  const open = closedReason === null;
  const mine = useMyApplications(!!user);
  const own = useMemo(
    () => (mine.data?.items ?? []).filter((a) => a.tournament._id === tournament._id),
    [mine.data, tournament._id],
  );
  const applied = useMemo(() => new Set(own.map((a) => a.nomination._id)), [own]);
  let period = '';
  try {
    if (tournament.registrationDateStart)
      period = formatDateRange(
        tournament.registrationDateStart,
        tournament.registrationDateEnd,
        i18n.resolvedLanguage ?? 'en',
      );
  } catch {
    period = '';
  }

  return (
    <Stack gap="lg" maw={820}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={2} fz="xl">
              {t('pages:tournament.registration.title')}
            </Title>
            <Badge color={open ? 'green' : 'gray'} variant="light">
              {open ? t('pages:tournament.registration.open') : t('pages:tournament.registration.closed')}
            </Badge>
          </Group>
          {period && <Text>{t('pages:tournament.registration.period', { period })}</Text>}
          {tournament.registrationText.trim() && <MarkdownText source={tournament.registrationText} />}
          {tournament.registrationNominations.length > 0 && (
            <>
              <Text fw={600}>{t('pages:tournament.registration.categories')}</Text>
              <List spacing={4}>
                {tournament.registrationNominations.map((nomination) => (
                  <List.Item key={nomination._id}>{nomination.title}</List.Item>
                ))}
              </List>
            </>
          )}
          {tournament.linkRules.url && (
            <Anchor href={tournament.linkRules.url} target="_blank" rel="noopener noreferrer">
              {tournament.linkRules.label || t('pages:tournament.registration.rules')}
            </Anchor>
          )}
          {/* Before applying, a fighter needs to know what it costs and where to go. */}
          <Divider my="xs" />
          <PaymentDetails description={tournament.descriptionPayment} />
          <TournamentVenue tournament={tournament} />
        </Stack>
      </Paper>
      {user && own.length > 0 && (
        <Stack gap="sm">
          <Title order={3} fz="lg">
            {t('pages:apply.yours')}
          </Title>
          {own.map((application) => (
            <MyApplicationCard
              key={application._id}
              application={application}
              isNew={false}
              fields={tournament.registrationFields}
            />
          ))}
        </Stack>
      )}
      {open &&
        (user ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={3} fz="lg">
                {t('pages:apply.title')}
              </Title>
              {mine.data && <ApplyForm tournament={tournament} applied={applied} />}
            </Stack>
          </Paper>
        ) : (
          <Group>
            <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)}>
              {t('pages:tournament.registration.signInToApply')}
            </Button>
          </Group>
        ))}
      {!open && (
        <Alert color="gray" variant="light">
          {t(`pages:apply.closed.${(closedReason && CLOSED_KEYS[closedReason]) || 'closed'}`)}
        </Alert>
      )}
    </Stack>
  );
}
