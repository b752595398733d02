import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  notified,
  signIn,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * The hall screen and announcements (issue 32 items 5 and 6), by clicks and typing only: the hall's TV shows the demo
 * tournament's rings with who fights now, on deck and in the hole, without signing in. The organizer, in a browser of
 * their own, sends an announcement from the tournament's Announcements tab; the hall screen shows it at once, and
 * loses it at once when the organizer withdraws it. Screenshots of the hall at 1920×1080 and of the organizer's form
 * at 1280 and 390 px, in English and Russian.
 */

const TAG = Date.now().toString(36).slice(-5);
const MESSAGE = `Lunch break on every ring until 13:30 (${TAG})`;
const HALL = '/tournament/demo-open/hall';

async function russian(page) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

/** The demo organizer on the demo tournament's Announcements tab. */
async function organizerAnnouncements(newPage, baseUrl, width) {
  const page = await newPage({ width, height: 900 });
  await signIn(page, baseUrl, 'organizer@demo.hema', 'demo-password', '/organizer/tournaments');
  await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
  await acceptCookies(page);
  await page.getByRole('link', { name: 'HEMA Live Demo Open' }).first().click();
  await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
  await tournamentTab(page, 'Announcements');
  await page.getByRole('heading', { name: 'Sent announcements' }).waitFor(WAIT);
  return page;
}

export const tests = [
  {
    name: 'the hall screen shows every ring’s next fights without signing in, and the organizer’s announcement at once',
    async run({ baseUrl, newPage, screenshot }) {
      const hall = await newPage({ width: 1920, height: 1080 });
      await hall.goto(`${baseUrl}${HALL}`);
      await acceptCookies(hall);
      await hall.getByRole('heading', { name: 'HEMA Live Demo Open' }).waitFor(WAIT);
      for (const ring of ['Ring 1', 'Ring 2']) await hall.getByRole('heading', { name: ring }).waitFor(WAIT);
      await hall.getByTestId('hall-now').first().waitFor(WAIT);
      await hall.getByTestId('hall-onDeck').first().waitFor(WAIT);
      assert.equal(await hall.getByTestId('hall-announcement').count(), 0);
      // Where to find one's own schedule: written out and as a QR code to scan from the stands.
      await hall.getByRole('img', { name: 'Scan for the schedule on your phone' }).waitFor(WAIT);
      await hall.getByText(/\/tournament\/demo-open\/schedule$/).waitFor(WAIT);

      const organizer = await organizerAnnouncements(newPage, baseUrl, 1280);
      await organizer.getByRole('textbox', { name: /^Message/ }).fill(MESSAGE);
      await organizer.getByText('Warning', { exact: true }).click();
      await screenshot(organizer, 'announcements-form-1280-en');
      await organizer.getByRole('button', { name: 'Send' }).click();
      await notified(organizer, 'The announcement is sent');
      await organizer.getByTestId('announcement-record').filter({ hasText: MESSAGE }).waitFor(WAIT);

      // Pushed to the hall's open page: no reload.
      const banner = hall.getByTestId('hall-announcement');
      await banner.filter({ hasText: MESSAGE }).waitFor({ timeout: 5_000 });
      assert.match(await banner.innerText(), /Warning/i);
      await screenshot(hall, 'hall-1920-en');
      assertNoConsoleErrors(hall);

      // The public tournament page shows it too, and closing it keeps it closed.
      const spectator = await newPage({ width: 390, height: 844 });
      await spectator.goto(`${baseUrl}/tournament/demo-open`);
      await acceptCookies(spectator);
      const alert = spectator.getByTestId('announcement').filter({ hasText: MESSAGE });
      await alert.waitFor(WAIT);
      await alert.getByRole('button', { name: 'Close the announcement' }).click();
      await alert.waitFor({ state: 'detached', ...WAIT });

      await russian(hall);
      await hall.getByTestId('hall-announcement').filter({ hasText: 'Предупреждение' }).waitFor(WAIT);
      await hall.getByText('Сейчас').first().waitFor(WAIT);
      await screenshot(hall, 'hall-1920-ru');

      // Withdrawn: gone from the hall at once.
      await organizer
        .getByTestId('announcement-record')
        .filter({ hasText: MESSAGE })
        .getByRole('button', { name: 'Withdraw' })
        .click();
      const dialog = organizer.getByRole('dialog', { name: 'Withdraw the announcement?' });
      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      await notified(organizer, 'The announcement is withdrawn');
      await hall.getByTestId('hall-announcement').waitFor({ state: 'detached', timeout: 5_000 });
      assertNoConsoleErrors(organizer);
    },
  },
  {
    name: 'the organizer’s announcements page at 390 px and in Russian',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await organizerAnnouncements(newPage, baseUrl, 390);
      await page.getByText('Fighters of a category', { exact: true }).click();
      await page
        .getByLabel(/^Category/)
        .first()
        .waitFor(WAIT);
      await screenshot(page, 'announcements-form-390-en');
      await russian(page);
      await page.getByRole('heading', { name: 'Отправленные объявления' }).waitFor(WAIT);
      await screenshot(page, 'announcements-form-390-ru');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'announcements-form-1280-ru');
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests, { ownData: true });
