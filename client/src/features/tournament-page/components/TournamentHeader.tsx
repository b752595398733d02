import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDateRange } from '@hema/shared/ui-rules/date-range';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '../api/tournament';
import { countryName } from '../../../lib/countries';

export const STATUS_COLORS: Record<Tournament['status'], string> = {
  DEVELOPING: 'gray',
  UPCOMING: 'blue',
  REG_OPEN: 'green',
  REG_CLOSED: 'orange',
  ONGOING: 'red',
  FINISHED: 'dark',
};

/** The tournament's dates as a collapsed range (spec §9), or nothing when they are missing or invalid. */
function datesOf(tournament: Tournament, language: string): string {
  if (!tournament.dateStart) return '';
  try {
    return formatDateRange(tournament.dateStart, tournament.dateEnd, language);
  } catch {
    return '';
  }
}

/** Title, status (spec §4 labels), dates and place of a tournament. */
export function TournamentHeader({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const language = i18n.resolvedLanguage ?? 'en';
  const place = [tournament.city, tournament.country && countryName(tournament.country, language)]
    .filter(Boolean)
    .join(', ');
  const dates = datesOf(tournament, language);

  // A hidden tournament's cover answers only with the organizer's token, which an <img> does not send.
  const cover = tournament.status !== 'DEVELOPING' ? tournament.imagePreviewProxyPath : null;

  return (
    <Stack gap={8} mb="lg">
      {/* A box of its own height before the picture arrives: the title below does not jump when it does. */}
      {cover && (
        <Image
          src={cover}
          alt=""
          radius="md"
          w="100%"
          h={{ base: 180, sm: 240 }}
          fit="cover"
          data-testid="tournament-cover"
        />
      )}
      <Group gap="xs">
        <Badge color={STATUS_COLORS[tournament.status]} variant="light" data-testid="tournament-status">
          {t(`tournaments.status.${tournament.status}`)}
        </Badge>
        {tournament.isTest && (
          <Badge color="yellow" variant="outline">
            {t('pages:tournament.test')}
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
        {tournament.title}
      </Title>
      {(dates || place) && <Text c="dimmed">{[dates, place].filter(Boolean).join(' · ')}</Text>}
    </Stack>
  );
}
