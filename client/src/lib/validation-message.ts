import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@hema/shared/contracts/messages';
import type { TFunction } from 'i18next';

/** The shared schemas speak English (spec §5 wording); the screen shows each message in the chosen language. */
const KEY_BY_MESSAGE = new Map<string, ValidationMessageKey>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/** A validation message from a shared schema (or the server) in the interface language; unknown ones pass through. */
export function translateValidationMessage(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`validation.${key}`) : message;
}
