import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, chooseInHeader, signIn } from './e2e-helpers.mjs';

/**
 * Admin lists on the reusable grid. A direct load of /admin/zones used to crash with "e is not
 * iterable": the shell's start-up zone list and the admin zone list shared one cache key with different shapes.
 */

const ADMIN = 'admin@demo.hema';
const ZONE_PREFIX = 'E2E Admin Zone';

/** Rows are set up through the API (the demo world has three zones); everything on screen is clicks and typing. */
async function createZones(baseUrl, count) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'demo-password' }),
  });
  assert.equal(login.status, 200, 'admin login');
  const token = login.headers.get('authorization');
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${baseUrl}/api/zones`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        slug: `E2E${String(i).padStart(2, '0')}`,
        title: `${ZONE_PREFIX} ${String(i).padStart(2, '0')}`,
      }),
    });
    assert.ok(response.ok, `zone ${i} created (${response.status})`);
  }
}

/** The zones table with at least one of the created zones in it. */
async function zonesTableShown(page) {
  const table = page.getByRole('table', { name: 'Zones' });
  await table.waitFor();
  await table
    .getByRole('link', { name: new RegExp(ZONE_PREFIX) })
    .first()
    .waitFor();
  return table;
}

/** Through the header's organizer menu to the admin home, then to one of its sections. */
async function openAdminSection(page, section) {
  await page.getByTestId('organizer-menu').click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await page.getByRole('heading', { name: 'Administration' }).waitFor();
  await page.getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { name: section, exact: true }).waitFor();
}

export const tests = [
  {
    name: '/admin/zones loads directly and after other admin pages; its grid pages and sorts on the server',
    async run({ baseUrl, newPage, screenshot }) {
      await createZones(baseUrl, 30);
      const page = await newPage();
      await signIn(page, baseUrl, ADMIN, 'demo-password', '/admin');
      await page.getByRole('heading', { name: 'Administration' }).waitFor();
      await acceptCookies(page);

      // A fresh load of the address, the way a bookmark opens it.
      await page.goto(`${baseUrl}/admin/zones`);
      await zonesTableShown(page);
      assertNoConsoleErrors(page);

      for (const section of ['Users', 'Clubs', 'Weapons']) {
        await openAdminSection(page, section);
        await page.locator('table tbody tr').first().waitFor();
      }
      await openAdminSection(page, 'Zones');
      const table = await zonesTableShown(page);
      await page.getByText('Showing all 33').waitFor();

      await page.getByLabel('Per page').click();
      await page.getByRole('option', { name: '25', exact: true }).click();
      await page.getByText('Showing 1 to 25 of 33').waitFor();
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.getByText('Showing 26 to 33 of 33').waitFor();

      // The default order is by title; a click on Slug sorts by slug, ascending, from page 1.
      await table.getByRole('columnheader', { name: /^Slug/ }).getByRole('button').click();
      await page.getByText('Showing 1 to 25 of 33').waitFor();
      await page.waitForFunction(
        () => document.querySelector('th[aria-sort="ascending"]')?.textContent?.startsWith('Slug') === true,
      );
      // The rows of the new order arrive after the header shows it (the previous page stays until they do).
      await page.waitForFunction(
        () => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'E2E01',
      );
      const slugs = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      assert.deepEqual(slugs, [...slugs].sort(), 'sorted by slug');
      assert.equal(slugs[0], 'E2E01');

      await table.getByRole('columnheader', { name: /^Slug/ }).getByRole('button').click();
      await page.waitForFunction(
        () => document.querySelector('th[aria-sort="descending"]')?.textContent?.startsWith('Slug') === true,
      );
      await page.waitForFunction(
        () => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'W',
      );
      await screenshot(page, 'admin-zones-sorted-1280');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'admin lists at 1280 and 390 px, in English and Russian (screenshots)',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, ADMIN, 'demo-password', '/admin/users');
      await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
      await acceptCookies(page);
      const lists = ['users', 'clubs', 'weapons', 'weapon-types', 'zones', 'licenses'];
      for (const language of ['en', 'ru']) {
        if (language === 'ru') {
          await page.setViewportSize({ width: 1280, height: 900 });
          await chooseInHeader(page, 'Русский');
          await page.getByRole('heading', { name: 'Лицензии', exact: true }).waitFor();
          // Twenty more zones scroll inside the menu; the languages stay on screen below them.
          await page.getByRole('button', { name: /^Зона и язык/ }).click();
          const english = page.getByRole('menuitem', { name: 'English', exact: true });
          await english.waitFor();
          const box = await english.boundingBox();
          assert.ok(box && box.y + box.height <= 900, `the languages are on screen (English at ${box?.y})`);
          await screenshot(page, 'admin-zone-menu-many-1280-ru');
          await page.keyboard.press('Escape');
        }
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
          for (const list of lists) {
            await page.goto(`${baseUrl}/admin/${list}`);
            // The pagination summary shows once the first page is in.
            await page
              .getByText(language === 'ru' ? /^Показаны/ : /^Showing/)
              .first()
              .waitFor();
            await screenshot(page, `admin-${list}-${width}-${language}`);
          }
        }
      }
      // Nothing of the lists is left in English on the Russian screens (titles of records aside).
      await page.goto(`${baseUrl}/admin/zones`);
      await page.getByRole('heading', { name: 'Зоны', exact: true }).waitFor();
      const text = await page.locator('main').innerText();
      for (const english of ['Title', 'Slug', 'Created', 'Per page', 'Showing']) {
        assert.ok(!text.includes(english), `"${english}" on the Russian zones page`);
      }
      assertNoConsoleErrors(page);
    },
  },
  {
    name: '/admin/users: a deleted account has its e-mail released and is restored with a new one',
    async run({ baseUrl, newPage, screenshot }) {
      // The account and its deletion are set up through the API; everything on screen is clicks and typing.
      const tag = Date.now().toString(36);
      const email = `gone-${tag}@example.org`;
      const registered = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Greta',
          lastName: `Gone${tag}`,
          email,
          password: 'long-enough-password',
          passwordConfirm: 'long-enough-password',
        }),
      });
      assert.equal(registered.status, 201, 'account registered');
      const { _id: id } = await registered.json();
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN, password: 'demo-password' }),
      });
      const removed = await fetch(`${baseUrl}/api/users/${id}`, {
        method: 'DELETE',
        headers: { authorization: login.headers.get('authorization') },
      });
      assert.equal(removed.status, 204, 'account deleted');

      const page = await newPage({ width: 390, height: 844 });
      await signIn(page, baseUrl, ADMIN, 'demo-password', '/admin/users');
      await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
      await acceptCookies(page);
      // Deleted accounts are listed only when asked for.
      assert.equal(await page.getByRole('link', { name: `Greta Gone${tag}` }).count(), 0);
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Removed', exact: true }).click();
      await page.getByRole('link', { name: `Greta Gone${tag}` }).click();
      await page.getByText('This account is deleted: it cannot sign in').waitFor();

      await page.getByRole('button', { name: 'Release e-mail' }).click();
      const release = page.getByRole('dialog', { name: 'Release the e-mail?' });
      await release.getByText(`Anyone can then register with ${email}`).waitFor();
      await release.getByRole('button', { name: 'Release e-mail' }).click();
      await page.getByText('The e-mail was released').waitFor();
      await page.getByText(`${id}@released.invalid (released)`).waitFor();

      await page.getByRole('button', { name: 'Restore account' }).click();
      const restore = page.getByRole('dialog', { name: 'Restore this account?' });
      await restore.getByText('the account needs a new one').waitFor();
      await restore.getByLabel('New e-mail').fill(`back-${tag}@example.org`);
      await screenshot(page, 'admin-user-restore-390');
      await restore.getByRole('button', { name: 'Restore account' }).click();
      await page.getByText('The account was restored').waitFor();
      await page.getByText(`back-${tag}@example.org`).waitFor();
      await page.getByRole('button', { name: 'Delete account' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 390 px (overflow ${overflow})`);
      await screenshot(page, 'admin-user-restored-390');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: '/admin/users/{id}: the last administrator cannot delete their own account (the refusal is shown)',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await signIn(page, baseUrl, ADMIN, 'demo-password', '/admin/users');
      await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
      await acceptCookies(page);
      await page.getByRole('link', { name: 'Anna Admin' }).click();
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove' });
      await dialog.getByText('Are you sure you want to remove Anna Admin?').waitFor();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await page.getByText(/This is the last administrator/).waitFor();
      await page.getByRole('button', { name: 'Delete account' }).waitFor();
    },
  },
];

describeFile(import.meta.url, tests);
