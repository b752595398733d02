import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  chooseInHeader,
  notified,
  pick,
  signIn,
  typeAndChoose,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * Zones own tournaments (spec §1, §6), by clicks and typing only: an admin creates a zone and gives it to the demo
 * organizer, who moves a tournament into it in its settings; the tournament shows in that zone's list (the header's
 * zone switch) and not in another's. The admin then moves a finished tournament of the demo history into the zone
 * on its admin page, and its fighters come into that zone's rating once the results job has run.
 */

/** Zones and tournaments change for good here: this file gets its own copy of the demo data. */
export const ownData = true;

const ZONE = 'Nordic E2E';
const TOURNAMENT = 'Tallinn Spring Cup';

/** Through the admin home to one of its sections. */
async function openSection(page, baseUrl, section) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('heading', { name: section, exact: true }).waitFor(WAIT);
}

/** The public tournament list of the active zone, once its first page is in. */
async function tournamentList(page, baseUrl, expected) {
  await page.goto(`${baseUrl}/tournaments`);
  await page.getByRole('link', { name: expected }).first().waitFor(WAIT);
}

export const tests = [
  {
    name: 'an admin creates a zone and gives it to an organizer, whose tournament then lists in that zone only',
    async run({ baseUrl, newPage, screenshot }) {
      const admin = await newPage({ width: 1280, height: 900 });
      await signIn(admin, baseUrl, 'admin@demo.hema', 'demo-password', '/admin');
      await admin.getByRole('heading', { name: 'Administration' }).waitFor(WAIT);
      await acceptCookies(admin);

      await openSection(admin, baseUrl, 'Zones');
      await admin.getByRole('button', { name: 'Add zone', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Add zone' });
      await dialog.getByLabel('Title').fill(ZONE);
      await dialog.getByLabel('Slug').fill('NORD');
      await dialog.getByRole('button', { name: 'Add zone', exact: true }).click();
      await admin.getByRole('heading', { name: ZONE }).waitFor(WAIT);

      await openSection(admin, baseUrl, 'Users');
      await admin.getByPlaceholder('Part of the name').first().fill('Oskar Organizer');
      await admin.getByRole('link', { name: 'Oskar Organizer' }).click(WAIT);
      const account = admin.getByRole('form', { name: 'Edit account' });
      await typeAndChoose(account.getByLabel('Zones', { exact: true }), admin, 'Nordic', ZONE);
      // The multi-select keeps its list open for more choices; a person closes it before saving.
      await admin.keyboard.press('Escape');
      await admin.getByRole('option', { name: ZONE, exact: true }).waitFor({ state: 'hidden', ...WAIT });
      await account.getByRole('button', { name: 'Save' }).click();
      await notified(admin, 'Account saved');

      const organizer = await newPage({ width: 1280, height: 900 });
      await signIn(organizer, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await organizer.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(organizer);
      await organizer
        .getByRole('table', { name: 'My tournaments' })
        .getByRole('link', { name: TOURNAMENT })
        .click();
      await organizer.getByRole('heading', { name: TOURNAMENT }).waitFor(WAIT);
      await organizer.getByRole('link', { name: 'Settings', exact: true }).click();
      await pick(organizer, organizer, 'Zone', 'Nord', ZONE);
      await organizer.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(organizer, 'Settings saved');
      await organizer.reload();
      const zoneField = organizer.getByRole('combobox', { name: /^Zone/ });
      await zoneField.waitFor(WAIT);
      await organizer.waitForFunction(
        (zone) => [...document.querySelectorAll('input')].some((input) => input.value === zone),
        ZONE,
        WAIT,
      );
      await zoneField.scrollIntoViewIfNeeded();
      await screenshot(organizer, 'zones-tournament-settings-1280-en');
      await organizer.setViewportSize({ width: 390, height: 844 });
      await zoneField.scrollIntoViewIfNeeded();
      await screenshot(organizer, 'zones-tournament-settings-390-en');
      assertNoConsoleErrors(organizer);

      // The header's zone switch: the tournament is in the new zone's list, not in Europe's.
      await admin.goto(`${baseUrl}/tournaments`);
      await chooseInHeader(admin, ZONE, ZONE);
      await tournamentList(admin, baseUrl, TOURNAMENT);
      await screenshot(admin, 'zones-list-nordic-1280-en');
      await chooseInHeader(admin, 'Europe');
      await tournamentList(admin, baseUrl, /Berlin Fechtfest|Baltic Steel|Warsaw Sabre Cup|Helsinki Winter/);
      assert.equal(await admin.getByRole('link', { name: TOURNAMENT }).count(), 0, 'not in Europe');
      await chooseInHeader(admin, ZONE, ZONE);
      await tournamentList(admin, baseUrl, TOURNAMENT);
      assert.equal(
        await admin.getByRole('link', { name: /Berlin Fechtfest|Baltic Steel/ }).count(),
        0,
        'Europe’s tournaments are not in the new zone',
      );
      await admin.setViewportSize({ width: 390, height: 844 });
      await screenshot(admin, 'zones-list-nordic-390-en');
      assertNoConsoleErrors(admin);
    },
  },
  {
    name: 'a finished tournament moved into the zone by an admin brings its fighters into that zone’s rating',
    async run({ baseUrl, newPage, screenshot }) {
      const admin = await newPage({ width: 1280, height: 900 });
      await signIn(admin, baseUrl, 'admin@demo.hema', 'demo-password', '/admin/tournaments');
      await admin.waitForURL(`${baseUrl}/admin/tournaments`, WAIT);
      await acceptCookies(admin);
      await chooseInHeader(admin, ZONE, ZONE);

      // Before: the new zone's longsword rating is empty.
      const longsword = async () => {
        await admin.goto(`${baseUrl}/rating`);
        await admin.getByRole('link', { name: 'Longsword', exact: true }).click();
        await admin.getByRole('heading', { name: 'Rating: Longsword' }).waitFor(WAIT);
        const rows = admin.getByTestId('weighted-rating');
        // The header's zone is the rating's zone: an empty zone says no fight counts yet.
        const empty = admin.getByText('No rated fights yet', { exact: true });
        await rows.first().or(empty.first()).waitFor(WAIT);
        return rows.count();
      };
      assert.equal(await longsword(), 0, 'nobody is rated in a zone without tournaments');

      await admin.goto(`${baseUrl}/admin/tournaments`);
      await admin.getByPlaceholder('Part of the title').first().fill('Baltic Steel');
      await admin
        .getByRole('table', { name: 'Tournaments' })
        .getByRole('link', { name: /^Baltic Steel/ })
        .first()
        .click();
      await admin.getByRole('heading', { name: /^Baltic Steel/ }).waitFor(WAIT);
      await pick(admin, admin, 'Zone', 'Nord', ZONE);
      await notified(admin, 'The tournament has moved to another zone');
      await screenshot(admin, 'zones-admin-tournament-1280-en');
      await admin.setViewportSize({ width: 390, height: 844 });
      await screenshot(admin, 'zones-admin-tournament-390-en');
      await admin.setViewportSize({ width: 1280, height: 900 });

      // The results job runs in the background: the rating fills in once it is done (a person reloads).
      let rated = 0;
      for (let attempt = 0; attempt < 30 && rated === 0; attempt++) rated = await longsword();
      assert.ok(rated > 0, 'the moved tournament’s fighters are rated in the new zone');
      await screenshot(admin, 'zones-rating-nordic-1280-en');

      // In Russian, at both widths.
      await chooseInHeader(admin, 'Русский');
      await admin.getByRole('heading', { name: 'Рейтинг: Longsword' }).waitFor(WAIT);
      await admin.getByTestId('weighted-rating').first().waitFor(WAIT);
      await screenshot(admin, 'zones-rating-nordic-1280-ru');
      await admin.setViewportSize({ width: 390, height: 844 });
      await screenshot(admin, 'zones-rating-nordic-390-ru');
      await tournamentList(admin, baseUrl, TOURNAMENT);
      await screenshot(admin, 'zones-list-nordic-390-ru');
      await admin.setViewportSize({ width: 1280, height: 900 });
      await screenshot(admin, 'zones-list-nordic-1280-ru');
      await admin.goto(`${baseUrl}/admin/tournaments`);
      await admin.getByPlaceholder(/./).first().fill('Baltic Steel');
      await admin
        .getByRole('table')
        .getByRole('link', { name: /^Baltic Steel/ })
        .first()
        .click();
      await admin.getByRole('combobox', { name: /^Зона/ }).waitFor(WAIT);
      await screenshot(admin, 'zones-admin-tournament-1280-ru');
      await admin.setViewportSize({ width: 390, height: 844 });
      await screenshot(admin, 'zones-admin-tournament-390-ru');

      // The tournament's settings in Russian: the zone among the place fields.
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.getByRole('link', { name: 'Страница организатора' }).click();
      await admin.getByRole('link', { name: 'Настройки', exact: true }).click();
      const zoneField = admin.getByRole('combobox', { name: /^Зона/ });
      await zoneField.waitFor(WAIT);
      await admin.waitForFunction(
        (zone) => [...document.querySelectorAll('input')].some((input) => input.value === zone),
        ZONE,
        WAIT,
      );
      await screenshot(admin, 'zones-tournament-settings-1280-ru');
      await admin.setViewportSize({ width: 390, height: 844 });
      await zoneField.scrollIntoViewIfNeeded();
      await screenshot(admin, 'zones-tournament-settings-390-ru');
      assertNoConsoleErrors(admin);
    },
  },
  {
    name: 'the header’s zone switch changes an open weapon rating and an open user page',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'admin@demo.hema', 'demo-password', '/rating');
      await page.waitForURL(`${baseUrl}/rating`, WAIT);
      await acceptCookies(page);
      // The seeded zones only, so the test stands on its own; an admin always has the zone switch (spec §6).
      const choose = (zone) => chooseInHeader(page, zone, zone);
      await choose('World');
      await page.getByRole('link', { name: 'Longsword', exact: true }).click();
      await page.getByRole('heading', { name: 'Rating: Longsword' }).waitFor(WAIT);
      const rows = page.getByTestId('weighted-rating');
      await rows.first().waitFor(WAIT);
      const world = await rows.count();
      // The list's state is remembered in local storage; after a reload it must still follow the header.
      await page.reload();
      await rows.first().waitFor(WAIT);

      // Europe has only some of the world's tournaments: the open list shrinks to its fighters, no navigation.
      await choose('Europe');
      await page.waitForFunction(
        (count) => {
          const now = document.querySelectorAll('[data-testid="weighted-rating"]').length;
          return now > 0 && now < count;
        },
        world,
        WAIT,
      );
      await screenshot(page, 'zones-switch-rating-1280-en');

      // A user page opened in Europe follows a switch back to the world: rank and rating are the world's.
      const table = page.getByRole('table', { name: 'Rating: Longsword' });
      await table.getByRole('row').last().getByRole('button').first().click();
      await page.getByRole('dialog').getByRole('link', { name: 'Profile' }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden', ...WAIT });
      await page.getByTestId('rating-figure').first().waitFor(WAIT);
      const europe = await page
        .getByRole('row', { name: /Longsword/ })
        .first()
        .textContent();
      await choose('World');
      await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('tr')].some(
            (tr) => /Longsword/.test(tr.textContent ?? '') && tr.textContent !== before,
          ),
        europe,
        WAIT,
      );
      await screenshot(page, 'zones-switch-user-1280-en');
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests, { ownData });
