import { describe, expect, it } from '@jest/globals';
import { loginPath, safeRedirectPath, withRedirect } from './redirect';

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

describe('withRedirect', () => {
  it('keeps the place to come back to between sign-in and registration', () => {
    expect(withRedirect('/registration', '/tournament/spring-cup/registration')).toBe(
      `/registration?redirect=${encodeURIComponent('/tournament/spring-cup/registration')}`,
    );
    expect(withRedirect('/login', '/my/applications')).toBe(
      `/login?redirect=${encodeURIComponent('/my/applications')}`,
    );
  });

  it('drops a redirect that leaves the site or loops back to sign-in', () => {
    expect(withRedirect('/registration', null)).toBe('/registration');
    expect(withRedirect('/registration', '//evil.example/x')).toBe('/registration');
    expect(withRedirect('/registration', '/login?redirect=/x')).toBe('/registration');
  });
});
