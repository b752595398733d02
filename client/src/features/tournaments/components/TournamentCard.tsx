import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TournamentListItem } from '../api/tournament-list';
import { tournamentDates, tournamentPlace } from './tournament-format';
import { TournamentStatusBadge } from './TournamentStatusBadge';

/** One tournament in the list: title (to its page), dates, place and status. */
export function TournamentCard({ tournament }: { tournament: TournamentListItem }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const dates = tournamentDates(tournament, locale);
  const place = tournamentPlace(tournament, locale);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/tournament/${encodeURIComponent(tournament.idString)}`}
            fw={700}
            fz="lg"
            c="dark.8"
            style={{ overflowWrap: 'anywhere' }}
          >
            {tournament.title}
          </Anchor>
          {dates && (
            <Text size="sm" fw={500}>
              {dates}
            </Text>
          )}
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
        </Stack>
        <TournamentStatusBadge status={tournament.status} />
      </Group>
    </Card>
  );
}
