import { describeFile } from './suite.mjs';
import { axeViolations, describeViolations } from './axe.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  modalOpened,
  notified,
  signIn,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * API keys of the open live feed (issue 33 item 3), by typing and clicks only: the organizer creates a key on the
 * tournament's "API keys" tab and sees it once, the key opens the public API, the organizer revokes it (confirmed)
 * and the public API refuses it. Screenshots at 1280 and 390 px in English and Russian; axe on the page.
 */

const TAG = Date.now().toString(36).slice(-5);
const NAME = `Club stream overlay ${TAG}`;

async function russian(page) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

/** The demo organizer on the demo tournament's API keys tab. */
async function organizerKeys(newPage, baseUrl, width) {
  const page = await newPage({ width, height: 900 });
  await signIn(page, baseUrl, 'organizer@demo.hema', 'demo-password', '/organizer/tournaments');
  await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
  await acceptCookies(page);
  await page.getByRole('link', { name: 'HEMA Live Demo Open' }).first().click();
  await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
  await tournamentTab(page, 'API keys');
  await page.getByRole('button', { name: 'Create key' }).waitFor(WAIT);
  return page;
}

export const tests = [
  {
    name: 'the organizer creates an API key, sees it once, and revokes it; the public API follows',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await organizerKeys(newPage, baseUrl, 1280);
      await page.getByRole('textbox', { name: /^What the key is for/ }).fill(NAME);
      await page.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByTestId('api-key-secret');
      await shown.waitFor(WAIT);
      const secret = (await shown.locator('pre').innerText()).trim();
      assert.match(secret, /^hk_[A-Za-z0-9_-]{43}$/);
      await page.getByText(NAME, { exact: true }).waitFor(WAIT);
      await screenshot(page, 'api-keys-1280-en');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('api-keys', violations));

      const fight = `${baseUrl}/api/public/v1/tournaments/demo-open`;
      const read = (key) =>
        page.evaluate(
          async ([url, k]) => (await fetch(url, { headers: { 'X-Api-Key': k } })).status,
          [fight, key],
        );
      assert.equal(await read(secret), 200);

      await page.getByRole('button', { name: `Revoke: ${NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke the key?' });
      await modalOpened(page);
      await screenshot(page, 'api-keys-revoke-1280-en');
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await notified(page, 'The key is revoked');
      await page.getByRole('button', { name: `Revoke: ${NAME}` }).waitFor({ state: 'detached', ...WAIT });
      assert.equal(await read(secret), 401);
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the API keys page at 390 px and in Russian',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await organizerKeys(newPage, baseUrl, 390);
      await page.getByRole('textbox', { name: /^What the key is for/ }).fill(`Phone ${TAG}`);
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByTestId('api-key-secret').waitFor(WAIT);
      await screenshot(page, 'api-keys-390-en');
      await russian(page);
      await page.getByRole('button', { name: 'Создать ключ' }).waitFor(WAIT);
      await page.getByText('Действует').first().waitFor(WAIT);
      await screenshot(page, 'api-keys-390-ru');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'api-keys-1280-ru');
      const violations = await axeViolations(page);
      assert.equal(violations.length, 0, describeViolations('api-keys ru', violations));
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests, { ownData: true });
