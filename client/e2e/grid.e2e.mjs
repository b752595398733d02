import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, modalOpened } from './e2e-helpers.mjs';

/** The admin's token, for creating rows through the API. */
async function adminToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.hema', password: 'demo-password' }),
  });
  assert.equal(response.status, 200, 'admin login');
  const token = response.headers.get('authorization');
  assert.ok(token, 'admin token');
  return token;
}

async function createClubs(baseUrl, prefix, count) {
  const token = await adminToken(baseUrl);
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${baseUrl}/api/clubs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        title: `${prefix} ${String(i).padStart(2, '0')}`,
        country: 'FI',
        city: 'Turku',
      }),
    });
    assert.ok(response.ok, `club ${i} created (${response.status})`);
  }
}

/** The cookie banner would cover the lower rows: decide it once it shows up. */

/** Waits (up to the default timeout) for the table's first row to be `title`; the assertion after it names a miss. */
const firstRowIs = (page, title) =>
  page
    .waitForFunction((text) => document.querySelector('table tbody tr td')?.textContent === text, title)
    .catch(() => {});

const firstRowTitle = (page) => page.locator('table tbody tr').first().locator('td').first().innerText();

export const tests = [
  {
    name: 'grid filter, sort, page size and page survive a reload (/clubs)',
    async run({ baseUrl, newPage, screenshot }) {
      const prefix = 'E2E Grid Club';
      await createClubs(baseUrl, prefix, 35);
      const page = await newPage();
      await page.goto(`${baseUrl}/clubs`);
      await acceptCookies(page);
      await page.locator('table').waitFor();

      await page.getByRole('textbox', { name: 'Club' }).fill('E2E Grid');
      await page.getByText('Showing all 35').waitFor();

      await page.getByLabel('Per page').click();
      await page.getByRole('option', { name: '25', exact: true }).click();
      await page.getByText('Showing 1 to 25 of 35').waitFor();

      const sortButton = page.getByRole('columnheader', { name: /^Club/ }).getByRole('button');
      await sortButton.click(); // the default sort is by title, so one click flips it to descending
      await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
      await page.waitForFunction(
        (title) => document.querySelector('table tbody tr td')?.textContent === title,
        `${prefix} 35`,
      );

      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.getByText('Showing 26 to 35 of 35').waitFor();
      // The previous page stays on screen (dimmed) until the new one arrives.
      await firstRowIs(page, `${prefix} 10`);
      assert.equal(await firstRowTitle(page), `${prefix} 10`);

      await page.reload();
      await page.getByText('Showing 26 to 35 of 35').waitFor();
      await firstRowIs(page, `${prefix} 10`);
      assert.equal(await page.getByRole('textbox', { name: 'Club' }).inputValue(), 'E2E Grid');
      assert.equal(await page.getByLabel('Per page').inputValue(), '25');
      assert.equal(
        await page.getByRole('columnheader', { name: /^Club/ }).getAttribute('aria-sort'),
        'descending',
      );
      assert.equal(await firstRowTitle(page), `${prefix} 10`);
      assert.equal(await page.getByRole('button', { name: 'Page 2' }).getAttribute('data-active'), 'true');
      await screenshot(page, 'grid-clubs-reloaded-1280');
      assertNoConsoleErrors(page);

      const narrow = await newPage({ width: 390, height: 844 });
      await narrow.goto(`${baseUrl}/clubs`);
      await acceptCookies(narrow);
      await narrow.getByText(`${prefix} 35`).waitFor();
      const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 390 px (overflow ${overflow})`);
      await screenshot(narrow, 'grid-clubs-390');
    },
  },
  {
    name: 'the date picker accepts a typed valid date and refuses an invalid one (/tournaments)',
    async run({ baseUrl, newPage, screenshot }) {
      const list = await (await fetch(`${baseUrl}/api/tournaments?perPage=1`)).json();
      const tournament = list.items[0];
      assert.ok(tournament?.dateStart, 'a public tournament with a start date');
      const day = tournament.dateStart.slice(0, 10);

      const page = await newPage();
      await page.goto(`${baseUrl}/tournaments`);
      await acceptCookies(page);
      await page.getByText(tournament.title).first().waitFor();
      const date = page.getByRole('combobox', { name: 'Date' });

      await date.fill(day);
      await date.press('Enter');
      await page.waitForFunction(
        () =>
          JSON.parse(localStorage.getItem('grid:tournaments:/tournaments') ?? '{}').filters?.dateStart !==
            undefined &&
          JSON.parse(localStorage.getItem('grid:tournaments:/tournaments')).filters.dateStart !== null,
      );
      assert.notEqual(await date.getAttribute('aria-invalid'), 'true');
      await page.getByText(tournament.title).first().waitFor();
      assert.equal(await page.getByText('Enter a valid date as yyyy-MM-dd').count(), 0);

      await date.fill('2026-02-30');
      await date.press('Tab');
      await page.getByText('Enter a valid date as yyyy-MM-dd').waitFor();
      assert.equal(await date.getAttribute('aria-invalid'), 'true');
      const saved = JSON.parse(
        await page.evaluate(() => localStorage.getItem('grid:tournaments:/tournaments')),
      );
      assert.equal(saved.filters.dateStart, day, 'the refused text did not replace the date');
      await screenshot(page, 'grid-date-invalid-1280');

      // The calendar: the heading goes back a level to the months, then to ten years in three columns.
      await page.getByRole('button', { name: 'Open the calendar' }).click();
      await page.getByRole('button', { name: 'Choose a month' }).click();
      await page.getByRole('button', { name: 'Choose a year' }).click();
      const years = await page.locator('[data-testid="date-picker-dropdown"] table button').allInnerTexts();
      assert.equal(years.length, 10, `ten years a page (${years.join(', ')})`);
      await screenshot(page, 'grid-date-years-1280');
    },
  },
  {
    name: 'the user pop-up opens from the users list and closes by Escape and on a route change',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/users`);
      await acceptCookies(page);
      await page.getByRole('button', { name: 'Fedor Fighter' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Fedor Fighter').first().waitFor();
      await dialog.getByText('No user data').waitFor();
      await modalOpened(page);
      await screenshot(page, 'grid-user-popup-1280');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Fedor Fighter' }).click();
      await dialog.getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL(/\/users\/fedor\.fighter$/);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Summary' }).waitFor();
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
