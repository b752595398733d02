import { describe, expect, it } from '@jest/globals';
import {
  englishGroupTitle,
  GROUP_TITLE_KEYS,
  NUMBERED_GROUP_TITLE_KEYS,
  parseEnglishGroupTitle,
} from './group-title.js';

describe('group titles as parts', () => {
  it('reads every English title it writes back into the same parts', () => {
    for (const key of GROUP_TITLE_KEYS) {
      const title = { key, n: NUMBERED_GROUP_TITLE_KEYS.has(key) ? 16 : null };
      expect(parseEnglishGroupTitle(englishGroupTitle(title))).toEqual(title);
    }
    expect(parseEnglishGroupTitle('Round of 16')).toEqual({ key: 'roundOf', n: 16 });
    expect(parseEnglishGroupTitle('Round 3')).toEqual({ key: 'swissRound', n: 3 });
    expect(parseEnglishGroupTitle('Semi-finals')).toEqual({ key: 'semiFinals', n: null });
  });

  it("shows the organizer's own title as it is, and leaves unknown texts unparsed", () => {
    expect(englishGroupTitle({ key: 'pool', n: 1, custom: 'Ladies' })).toBe('Ladies');
    expect(parseEnglishGroupTitle('Pool A')).toBeNull();
  });
});
