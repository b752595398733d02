import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/MessagePage';

/** `/404` (spec §8: "Oh, hell. 404"); every unknown path is sent here. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionLabel={t('notFound.home')}
      actionTo="/"
    />
  );
}
