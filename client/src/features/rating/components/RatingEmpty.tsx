import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyPanel } from '../../../components/ui/EmptyPanel';

/** No finished tournament has produced ratings yet: what the list will show and where to read how it works. */
export function RatingEmpty({ subject, zone }: { subject: string; zone: string | null }) {
  const { t } = useTranslation(['translation', 'pages']);
  return (
    <EmptyPanel
      icon="chart"
      title={t('pages:rating.emptyTitle')}
      description={
        <>
          {zone
            ? t('pages:rating.emptyTextZone', { subject, zone })
            : t('pages:rating.emptyText', { subject })}{' '}
          <Anchor component={Link} to="/rating-about">
            {t('pages:rating.howItWorks')}
          </Anchor>
        </>
      }
      actions={
        <Button component={Link} to="/rating" variant="light">
          {t('pages:rating.allWeapons')}
        </Button>
      }
    />
  );
}
