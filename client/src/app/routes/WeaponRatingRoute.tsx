import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyPanel } from '../../components/ui/EmptyPanel';
import { PageHeader } from '../../components/ui/PageHeader';
import { PageLoader } from '../../components/ui/PageLoader';
import { useWeaponQuery } from '../../features/rating/api/weapon';
import { RatingGrid } from '../../features/rating/components/RatingGrid';
import { useActiveZone } from '../../lib/active-zone';

/** `/rating/{id}`: the rating of one weapon in the current zone. */
export default function WeaponRatingRoute() {
  const { t } = useTranslation(['translation', 'pages']);
  const { id = '' } = useParams();
  const zone = useActiveZone();
  const weapon = useWeaponQuery(id);

  if (weapon.isPending) return <PageLoader />;
  if (!weapon.data)
    return (
      <EmptyPanel
        title={t('pages:rating.weaponNotFound')}
        description={t('pages:rating.weaponNotFoundText')}
      />
    );

  return (
    <Stack gap={0}>
      <PageHeader
        eyebrow={
          weapon.data.type ? (
            <Anchor component={Link} to={`/rating/weapon-type/${weapon.data.type._id}`} size="sm">
              {weapon.data.type.title}
            </Anchor>
          ) : (
            t('titles.rating')
          )
        }
        title={t('pages:rating.weaponTitle', { weapon: weapon.data.title })}
        description={t('pages:rating.weaponDescription')}
      />
      <RatingGrid id={id} byType={false} subject={weapon.data.title} zone={zone} />
    </Stack>
  );
}
