import { describe, expect, it } from '@jest/globals';
import {
  answerErrors,
  applyApplicationAction,
  arrivalState,
  normalizeAnswers,
  owesEntryFee,
  registrationClosedReason,
  type FieldRule,
} from './application-rules.js';

const FIELDS: FieldRule[] = [
  { label: 'Name', type: 'shortString', required: true, options: [] },
  { label: 'Size', type: 'oneOption', required: false, options: ['S', 'M'] },
  { label: 'Meals', type: 'manyOptions', required: false, options: ['Fish', 'Meat'] },
  { label: 'Born', type: 'date', required: false, options: [] },
];

describe('answers', () => {
  it('asks for required fields with the spec message and checks options and dates', () => {
    expect(answerErrors(FIELDS, [' ', 'XL', ['Fish', 'Fish'], '2001-02-30x'])).toEqual({
      'answers.0': 'Field required',
      'answers.1': 'Choose one of the options offered',
      'answers.2': 'Choose one of the options offered',
      'answers.3': 'Enter a date as yyyy-MM-dd',
    });
    expect(answerErrors(FIELDS, ['Anna', 'M', ['Meat'], '2001-02-03'])).toEqual({});
    expect(answerErrors(FIELDS, ['Anna', null, null, null, 'extra'])).toEqual({
      answers: 'The form has changed; reload the page and fill it in again',
    });
  });

  it('stores trimmed text and empty answers as null, one per field', () => {
    expect(normalizeAnswers(FIELDS, [' Anna ', '', []])).toEqual(['Anna', null, null, null]);
  });
});

describe('states', () => {
  const approved = { state: 'APPROVED' as const, paid: true, present: false };
  it('goes to the waiting list only beyond the limit', () => {
    expect(arrivalState(1, 2)).toBe('PENDING');
    expect(arrivalState(2, 2)).toBe('WAITING_LIST');
    expect(arrivalState(500, null)).toBe('PENDING');
  });

  it('marks paid and present only on approved applications; refusing clears the marks', () => {
    expect(applyApplicationAction({ state: 'PENDING', paid: false, present: false }, 'setPaid')).toEqual({
      ok: false,
      reason: 'Approve the application first',
    });
    expect(applyApplicationAction(approved, 'refuse')).toEqual({
      ok: true,
      next: { state: 'REFUSED', paid: false, present: false },
    });
    expect(applyApplicationAction(approved, 'cancelPaid')).toEqual({
      ok: true,
      next: { ...approved, paid: false },
    });
    expect(applyApplicationAction(approved, 'moveFromWaitingList').ok).toBe(false);
  });

  it('takes applications only while enabled, open and within the dates', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const open = {
      registrationEnabled: true,
      status: 'REG_OPEN',
      registrationDateStart: new Date('2026-05-01T00:00:00Z'),
      registrationDateEnd: new Date('2026-05-20T00:00:00Z'),
    };
    expect(registrationClosedReason(open, now)).toBeNull();
    expect(registrationClosedReason({ ...open, status: 'UPCOMING' }, now)).toBe(
      'Registration for this tournament is closed',
    );
    expect(registrationClosedReason(open, new Date('2026-04-30T00:00:00Z'))).toBe(
      'Registration has not opened yet',
    );
    expect(registrationClosedReason(open, new Date('2026-05-21T00:00:00Z'))).toBe(
      'Registration has already closed',
    );
  });
});

describe('owesEntryFee', () => {
  it('is true for a standing application not marked paid, false once paid or refused', () => {
    expect(owesEntryFee({ state: 'PENDING', paid: false })).toBe(true);
    expect(owesEntryFee({ state: 'WAITING_LIST', paid: false })).toBe(true);
    expect(owesEntryFee({ state: 'APPROVED', paid: false })).toBe(true);
    expect(owesEntryFee({ state: 'APPROVED', paid: true })).toBe(false);
    expect(owesEntryFee({ state: 'REFUSED', paid: false })).toBe(false);
  });
});
