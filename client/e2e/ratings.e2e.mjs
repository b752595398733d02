import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, WAIT } from './e2e-helpers.mjs';

/**
 * The ratings visitor's journey on the demo world's five years of history, by clicks and typing only: the longsword
 * rating (the one rating number, r − 2·RD, with r and RD on hover), a fighter's pop-up with the summary and weapon
 * badge, and the user page's four tabs.
 */
export const tests = [
  {
    name: 'the rating, a user pop-up and the user page tabs show the demo history',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(baseUrl);
      await acceptCookies(page);
      await page.getByRole('link', { name: 'Rating', exact: true }).first().click();
      await page.getByRole('link', { name: 'Longsword', exact: true }).click();
      await page.getByRole('heading', { name: 'Rating: Longsword' }).waitFor(WAIT);

      const weighted = page.getByTestId('weighted-rating');
      await weighted.first().waitFor(WAIT);
      assert.ok((await weighted.count()) > 20, 'the longsword rating lists the history’s fighters');
      await weighted.first().hover();
      await page.getByText(/^r \d+ ± RD \d+; the rating is r − 2·RD$/).waitFor(WAIT);
      await screenshot(page, 'rating-longsword-1280');

      await page.getByPlaceholder('Search by name').fill('Mikko');
      await page.getByRole('button', { name: 'Mikko Laine' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('weapon-badge').waitFor(WAIT);
      await dialog.getByRole('cell', { name: 'Longsword' }).waitFor(WAIT);
      assert.equal(await dialog.getByText('No user data').count(), 0);
      await screenshot(page, 'rating-user-popup-1280');

      await dialog.getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL(/\/users\/mikko\.laine$/);
      await page.getByRole('heading', { name: 'Mikko Laine' }).waitFor(WAIT);
      await page.getByRole('cell', { name: 'Sabre' }).waitFor(WAIT);

      await page.getByRole('tab', { name: 'Statistics' }).click();
      await page.getByText('Strongest opponents').first().waitFor(WAIT);
      await page.getByText('Head-to-head').first().waitFor(WAIT);

      await page.getByRole('tab', { name: 'Predictions' }).click();
      await page.waitForURL(/\/predictions$/);

      await page.getByRole('tab', { name: 'Rating graph' }).click();
      await page.getByText(/the rating after/).waitFor(WAIT);
      await page.locator('.recharts-line').first().waitFor(WAIT);
      await screenshot(page, 'rating-user-graph-1280');
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
