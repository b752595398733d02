import { Anchor, Box, Button, Center, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { tournamentsContract } from '@hema/shared/contracts/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '../../../features/auth/api/session-store';
import { AsyncSelect } from '../../../components/grid/components/AsyncSelect';
import { ConnectionLostNotice } from '../../../components/ui/ConnectionLostNotice';
import { VenueRing } from '../../../features/live/components/VenueRing';
import { useTournamentAreasQuery } from '../../../features/stages/api/tournament-areas';
import { useTournamentQuery } from '../../../features/tournament-page/api/tournament';

/** Columns for `count` rings: one big ring, two side by side, then a grid that still reads from across a hall. */
const columnsFor = (count: number) => (count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : 4);

function TournamentPicker({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useTranslation();
  const [id, setId] = useState<string | null>(null);
  // Back to where the person came from: administration for an admin, their tournaments for an organizer.
  const isAdmin = useSessionUser()?.role === 'ADMIN';
  return (
    <Center mih="100dvh" p={{ base: 'sm', sm: 'xl' }} bg="dark.8">
      <Paper radius="lg" p="lg" w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1}>{t('titles.game')}</Title>
          <Text c="dimmed">{t('game.choose')}</Text>
          <AsyncSelect
            endpoint={tournamentsContract.list}
            label={t('game.tournament')}
            value={id}
            onChange={setId}
          />
          <Group justify="space-between">
            <Anchor component={Link} to={isAdmin ? '/admin' : '/organizer/tournaments'}>
              ← {t(isAdmin ? 'game.back' : 'game.backOrganizer')}
            </Anchor>
            <Button disabled={!id} onClick={() => id && onPick(id)}>
              {t('game.show')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * `/game` (organizers and admins, full screen without the site's chrome, spec §2): the venue display — every ring's current fight
 * of the chosen tournament with names, scores and clock, and the next fight, live, in type big enough for a hall.
 * The tournament is in the address (`?tournament=`), so the screen survives a reload.
 */
export default function GameRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tournamentId = params.get('tournament') ?? '';
  const tournament = useTournamentQuery(tournamentId || undefined);
  const rings = useTournamentAreasQuery(tournamentId || undefined);
  if (!tournamentId) return <TournamentPicker onPick={(id) => setParams({ tournament: id })} />;
  const list = rings.data ?? [];
  return (
    <Box mih="100dvh" p={{ base: 'sm', md: 'lg' }} bg="dark.9">
      <ConnectionLostNotice floating />
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} c="white" fz="clamp(1.4rem, 2.4vw, 2.6rem)" lineClamp={1}>
          {tournament.data?.title ?? ''}
        </Title>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {/* The public board of the same tournament: who is up next on every ring, for the hall's TV. */}
          {tournament.data && (
            <Button
              component={Link}
              to={`/tournament/${encodeURIComponent(tournament.data.idString)}/hall`}
              variant="light"
              color="gray"
              size="compact-sm"
            >
              {t('hall.open')}
            </Button>
          )}
          <Button variant="light" color="gray" size="compact-sm" onClick={() => setParams({})}>
            {t('game.change')}
          </Button>
        </Group>
      </Group>
      {rings.isSuccess && list.length === 0 ? (
        <Text c="gray.4" fz="xl">
          {t('game.noRings')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: columnsFor(list.length) }} spacing="md">
          {list.map((ring) => (
            <VenueRing key={ring._id} areaId={ring._id} title={ring.title} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
