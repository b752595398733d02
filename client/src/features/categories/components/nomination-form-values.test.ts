import { describe, expect, it } from '@jest/globals';
import { createNominationSchema } from '@hema/shared/contracts/nominations';
import { nominationFormValues, nominationInput, suggestedIdString } from './nomination-form-values';

describe('the category form values', () => {
  it('suggests an address from an English, accented or Russian title', () => {
    expect(suggestedIdString('Longsword Open')).toBe('longsword-open');
    expect(suggestedIdString('  Épée — Women  ')).toBe('epee-women');
    expect(suggestedIdString('Длинный меч, женщины')).toBe('dlinnyj-mech-zhenshchiny');
    expect(suggestedIdString('Сабля 2026')).toBe('sablya-2026');
  });

  it('round-trips a category: what the form shows is what it sends back', () => {
    const input = nominationInput(nominationFormValues());
    const parsed = createNominationSchema.safeParse({ ...input, title: 'Sabre', idString: 'sabre' });
    expect(parsed.success).toBe(true);
    expect(input.rules).toMatchObject({ durationMs: 90_000, scoreCap: null, timerDirection: 'down' });
  });

  it('shows the judging panel window in seconds and sends it in milliseconds', () => {
    const values = nominationFormValues();
    expect(values.rules.panel).toEqual({ mode: 'off', judges: 3, windowMs: 1.5 });
    values.rules.panel = { mode: 'majority', judges: 4, windowMs: 2.5 };
    const input = nominationInput(values);
    expect(input.rules.panel).toEqual({ mode: 'majority', judges: 4, windowMs: 2500 });
    const parsed = createNominationSchema.safeParse({ ...input, title: 'Sabre', idString: 'sabre' });
    expect(parsed.success).toBe(true);
  });
});
