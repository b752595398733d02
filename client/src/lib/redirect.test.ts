import { describe, expect, it } from '@jest/globals';
import { loginPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/tournament/spring-cup/categories', '/tournament/spring-cup/categories'],
    ['/users?page=2#top', '/users?page=2#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'tournaments',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/login?redirect=/x',
  ])('falls back to / for %p', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});

describe('loginPath', () => {
  it('carries the full current path in redirect (spec §2)', () => {
    expect(loginPath('/tournament/x/nomination/y?tab=2#f')).toBe(
      `/login?redirect=${encodeURIComponent('/tournament/x/nomination/y?tab=2#f')}`,
    );
  });

  it('is plain /login from home and from the sign-in pages themselves', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=/x')).toBe('/login');
    expect(loginPath('/registration')).toBe('/login');
  });
});
