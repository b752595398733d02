import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/ui/MessagePage';

/** `/error` (spec §8): where repeated errors take the visitor. */
export default function ErrorPageRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('errors.pageTitle')}
      text={t('errors.repeatedText')}
      actionLabel={t('errors.takeMeHome')}
      actionTo="/"
    />
  );
}
