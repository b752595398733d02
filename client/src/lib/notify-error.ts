import { notifications } from '@mantine/notifications';
import { i18next } from '../i18n/i18n';
import { ApiError } from './api-client';

export interface ErrorNotification {
  title: string;
  message: string;
}

/** Spec §8: titled "Error", the server's message from the response, or "Unknown error" when there is none. */
export function errorNotification(error: unknown): ErrorNotification {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return { title: i18next.t('errors.title'), message: serverMessage ?? i18next.t('errors.unknown') };
}

/** The one path for handled errors: log it, then show the notification (unless the page is reloading anyway). */
export function notifyError(error: unknown): void {
  console.error(error);
  if (error instanceof ApiError && error.sessionEnded) return;
  notifications.show({ color: 'red', withBorder: true, ...errorNotification(error) });
}
