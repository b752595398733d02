import assert from 'node:assert/strict';

export { assert };

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
export async function settledValue(locator, expected, timeout = 15_000) {
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
  try {
    await agree.waitFor({ timeout: 3000 });
    await agree.click();
  } catch {
    // no banner (already decided)
  }
}
