import { VALIDATION_MESSAGES } from '../contracts/messages.js';

/**
 * Applications (spec §3 "Application", §4 application states, §5 "Applications beyond the fighter limit go to the
 * waiting queue"): the states, what the organizer and the fighter may do in each, and the form answers' rules.
 * Pure: the server decides with these inside its transaction, the client shows the same rules before sending.
 */

/** Paid and present are marks on an approved application, not states of their own (they can be cancelled). */
export const APPLICATION_STATES = ['PENDING', 'APPROVED', 'REFUSED', 'WAITING_LIST'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** The organizer's actions on one application (spec §4). */
export const APPLICATION_ACTIONS = [
  'approve',
  'refuse',
  'moveFromWaitingList',
  'setPaid',
  'cancelPaid',
  'setPresent',
  'cancelPresent',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** The organizer's actions on every application of a category or tournament at once (spec §4). */
export const BULK_APPLICATION_ACTIONS = ['approveAll', 'setAllPresent'] as const;
export type BulkApplicationAction = (typeof BULK_APPLICATION_ACTIONS)[number];

export interface ApplicationMarks {
  state: ApplicationState;
  paid: boolean;
  present: boolean;
}

/** The application after an action, or the reason it cannot be taken (an English sentence, translated by code). */
export type ActionOutcome = { ok: true; next: ApplicationMarks } | { ok: false; reason: string };

const refuse = (reason: string): ActionOutcome => ({ ok: false, reason });

export function applyApplicationAction(current: ApplicationMarks, action: ApplicationAction): ActionOutcome {
  const { state } = current;
  switch (action) {
    case 'approve':
      if (state === 'APPROVED') return refuse('This application is already approved');
      return { ok: true, next: { ...current, state: 'APPROVED' } };
    case 'refuse':
      if (state === 'REFUSED') return refuse('This application is already refused');
      // A refused fighter neither paid nor is present as far as the category is concerned.
      return { ok: true, next: { state: 'REFUSED', paid: false, present: false } };
    case 'moveFromWaitingList':
      if (state !== 'WAITING_LIST') return refuse('This application is not on the waiting list');
      return { ok: true, next: { ...current, state: 'PENDING' } };
    case 'setPaid':
    case 'setPresent':
      if (state !== 'APPROVED') return refuse('Approve the application first');
      return { ok: true, next: { ...current, [action === 'setPaid' ? 'paid' : 'present']: true } };
    case 'cancelPaid':
      if (!current.paid) return refuse('This application is not marked paid');
      return { ok: true, next: { ...current, paid: false } };
    case 'cancelPresent':
      if (!current.present) return refuse('This application is not marked present');
      return { ok: true, next: { ...current, present: false } };
  }
}

/** Pending and approved applications hold a place in the category; the waiting list and refused ones do not. */
export function holdsPlace(state: ApplicationState): boolean {
  return state === 'PENDING' || state === 'APPROVED';
}

/**
 * Where a new application goes: pending while the category has a free place, else the waiting list (spec §5).
 * `placesTaken` counts the category's fighters and the pending applications; no limit means no waiting list.
 */
export function arrivalState(placesTaken: number, fighterLimit: number | null): ApplicationState {
  return fighterLimit !== null && placesTaken >= fighterLimit ? 'WAITING_LIST' : 'PENDING';
}

/** The entry fee is still to pay: the application stands (not refused) and is not marked paid. */
export function owesEntryFee(application: { state: ApplicationState; paid: boolean }): boolean {
  return application.state !== 'REFUSED' && !application.paid;
}

/** A fighter may change the answers while the organizer has not decided yet. */
export function canEditApplication(state: ApplicationState): boolean {
  return state === 'PENDING' || state === 'WAITING_LIST';
}

/** Registration settings the apply rule looks at. */
export interface RegistrationWindow {
  registrationEnabled: boolean;
  status: string;
  registrationDateStart: Date | null;
  registrationDateEnd: Date | null;
}

/** Why applying is refused now, or null when it is open: switched on, status "Registration open", within the dates. */
export function registrationClosedReason(w: RegistrationWindow, now: Date): string | null {
  if (!w.registrationEnabled || w.status !== 'REG_OPEN') return 'Registration for this tournament is closed';
  if (w.registrationDateStart && now.getTime() < w.registrationDateStart.getTime())
    return 'Registration has not opened yet';
  if (w.registrationDateEnd && now.getTime() > w.registrationDateEnd.getTime())
    return 'Registration has already closed';
  return null;
}

/** The field types of spec §3: short string, long text, one option, many options, date. */
export const REGISTRATION_FIELD_TYPES = [
  'shortString',
  'longText',
  'oneOption',
  'manyOptions',
  'date',
] as const;
export type RegistrationFieldType = (typeof REGISTRATION_FIELD_TYPES)[number];

export interface FieldRule {
  label: string;
  type: RegistrationFieldType;
  required: boolean;
  options: string[];
}

/** One answer: text for the text and date fields and one option, a list for many options; null when left empty. */
export type Answer = string | string[] | null;

export const ANSWER_LIMITS = { shortString: 200, longText: 5000 } as const;

const isEmpty = (answer: Answer) =>
  answer === null || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

function answerError(field: FieldRule, answer: Answer): string | null {
  if (isEmpty(answer)) return field.required ? VALIDATION_MESSAGES.required : null;
  switch (field.type) {
    case 'shortString':
    case 'longText':
      if (typeof answer !== 'string') return VALIDATION_MESSAGES.answerText;
      return answer.trim().length > ANSWER_LIMITS[field.type] ? VALIDATION_MESSAGES.answerTooLong : null;
    case 'date':
      return typeof answer === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(answer) && !isNaN(Date.parse(answer))
        ? null
        : VALIDATION_MESSAGES.date;
    case 'oneOption':
      return typeof answer === 'string' && field.options.includes(answer)
        ? null
        : VALIDATION_MESSAGES.answerOption;
    case 'manyOptions':
      return Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((a) => field.options.includes(a))
        ? null
        : VALIDATION_MESSAGES.answerOption;
  }
}

/** Errors by `answers.<index>` for the tournament's form; empty when the answers fit it. */
export function answerErrors(
  fields: readonly FieldRule[],
  answers: readonly Answer[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (answers.length > fields.length) errors.answers = VALIDATION_MESSAGES.answersChanged;
  fields.forEach((field, i) => {
    const error = answerError(field, answers[i] ?? null);
    if (error) errors[`answers.${i}`] = error;
  });
  return errors;
}

/** Answers as stored: trimmed text, empty answers as null, one per field. */
export function normalizeAnswers(fields: readonly FieldRule[], answers: readonly Answer[]): Answer[] {
  return fields.map((_, i) => {
    const answer = answers[i] ?? null;
    if (answer === null || isEmpty(answer)) return null;
    return Array.isArray(answer) ? [...answer] : answer.trim();
  });
}
