import assert from 'node:assert/strict';

export { assert };

/**
 * How long a test waits for something it expects before it fails (playwright's default for every page, run.mjs):
 * generous, because a loaded machine (parallel workers, other work) can make a page or a server answer take many
 * seconds; a wait ends as soon as the thing happens, so this only sets how long a failure takes to be reported.
 */
export const WAIT_MS = Number(process.env.E2E_WAIT_MS ?? 60_000);
export const WAIT = { timeout: WAIT_MS };

/** Signs in through the login form; `redirect` lands where the guard sent the visitor. */
export async function signIn(page, baseUrl, email, password = 'demo-password', redirect) {
  await page.goto(`${baseUrl}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

export function assertNoConsoleErrors(page) {
  const errors = (page.consoleErrors ?? []).filter(
    (e) => !/Failed to load resource: the server responded with a status of 401/.test(e),
  );
  assert.deepEqual(errors, [], `console errors on ${page.url()}`);
}

/**
 * Waits until an input shows `expected` (a select whose label arrives with its own request fills in later), then
 * answers what it shows: the caller's assertion names the difference if it never came.
 */
export async function settledValue(locator, expected, timeout = WAIT_MS) {
  const input = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([el, value]) => el.value === value, [input, expected], { timeout })
    .catch(() => {});
  return locator.inputValue();
}

/** Agrees to the cookie notice when it shows (a fresh browser context); nothing when it was decided already. */
export async function acceptCookies(page) {
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  // The notice is in the page's HTML (the static shell draws it), so it is there once the document is.
  await page.waitForLoadState('domcontentloaded');
  try {
    await agree.waitFor({ timeout: 3000 });
    await agree.click();
  } catch {
    // no banner (already decided)
  }
}
