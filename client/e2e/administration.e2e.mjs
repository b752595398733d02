import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  notified,
  pick,
  signIn,
  WAIT,
} from './e2e-helpers.mjs';
import { signInByApi } from './live-setup.mjs';

/**
 * Administration that acts, by clicks and typing only: an admin makes a user an organizer with a licence
 * (the user's menus change on their next page), merges two namesakes (the fights of one end on the other), and
 * creates a weapon, a club and a zone. Accounts and the tournament with results are set up through the API.
 */

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Boris Lapin fights in a pool; "Лапин Борис" (Cyrillic, last name first) is the same man's second account. */
async function namesakesWithResults(baseUrl, admin) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { token: organizer } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const call = (token, method, path, body) => api(baseUrl, token, method, path, body);
  const fighter = await call(admin, 'POST', '/users', { firstName: 'Boris', lastName: 'Lapin' });
  const twin = await call(admin, 'POST', '/users', { firstName: 'Лапин', lastName: 'Борис' });
  const today = new Date().toISOString().slice(0, 10);
  const tournament = await call(organizer, 'POST', '/tournaments', {
    title: `Merge Cup ${suffix}`,
    idString: `merge-cup-${suffix}`,
    dateStart: today,
    dateEnd: today,
  });
  const nomination = await call(organizer, 'POST', `/tournaments/${tournament._id}/nominations`, {
    title: 'Longsword',
    idString: `ls-${suffix}`,
  });
  const others = (await call(admin, 'GET', '/users?perPage=0')).items
    .filter((u) => /(Organizer|Trial)$/.test(u.name))
    .slice(0, 2);
  for (const user of [fighter, ...others])
    await call(organizer, 'POST', `/nominations/${nomination._id}/participants`, { userId: user._id });
  const stage = await call(organizer, 'POST', `/nominations/${nomination._id}/stages`, {
    type: 'POOL',
    settings: { poolsCount: 1 },
  });
  await call(organizer, 'POST', `/stages/${stage._id}/generate`);
  return { fighter, twin };
}

/** Through the admin home to one of its sections. */
async function openSection(page, baseUrl, section, heading = section) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor(WAIT);
}

/** "Add …" on a catalog list: the dialog's form, saved, lands on the new record's page. */
async function addRecord(page, button, fill) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await fill(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

export const tests = [
  {
    name: 'an admin changes a role and licence, merges namesakes and creates a weapon, a club and a zone',
    async run({ baseUrl, newPage, screenshot }) {
      const { token: admin } = await signInByApi(baseUrl, 'admin@demo.hema');
      const { fighter, twin } = await namesakesWithResults(baseUrl, admin);
      const email = `lena.${Date.now().toString(36)}@example.org`;
      await api(baseUrl, null, 'POST', '/auth/register', {
        firstName: 'Lena',
        lastName: 'Licensee',
        email,
        password: 'long-enough-password',
        passwordConfirm: 'long-enough-password',
      });

      // The user is signed in (no organizer menu) while the admin works.
      const user = await newPage();
      await signIn(user, baseUrl, email, 'long-enough-password');
      await user.getByRole('link', { name: 'Tournaments', exact: true }).first().waitFor(WAIT);
      await acceptCookies(user);
      assert.equal(await user.getByTestId('organizer-menu').count(), 0);

      const page = await newPage();
      await signIn(page, baseUrl, 'admin@demo.hema', 'demo-password', '/admin');
      await page.getByRole('heading', { name: 'Administration' }).waitFor(WAIT);
      await acceptCookies(page);

      // Role and licence.
      await openSection(page, baseUrl, 'Users');
      await page.getByPlaceholder('Part of the name').first().fill('Lena Licensee');
      await page.getByRole('link', { name: 'Lena Licensee' }).click(WAIT);
      const form = page.getByRole('form', { name: 'Edit account' });
      await form.getByLabel('Role', { exact: true }).click();
      await page.getByRole('option', { name: 'Organizer', exact: true }).click();
      await form.getByRole('combobox', { name: /^Licence from/ }).fill('2026-01-01');
      await form.getByRole('combobox', { name: /^Licence till/ }).fill('2036-12-31');
      await form.getByRole('button', { name: 'Save' }).click();
      await notified(page, 'Account saved');
      await screenshot(page, 'admin-user-edited');

      // The user's next page shows the organizer menu, without signing in again.
      await user.getByRole('link', { name: 'Rating', exact: true }).first().click();
      await user.getByTestId('organizer-menu').waitFor(WAIT);

      // Merge the namesakes: the Cyrillic account stays and takes the fights.
      await openSection(page, baseUrl, 'Merge users');
      const card = page.getByTestId('merge-candidate').filter({ hasText: 'Лапин Борис' });
      await card.getByRole('button', { name: 'Review and merge' }).click();
      const review = page.getByTestId('merge-review');
      await review.getByText('Keep Лапин Борис').click();
      await review.getByText('Fights: 2').waitFor(WAIT);
      await screenshot(page, 'admin-merge-review');
      await review.getByRole('button', { name: 'Merge accounts' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Merge accounts' }).click();
      await notified(page, 'Merged into Лапин Борис');
      const removed = await api(baseUrl, admin, 'GET', `/users/${fighter._id}`);
      assert.equal(removed.deleted, true);
      const log = await api(baseUrl, admin, 'GET', '/admin/users/merges');
      const record = log.items.find((r) => r.removedUserId === fighter._id);
      assert.equal(record.keptUser._id, twin._id);
      assert.deepEqual(
        record.moves.filter((m) => ['participants', 'fights'].includes(m.kind)),
        [
          { kind: 'participants', count: 1 },
          { kind: 'fights', count: 2 },
        ],
      );

      // A weapon (with its type), a club and a zone.
      await openSection(page, baseUrl, 'Weapons');
      await addRecord(page, 'Add weapon', async (dialog) => {
        await dialog.getByLabel('Title').fill('Messer E2E');
        await pick(dialog, page, 'Weapon type', 'Single', 'Single-handed');
      });
      await page.getByRole('heading', { name: 'Messer E2E' }).waitFor(WAIT);
      await openSection(page, baseUrl, 'Clubs');
      await addRecord(page, 'Add club', async (dialog) => {
        await dialog.getByLabel('Title').fill('Riga Fencing E2E');
      });
      await page.getByRole('heading', { name: 'Riga Fencing E2E' }).waitFor(WAIT);
      await openSection(page, baseUrl, 'Zones');
      await addRecord(page, 'Add zone', async (dialog) => {
        await dialog.getByLabel('Title').fill('Baltics E2E');
        await dialog.getByLabel('Slug').fill('BALT');
      });
      await page.getByRole('heading', { name: 'Baltics E2E' }).waitFor(WAIT);
      await screenshot(page, 'admin-zone-created');
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(user);
    },
  },
];

describeFile(import.meta.url, tests);
