import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { PageLoader } from '../../components/ui/PageLoader';
import { useWeaponTypeQuery } from '../../features/rating/api/weapon-type';
import { useWeaponsQuery } from '../../features/rating/api/weapons';
import { RatingGrid } from '../../features/rating/components/RatingGrid';
import { useActiveZone } from '../../lib/active-zone';

/** `/rating/weapon-type/{id}`: the ratings of every weapon of one type in the current zone. */
export default function WeaponTypeRatingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  const zone = useActiveZone();
  const weaponType = useWeaponTypeQuery(id);
  const weapons = useWeaponsQuery();
  const ofType = (weapons.data ?? []).filter((weapon) => weapon.type?._id === id);

  if (weaponType.isPending) return <PageLoader />;
  if (!weaponType.data)
    return (
      <EmptyPanel
        title={t('pages:rating.weaponTypeNotFound')}
        description={t('pages:rating.weaponNotFoundText')}
      />
    );

  return (
    <Stack gap={0}>
      <PageHeader
        eyebrow={
          <Anchor component={Link} to="/rating" size="sm">
            {t('titles.rating')}
          </Anchor>
        }
        title={t('pages:rating.weaponTitle', { weapon: weaponType.data.title })}
        description={t('pages:rating.weaponTypeDescription')}
      />
      {ofType.length > 0 && (
        <Paper withBorder radius="lg" p="md" mb="lg">
          <Group gap="lg">
            {ofType.map((weapon) => (
              <Anchor key={weapon._id} component={Link} to={`/rating/${weapon._id}`} fw={600}>
                {weapon.title}
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}
      <RatingGrid id={id} byType subject={weaponType.data.title} zone={zone} />
    </Stack>
  );
}
