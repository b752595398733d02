import { describe, expect, it } from '@jest/globals';
import { GROUP_TITLE_KEYS } from '@hema/shared/competition/group-title';
import { captionWords } from './caption-words.js';

describe('the caption’s words', () => {
  it('names pools and bracket rounds in Russian', () => {
    const ru = captionWords('ru');
    expect(ru.group({ key: 'pool', n: 2 })).toBe('Пул 2');
    expect(ru.group({ key: 'roundOf', n: 16 })).toBe('1/8 финала');
    expect(ru.group({ key: 'semiFinals', n: null })).toBe('Полуфиналы');
    expect(ru.group({ key: 'pool', n: 1, custom: 'Пул «Север»' })).toBe('Пул «Север»');
  });

  it('has a title for every group key in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      const words = captionWords(language);
      for (const key of GROUP_TITLE_KEYS) {
        const text = words.group({ key, n: 4 });
        expect(text).not.toMatch(/\{|undefined|^$/);
      }
    }
  });

  it('counts doubles with each language’s plural forms', () => {
    expect(captionWords('en').doubles(1)).toBe('1 double');
    expect(captionWords('en').doubles(3)).toBe('3 doubles');
    expect(captionWords('ru').doubles(1)).toBe('1 обоюдный');
    expect(captionWords('ru').doubles(3)).toBe('3 обоюдных');
    expect(captionWords('ru').doubles(21)).toBe('21 обоюдный');
  });
});
