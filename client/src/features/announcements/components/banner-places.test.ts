import { describe, expect, it } from '@jest/globals';
import type { Announcement } from '@hema/shared/contracts/announcements';
import { shownAt } from './AnnouncementBanner';

const announcement = (over: Partial<Announcement>): Announcement => ({
  _id: 'a1',
  tournamentId: 't1',
  level: 'info',
  audience: 'everyone',
  nomination: null,
  text: 'Hello',
  createdAt: '2026-11-29T12:00:00.000Z',
  ...over,
});

describe('where an announcement shows', () => {
  const toCategory = announcement({ audience: 'category', nomination: { _id: 'n1', title: 'Longsword' } });
  const toJudges = announcement({ audience: 'judges' });

  it('shows everyone’s on every tournament page and on the console', () => {
    expect(shownAt({ kind: 'page' }, announcement({}))).toBe(true);
    expect(shownAt({ kind: 'console' }, announcement({}))).toBe(true);
  });

  it('shows a category’s on that category’s pages only', () => {
    expect(shownAt({ kind: 'page', nominationId: 'n1' }, toCategory)).toBe(true);
    expect(shownAt({ kind: 'page', nominationId: 'n2' }, toCategory)).toBe(false);
    expect(shownAt({ kind: 'page' }, toCategory)).toBe(false);
    expect(shownAt({ kind: 'console' }, toCategory)).toBe(false);
  });

  it('shows the judges’ on the console only', () => {
    expect(shownAt({ kind: 'console' }, toJudges)).toBe(true);
    expect(shownAt({ kind: 'page', nominationId: 'n1' }, toJudges)).toBe(false);
  });
});
