import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Tournament } from '@hema/shared/contracts/tournaments';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { mapSearchUrl, venueLine } from './venue';

/** Where the tournament is held: the full address and a map search for it, opened in a new tab. */
export function TournamentVenue({
  tournament,
}: {
  tournament: Pick<Tournament, 'address' | 'city' | 'country'>;
}) {
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const place = venueLine({
    address: tournament.address,
    city: tournament.city,
    countryName: countryName(tournament.country, i18n.resolvedLanguage ?? 'en'),
  });
  return (
    <Stack gap={4} data-testid="tournament-venue">
      <Title order={3} fz="md">
        {t('pages:tournament.venue.title')}
      </Title>
      {place ? (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>{place}</Text>
          <Anchor
            href={mapSearchUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            aria-label={t('pages:tournament.venue.mapLabel', { place })}
          >
            {t('pages:tournament.venue.map')} ↗
          </Anchor>
        </>
      ) : (
        <Text c="dimmed">{t('pages:tournament.venue.none')}</Text>
      )}
    </Stack>
  );
}
