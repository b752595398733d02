import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n/i18n';
import { ApiError } from './api-client';
import { importWithTexts } from './load-with-texts';

/**
 * The one path for handled errors: log it, then show the notification (unless the page is reloading anyway). The
 * wording (error-notification.ts) and the error texts come with the first error: most visits show none, and the
 * shell's start-up calls can fail before a page has brought the common texts. Should they fail to load too (offline),
 * the notification still says "Error: Unknown error" with the shell's texts.
 */
export function notifyError(error: unknown): void {
  console.error(error);
  if (error instanceof ApiError && error.sessionEnded) return;
  const show = (text: { title: string; message: string }) =>
    notifications.show({ color: 'red', withBorder: true, ...text });
  importWithTexts(['common'], () => import('./error-notification')).then(
    ({ errorNotification }) => show(errorNotification(error)),
    () => show({ title: i18next.t('errors.title'), message: i18next.t('errors.unknown') }),
  );
}
