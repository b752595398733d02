import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RATING_START_DATE } from '@hema/shared/rating/weapon-ratings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { useWeaponsQuery } from '../../features/rating/api/weapons';
import { weaponsByType } from '../../features/rating/components/weapons-by-type';
import { useActiveZone } from '../../lib/active-zone';

/** `/rating`: ratings are kept per weapon and zone; pick a weapon or a weapon type. */
export default function RatingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const zone = useActiveZone();
  const weapons = useWeaponsQuery();
  const groups = weaponsByType(weapons.data ?? []);

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('titles.rating')}
        description={
          <>
            {t('pages:rating.description', { year: RATING_START_DATE.slice(0, 4) })}{' '}
            {zone && t('pages:rating.zoneNote', { zone: zone.title })}{' '}
            {/* Inside a sentence a link needs more than its colour to stand out (WCAG 1.4.1). */}
            <Anchor component={Link} to="/rating-about" underline="always">
              {t('pages:rating.howItWorks')}
            </Anchor>
          </>
        }
        actions={
          // Past tournaments reach the ratings through an import.
          <Button component={Link} to="/rating-import" variant="light">
            {t('pages:rating.importTournament')}
          </Button>
        }
      />
      {weapons.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={160} radius="lg" />
          ))}
        </SimpleGrid>
      ) : groups.length === 0 ? (
        <EmptyPanel title={t('pages:rating.noWeaponsTitle')} description={t('pages:rating.noWeaponsText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {groups.map((group) => (
            <Paper key={group.type?._id ?? 'other'} withBorder radius="lg" p="lg">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg">
                  {group.type ? (
                    <Anchor component={Link} to={`/rating/weapon-type/${group.type._id}`} c="dark.8" fw={700}>
                      {group.type.title}
                    </Anchor>
                  ) : (
                    t('pages:rating.otherWeapons')
                  )}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('pages:rating.weaponsCount', { count: group.weapons.length })}
                </Text>
              </Group>
              <Stack gap={6}>
                {group.weapons.map((weapon) => (
                  <Anchor key={weapon._id} component={Link} to={`/rating/${weapon._id}`}>
                    {weapon.title}
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
