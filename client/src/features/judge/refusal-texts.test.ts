import { describe, expect, it } from '@jest/globals';
import { REFUSAL_REASONS } from '@hema/shared/realtime/refusals';
import en from '../../i18n/common/en.json' with { type: 'json' };
import ru from '../../i18n/common/ru.json' with { type: 'json' };

/**
 * One path from a refusal to a text: the reason itself is the key under `fight.refusals`, in the common texts every
 * page loads, for the judge console and the instant fight alike.
 */
describe('refusal texts', () => {
  it.each(REFUSAL_REASONS)('%s has an English and a Russian text', (reason) => {
    const english = (en.fight.refusals as Record<string, string>)[reason];
    const russian = (ru.fight.refusals as Record<string, string>)[reason];
    expect(english?.trim()).toBeTruthy();
    expect(russian?.trim()).toBeTruthy();
    expect(russian).not.toBe(english);
  });

  it('has no text for a reason that does not exist', () => {
    expect(Object.keys(en.fight.refusals).sort()).toEqual([...REFUSAL_REASONS].sort());
  });
});
