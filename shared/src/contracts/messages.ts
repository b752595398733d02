import { MESSAGES } from '../schemas/auth-messages.js';

/**
 * Every validation message the contracts write, by key: the server answers them in English (field errors of a 400),
 * the client shows them in the interface language by key (client i18n `validation.<key>`, a test checks every key
 * has an English and a Russian text). Zod's own generic messages are translated by zod's locale on the client.
 */
export const VALIDATION_MESSAGES = {
  ...MESSAGES,
  code: 'The code has 6 digits',
  slugCharacters: 'Use letters, digits, - and _ only',
  slugLooksLikeId: 'This address looks like an identifier; choose another',
  webAddress: 'Enter a web address (http or https)',
  date: 'Enter a date as yyyy-MM-dd',
  dateTime: 'Enter a date and time',
  yearRange: 'Enter a date between the years 1900 and 2999',
  endBeforeStart: 'The tournament cannot end before it starts',
  registrationEndBeforeStart: 'Registration cannot close before it opens',
  registrationAfterEvent: 'Registration must close no later than the last day of the tournament',
  byeWinScores: 'Bye win scores must be a whole number',
  fighterTwice: 'A fighter appears twice',
  fightTwice: 'A fight appears twice',
  categoryTwice: 'A category appears twice',
  categoryOrderIncomplete: 'Name every category of the tournament once',
  controlCharacters: 'Control characters are not allowed',
  ringTitleTaken: 'Another ring of this tournament already has this name',
  ringOfTournament: 'Choose a ring of this tournament',
  answerText: 'Type the answer as text',
  answerTooLong: 'This answer is too long',
  answerOption: 'Choose one of the options offered',
  answersChanged: 'The form has changed; reload the page and fill it in again',
  refusalReason: 'Say why the application is refused',
  chooseCategory: 'Choose at least one category',
  optionsRequired: 'Add at least one option',
  wrongPassword: 'The password is wrong',
  zoneNotAllowed: 'You may not hold tournaments in this zone',
  timeOfDay: 'Enter a time as HH:MM',
  timeZone: 'Choose a time zone from the list',
  lunchIncomplete: 'Give both the start and the end of the lunch break',
  breakEndBeforeStart: 'The end must come after the start',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
