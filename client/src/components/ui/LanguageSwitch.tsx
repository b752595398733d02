import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify-error';

/** EN / RU; Russian is fetched the first time it is chosen. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('language.label')}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) setLanguage(next).catch(notifyError);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.short.${language}`) }))}
    />
  );
}
