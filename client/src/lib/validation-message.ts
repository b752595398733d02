import { MESSAGES } from '@hema/shared/schemas/auth';
import type { TFunction } from 'i18next';

type ValidationKey = keyof typeof MESSAGES | 'code';

/** The shared zod schemas speak English (spec §5 wording); the screen shows the message in the chosen language. */
const KEY_BY_MESSAGE = new Map<string, ValidationKey>([
  ...(Object.entries(MESSAGES) as [ValidationKey, string][]).map(([key, message]) => [message, key] as const),
  ['The code has 6 digits', 'code'],
]);

/** A validation message from a shared schema (or the server) in the interface language; unknown ones pass through. */
export function translateValidationMessage(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`validation.${key}`) : message;
}
