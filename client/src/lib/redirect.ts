/** Pages where a "sign in" link must not point back to themselves. */
const AUTH_PATHS = ['/login', '/registration', '/password-recovery'];

/**
 * The `redirect` query of /login (spec §2) as a same-site path, or `fallback`.
 * Anything that could leave the site (`//host`, `/\host`, absolute URLs) or loop back to /login is refused.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const origin = window.location.origin;
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** Spec §2: "Login goes to /login with a redirect query holding the current full path". */
export function loginPath(currentFullPath?: string): string {
  const pathname = currentFullPath?.split(/[?#]/)[0];
  // Home is where a sign-in lands anyway; the sign-in pages must not send the user back to themselves.
  if (!currentFullPath || !pathname || currentFullPath === '/' || AUTH_PATHS.includes(pathname))
    return '/login';
  return `/login?${new URLSearchParams({ redirect: currentFullPath }).toString()}`;
}

/**
 * The same page (`/registration` from /login, `/login` from /registration) with the `redirect` query kept, so a
 * visitor who follows "Sign in to apply" and then "Register" still comes back to where they started.
 */
export function withRedirect(path: string, redirect: string | null): string {
  const target = safeRedirectPath(redirect, '');
  return target ? `${path}?${new URLSearchParams({ redirect: target }).toString()}` : path;
}
