import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { nominationsMenu } from '../../features/tournament-page/components/nominations-menu';
import { useTournamentOutlet } from '../../features/tournament-page/hooks/use-tournament-outlet';

/** `/tournament/{id}/categories`: the categories (nominations), grouped by weapon type. */
export default function TournamentCategoriesRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { tournament } = useTournamentOutlet();
  const base = `/tournament/${encodeURIComponent(tournament.idString)}/nomination`;

  if (tournament.nominations.length === 0) {
    return (
      <EmptyPanel
        icon="swords"
        title={t('pages:tournament.noCategories')}
        description={t('pages:tournament.noCategoriesText')}
      />
    );
  }

  const menu = nominationsMenu(tournament.nominations);
  const groups =
    menu.kind === 'grouped'
      ? menu.groups
      : [{ typeId: null, typeTitle: null, nominations: menu.nominations }];

  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack key={group.typeId ?? 'all'} gap="sm">
          {menu.kind === 'grouped' && (
            <Title order={2} fz="lg">
              {group.typeTitle ?? t('pages:tournament.otherWeapons')}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {group.nominations.map((nomination) => (
              <Paper key={nomination._id} withBorder radius="lg" p="lg">
                <Stack gap={6}>
                  <Anchor component={Link} to={`${base}/${nomination._id}`} fw={700} size="lg" c="dark.8">
                    {nomination.title}
                  </Anchor>
                  <Group gap={6}>
                    {nomination.weapon && <Badge variant="light">{nomination.weapon.title}</Badge>}
                    {nomination.isTeam && (
                      <Badge variant="light" color="grape">
                        {t('pages:tournament.team')}
                      </Badge>
                    )}
                  </Group>
                  {nomination.fighterLimit ? (
                    <Text size="sm" c="dimmed">
                      {t('pages:tournament.fighterLimit', { count: nomination.fighterLimit })}
                    </Text>
                  ) : null}
                  {nomination.registrationNote && (
                    <Text size="sm" c="dimmed">
                      {nomination.registrationNote}
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
