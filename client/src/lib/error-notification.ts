import { IMPORT_UPLOAD_MB, isApiErrorCode } from '@hema/shared/contracts/error-codes';
import { i18next } from '../i18n/i18n';
import { ApiError } from './api-client';
import { translateValidationMessage } from './validation-message';

export interface ErrorNotification {
  title: string;
  message: string;
}

/**
 * Spec §8: titled "Error", the server's message, or "Unknown error" when there is none. The message is shown in the
 * interface language: in another language than English a known error code (shared/contracts/error-codes.ts) by
 * its translation; the fields of a validation answer by their translated messages. Needs the common texts (every
 * page has them; notify-error.ts loads them with this file).
 */
export function errorNotification(error: unknown): ErrorNotification {
  const title = i18next.t('errors.title');
  if (!(error instanceof ApiError)) return { title, message: i18next.t('errors.unknown') };
  const fields = Object.values(error.fieldErrors);
  if (error.code === 'validation' && fields.length > 0)
    return { title, message: fields.map((m) => translateValidationMessage(i18next.t, m)).join(' ') };
  // English screens keep the server's own wording, which may say more (which fighter, which filter).
  const translate = !(i18next.language.startsWith('en') && error.serverMessage);
  // A limit's wait is said in the interface language, so a Russian screen also tells when to try again.
  const wait = error.retryAfterSeconds;
  if (translate && error.code === 'auth/rate-limited' && wait)
    return { title, message: i18next.t('errors.rateLimitedWait', { count: Math.ceil(wait / 60) }) };
  if (translate && isApiErrorCode(error.code))
    return { title, message: i18next.t(`errors.codes.${error.code}`, { limit: IMPORT_UPLOAD_MB }) };
  return { title, message: error.serverMessage ?? i18next.t('errors.unknown') };
}
