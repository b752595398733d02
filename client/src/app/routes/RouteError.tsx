import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/MessagePage';

/** A route that failed to load or render (spec §8 error page wording). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('errors.pageTitle')}
      text={t('errors.pageText')}
      actionLabel={t('errors.takeMeHome')}
      actionTo="/"
    />
  );
}
