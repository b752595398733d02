import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FightState } from '@hema/shared/realtime/protocol';
import { fighterColours } from '@hema/shared/ui-rules/fighter-colours';
import type { TournamentArea } from '../../features/stages/api/tournament-areas';
import type { SpectatorTournament } from '../../features/stages/tournament-shape';
import { MarkdownText } from '../../components/ui/MarkdownText';
import { PaymentDetails } from '../../features/tournament-page/components/PaymentDetails';
import { TournamentVenue } from '../../features/tournament-page/components/TournamentVenue';
import { RingsNow, RingsNowSkeleton } from '../../features/stages/components/RingsNow';
import { PredictFight } from '../../features/predictions/components/PredictFight';
import { PredictionLeaderboard } from '../../features/predictions/components/PredictionLeaderboard';
import { PredictionsSignIn } from '../../features/predictions/components/PredictionsSignIn';

interface TournamentOverviewProps {
  tournament: SpectatorTournament;
  /** The rings, or null while they load (their place is kept so nothing below jumps). */
  areas: TournamentArea[] | null;
  /** Whether the rings section belongs on the page: only while the tournament is being fought. */
  showRings: boolean;
  live: FightState[];
  offsetMs: number;
}

/**
 * The tournament details page (spec §2) below the tournament header: the rings live, the description with the
 * organizer's links, the venue and payment details, and the categories.
 */
export const TournamentOverview = memo(function TournamentOverview({
  tournament,
  areas,
  showRings,
  live,
  offsetMs,
}: TournamentOverviewProps) {
  const { t } = useTranslation();
  const links = [tournament.link, tournament.linkRules].filter((l) => !!l.url);
  const coloursOf = useCallback(
    (nominationId: string) => fighterColours(tournament.nominations.find((n) => n._id === nominationId)),
    [tournament.nominations],
  );

  return (
    <Stack gap="xl">
      {showRings &&
        (areas === null ? (
          <RingsNowSkeleton />
        ) : (
          areas.length > 0 && (
            <RingsNow
              areas={areas}
              live={live}
              offsetMs={offsetMs}
              coloursOf={coloursOf}
              predict={(state) => (
                <PredictFight
                  tournamentId={state.tournamentId}
                  fightId={state.fightId}
                  fighter1={state.fighter1}
                  fighter2={state.fighter2}
                  status={state.view.status}
                />
              )}
            />
          )
        ))}
      {showRings && <PredictionsSignIn />}

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {t('spectator.about')}
            </Title>
            {tournament.description.trim() ? (
              <MarkdownText source={tournament.description} />
            ) : (
              <Text c="dimmed">{t('spectator.noDescription')}</Text>
            )}
            {(links.length > 0 || tournament.stream) && (
              <Group gap="sm" mt="xs">
                {tournament.stream && (
                  <Button
                    component="a"
                    href={tournament.stream}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="red"
                    size="xs"
                  >
                    {t('spectator.watchStream')}
                  </Button>
                )}
                {links.map((link) => (
                  <Button
                    key={link.url}
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    size="xs"
                  >
                    {link.label || link.url}
                  </Button>
                ))}
              </Group>
            )}
            {/* What a fighter needs to come: where, and what to pay (shown only when the organizer wrote it). */}
            <Stack gap="md" mt="md">
              <TournamentVenue tournament={tournament} />
              <PaymentDetails description={tournament.descriptionPayment} hideEmpty />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={2} fz="xl">
              {t('spectator.categories')}
            </Title>
            {tournament.nominations.length === 0 ? (
              <Text c="dimmed">{t('spectator.noCategories')}</Text>
            ) : (
              tournament.nominations.map((nomination) => (
                <UnstyledButton
                  key={nomination._id}
                  component={Link}
                  to={`/tournament/${tournament.idString}/nomination/${nomination._id}`}
                  data-testid="category-link"
                >
                  <Paper withBorder radius="md" p="md">
                    <Group justify="space-between" wrap="nowrap">
                      <div>
                        <Text fw={700}>{nomination.title}</Text>
                        {nomination.weapon && (
                          <Text size="sm" c="dimmed">
                            {nomination.weapon.title}
                            {nomination.weapon.type ? ` · ${nomination.weapon.type.title}` : ''}
                          </Text>
                        )}
                      </div>
                      <Anchor component="span" size="sm" fw={600}>
                        {t('spectator.stages')} →
                      </Anchor>
                    </Group>
                  </Paper>
                </UnstyledButton>
              ))
            )}
            {showRings && <PredictionLeaderboard tournamentId={tournament._id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
});
