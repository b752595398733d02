import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** A refused group name in the reader's language (the server's words are English). */
export function groupNameError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'following/group-name-taken')
    return t('following.nameTaken');
  if (error instanceof ApiError && error.code === 'following/limit') return t('following.tooMany');
  if (error instanceof ApiError && error.status === 400) return t('following.nameInvalid');
  return error instanceof Error ? error.message : String(error);
}
