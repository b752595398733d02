import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateRange } from '@hema/shared/ui-rules/date-range';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSessionUser } from '../../features/auth/hooks/session-store';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';
import { loginPath } from '../../lib/redirect';

/** `/tournament/{id}/registration`: whether and when applications are taken, for which categories. */
export default function TournamentRegistrationRoute() {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const user = useSessionUser();
  const location = useLocation();
  const open = tournament.registrationEnabled && tournament.status === 'REG_OPEN';
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
          {tournament.registrationText && (
            <Text style={{ whiteSpace: 'pre-line' }}>{tournament.registrationText}</Text>
          )}
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
            <Anchor href={tournament.linkRules.url} target="_blank" rel="noreferrer">
              {tournament.linkRules.label || t('pages:tournament.registration.rules')}
            </Anchor>
          )}
        </Stack>
      </Paper>
      {open &&
        (user ? (
          <Alert color="blue" variant="light" title={t('pages:tournament.registration.howToApply')}>
            {t('pages:tournament.registration.applyNotAvailable')}
          </Alert>
        ) : (
          <Group>
            <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)}>
              {t('pages:tournament.registration.signInToApply')}
            </Button>
          </Group>
        ))}
      {!open && <Text c="dimmed">{t('pages:tournament.registration.closedText')}</Text>}
    </Stack>
  );
}
