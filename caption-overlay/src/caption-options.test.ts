import { describe, expect, it } from '@jest/globals';
import { captionOptions } from './caption-options.js';

const PATH = '/tournament/cup/area-stream-caption/ring-1';

describe('caption options from the browser-source URL', () => {
  it('reads theme, position, hold and language', () => {
    expect(captionOptions(PATH, '?theme=light&position=top&hold=8&lang=ru')).toEqual({
      tournamentId: 'cup',
      areaId: 'ring-1',
      theme: 'light',
      position: 'top',
      holdMs: 8_000,
      language: 'ru',
    });
  });

  it('falls back to dark, bottom, 6 s and English for missing or unknown values', () => {
    expect(captionOptions(PATH, '?lang=xx&hold=abc&theme=neon')).toMatchObject({
      theme: 'dark',
      position: 'bottom',
      holdMs: 6_000,
      language: 'en',
    });
    expect(captionOptions(PATH, '?lang=RU-ru')?.language).toBe('ru');
  });

  it('refuses other paths and broken escapes without throwing', () => {
    expect(captionOptions('/tournament/cup', '')).toBeNull();
    expect(captionOptions('/tournament/%E0%A4%A/area-stream-caption/x', '')).toBeNull();
  });
});
