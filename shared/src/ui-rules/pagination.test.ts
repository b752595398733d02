import { describe, it, expect } from '@jest/globals';
import {
  PAGINATION_DEFAULTS,
  paginate,
  paginationSummary,
  perPageLabel,
  shouldEmitSetPerPage,
  totalPages,
} from './pagination.js';

describe('pagination', () => {
  it('defaults to page 1, 10 a page and no entities', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ activePage: 1, perPage: 10, totalEntities: 0 });
    expect(paginate()).toEqual({
      activePage: 1,
      perPage: 10,
      totalEntities: 0,
      totalPages: 0,
      previousDisabled: true,
      nextDisabled: true,
    });
  });

  it('counts total pages as the ceiling of total entities over page size', () => {
    expect(totalPages(25, 10)).toBe(3);
    expect(totalPages(30, 10)).toBe(3);
    expect(totalPages(1, 10)).toBe(1);
    expect(totalPages(0, 10)).toBe(0);
  });

  it('puts everything on one page when the page size is falsy ("all")', () => {
    expect(totalPages(250, 0)).toBe(1);
    expect(totalPages(250, null)).toBe(1);
    expect(paginate({ perPage: 0, totalEntities: 250 })).toMatchObject({
      totalPages: 1,
      previousDisabled: true,
      nextDisabled: true,
    });
  });

  it('disables previous on page 1 only', () => {
    expect(paginate({ activePage: 1, totalEntities: 50 }).previousDisabled).toBe(true);
    expect(paginate({ activePage: 2, totalEntities: 50 }).previousDisabled).toBe(false);
  });

  it('disables next when the active page is the last page', () => {
    expect(paginate({ activePage: 4, totalEntities: 50 }).nextDisabled).toBe(false);
    expect(paginate({ activePage: 5, totalEntities: 50 }).nextDisabled).toBe(true);
  });

  it('disables next when there are no pages at all', () => {
    expect(paginate({ activePage: 1, totalEntities: 0 }).nextDisabled).toBe(true);
  });

  describe('summary line', () => {
    it('reads shown from, to and of while the page size is below the total', () => {
      expect(paginationSummary({ activePage: 2, perPage: 10, totalEntities: 25 })).toEqual({
        key: 'shownFrom/shownTo/shownOf',
        from: 11,
        to: 20,
        total: 25,
      });
    });

    it('stops at the total on the last, partly filled page', () => {
      expect(paginationSummary({ activePage: 3, perPage: 10, totalEntities: 25 })).toEqual({
        key: 'shownFrom/shownTo/shownOf',
        from: 21,
        to: 25,
        total: 25,
      });
    });

    it('reads shown all when one page holds everything or the size is "all"', () => {
      expect(paginationSummary({ perPage: 10, totalEntities: 10 })).toEqual({ key: 'shownAll', total: 10 });
      expect(paginationSummary({ perPage: 0, totalEntities: 300 })).toEqual({ key: 'shownAll', total: 300 });
      expect(paginationSummary()).toEqual({ key: 'shownAll', total: 0 });
    });
  });

  it('labels a falsy per-page option "all" and others by their size', () => {
    expect(perPageLabel(0)).toBe('all');
    expect(perPageLabel(null)).toBe('all');
    expect(perPageLabel(undefined)).toBe('all');
    expect(perPageLabel(25)).toBe('25');
  });

  it('emits set-per-page only when the chosen size differs from the current one', () => {
    expect(shouldEmitSetPerPage(10, 25)).toBe(true);
    expect(shouldEmitSetPerPage(25, 25)).toBe(false);
    expect(shouldEmitSetPerPage(25, 0)).toBe(true);
    expect(shouldEmitSetPerPage(0, null)).toBe(false);
  });
});
