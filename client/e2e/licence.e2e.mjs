import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  addPooledCategory,
  addRingWithPool,
  notified,
  signIn,
  statusAction,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';
import { expectText } from './judge-setup.mjs';

/**
 * Licences that fit how events are planned, by clicks and typing only. The demo trial organizer (a one-week licence)
 * creates a tournament a month ahead and is warned next to the dates that the licence ends first; builds it (a
 * category, three fighters, a pool, a ring) and starts it. An administrator, in another browser, revokes the licence.
 * The organizer is not signed out: every management page shows the licence-expired notice (en and ru, 1280 and
 * 390 px) with its write buttons disabled; they ask for an extension from the notice; the event is still scored to
 * the end at the ring console's keys and finished. The administrator sees the waiting request counted on /admin.
 * The licence changes the demo world for good (`ownData`).
 */
export const ownData = true;

const TAG = Date.now().toString(36).slice(-5);
const TITLE = `Malmö Open ${TAG}`;
const FIGHTERS = [
  ['Mikko', 'Mikko Laine'],
  ['Aino', 'Aino Virtanen'],
  ['Dmitry', 'Dmitry Sokolov'],
];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Scores the console's current bout 2:1 for the left fighter with the keys and confirms it "by points". */
async function scoreBout(judge) {
  await expectText(judge, '[data-testid="fight-status"]', /scheduled/i, 'a bout to start');
  await judge.keyboard.press('Space');
  await expectText(judge, '[data-testid="fight-status"]', /running/i, 'the bout runs');
  await judge.keyboard.press(']');
  await expectText(judge, '[data-testid="score-2"]', '1', 'point of the right');
  await judge.keyboard.press('q');
  await judge.keyboard.press('q');
  await expectText(judge, '[data-testid="score-1"]', '2', 'points of the left');
  await judge.keyboard.press('p');
  await judge.getByTestId('finish-winner').waitFor(WAIT);
  await judge.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await judge.getByTestId('finish-winner').waitFor({ state: 'detached', ...WAIT });
}

/** The notice says the licence has expired, and the page kept the person signed in. */
async function expiredNotice(page, title) {
  const notice = page.locator('[data-testid="license-notice"][data-state="expired"]');
  await notice.waitFor(WAIT);
  assert.ok(!page.url().includes('/login'), `still signed in on ${page.url()}`);
  await notice.getByText(title).waitFor(WAIT);
  return notice;
}

export const tests = [
  {
    name: 'a trial licence lapses during a started event: the notice, locked writes, an extension asked, the event scored and finished',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'trial@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);
      await page.locator('[data-testid="license-notice"][data-state="active"]').waitFor(WAIT);

      // An event a month ahead: the one-week trial ends first, and the form says so next to the dates.
      await page.getByRole('button', { name: 'Create tournament' }).click();
      const create = page.getByRole('dialog', { name: 'New tournament' });
      await create.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      await create.getByText(/^Free: \/tournament\//).waitFor(WAIT);
      await create.getByRole('combobox', { name: /^Starts/ }).fill(day(30));
      await create.getByRole('combobox', { name: /^Ends/ }).fill(day(31));
      const warning = create.getByTestId('licence-ends-before-event');
      await warning.waitFor(WAIT);
      await warning.getByText(/before this tournament ends/).waitFor(WAIT);
      await warning.getByRole('button', { name: 'Ask for a full licence' }).waitFor(WAIT);
      await screenshot(page, 'licence-form-warning-1280-en');
      await create.getByRole('combobox', { name: 'Country' }).fill('Swed');
      await page.getByRole('option', { name: 'Sweden' }).click();
      await create.getByRole('textbox', { name: /^City/ }).fill('Malmö');
      await create.getByRole('button', { name: 'Create tournament' }).click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      const overview = page.url();

      // A category with three fighters in one pool, on one ring; then it starts.
      const stage = await addPooledCategory(page, { title: 'Longsword Open', fighters: FIGHTERS, pools: 1 });
      await stage.getByRole('button', { name: 'Generate', exact: true }).click();
      await notified(page, 'Pools 1 generated');
      await page.goto(overview);
      await tournamentTab(page, 'Rings');
      await addRingWithPool(page, { ring: 'Ring A', category: 'Longsword Open', pool: 'Pool 1', queued: 3 });
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Open for viewing');
      await notified(page, 'Status: Upcoming');
      await statusAction(page, 'Start');
      await notified(page, 'Status: Online');

      // Mid-event, an administrator revokes the licence in another browser.
      const admin = await newPage({ width: 1280, height: 900 });
      await signIn(admin, baseUrl, 'admin@demo.hema', undefined, '/admin/licenses');
      await admin.waitForURL(`${baseUrl}/admin/licenses`, WAIT);
      await acceptCookies(admin);
      const organizers = admin.getByRole('table', { name: 'Organizers' });
      await organizers
        .locator('tbody tr', { hasText: 'Tanja Trial' })
        .getByRole('button', { name: 'Licence', exact: true })
        .click();
      const licence = admin.getByRole('dialog', { name: 'Organizer licence' });
      await licence.getByRole('button', { name: 'Revoke now' }).click();
      await notified(admin, 'The licence is revoked');

      // The organizer goes on to the next page: still signed in, the notice, every write button disabled.
      await tournamentTab(page, 'Rings');
      await expiredNotice(page, 'License expired');
      assert.equal(
        await page.getByRole('button', { name: 'Add ring' }).isDisabled(),
        true,
        'Add ring locked',
      );
      await screenshot(page, 'licence-expired-rings-1280-en');
      await tournamentTab(page, 'Settings');
      await expiredNotice(page, 'License expired');
      await page.getByRole('button', { name: 'Save' }).first().waitFor(WAIT);
      assert.equal(
        await page.getByRole('button', { name: 'Save' }).first().isDisabled(),
        true,
        'Save locked',
      );
      await tournamentTab(page, 'Overview');
      await expiredNotice(page, 'License expired');

      // From the notice, the organizer asks for an extension; the notice then says it waits.
      await page.getByRole('button', { name: 'Ask for an extension' }).click();
      const ask = page.getByRole('dialog', { name: 'Ask for a longer licence' });
      await ask.getByLabel('Message').fill(`${TITLE} runs next month; please extend my licence to its end.`);
      await ask.getByRole('button', { name: 'Send request' }).click();
      await notified(page, 'Your request has been sent to the administrators');
      await page
        .getByTestId('licence-request-state')
        .getByText(/is waiting for an administrator/)
        .waitFor(WAIT);
      assert.equal(
        await page.getByRole('button', { name: 'Ask for an extension' }).count(),
        0,
        'one at a time',
      );
      await screenshot(page, 'licence-notice-1280-en');

      // The event goes on: every bout scored at the ring console's keys.
      await tournamentTab(page, 'Rings');
      const href = await page
        .getByRole('table', { name: 'Rings' })
        .locator('tbody tr', { hasText: 'Ring A' })
        .getByRole('link', { name: 'Ring scores', exact: true })
        .getAttribute('href');
      const judge = await newPage({ width: 1280, height: 900 });
      await signIn(judge, baseUrl, 'trial@demo.hema', undefined, href);
      await judge.waitForURL(`**${href}`, WAIT);
      for (let bout = 0; bout < 3; bout++) await scoreBout(judge);
      await judge.getByTestId('ring-done').waitFor(WAIT);
      assertNoConsoleErrors(judge);
      await judge.close();

      // ... and finished by its organizer.
      await tournamentTab(page, 'Overview');
      await expiredNotice(page, 'License expired');
      await statusAction(page, 'Finish');
      await notified(page, 'Status: Completed');

      // The administrator sees the waiting request counted on /admin.
      await admin.goto(`${baseUrl}/admin`);
      await admin.getByTestId('pending-licence-requests').getByText('1 request waiting').waitFor(WAIT);
      await screenshot(admin, 'licence-admin-count-1280-en');
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(admin);
    },
  },
  {
    name: 'the licence-expired notice reads well in English and Russian at 1280 and 390 px',
    async run({ baseUrl, newPage, screenshot }) {
      for (const width of [1280, 390]) {
        const page = await newPage({ width, height: 900 });
        await signIn(page, baseUrl, 'trial@demo.hema', undefined, '/organizer/tournaments');
        await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
        await acceptCookies(page);
        await page
          .getByRole('link', { name: new RegExp(`^Malmö Open`) })
          .first()
          .click();
        await expiredNotice(page, 'License expired');
        await page.getByTestId('licence-request-state').waitFor(WAIT);
        await screenshot(page, `licence-notice-${width}-en`);
        await page.evaluate(() => localStorage.setItem('language', 'ru'));
        await page.reload();
        await expiredNotice(page, 'Лицензия истекла');
        await page
          .getByTestId('licence-request-state')
          .getByText(/ждёт решения администратора/)
          .waitFor(WAIT);
        await screenshot(page, `licence-notice-${width}-ru`);
        assertNoConsoleErrors(page);
        await page.close();
      }
    },
  },
  {
    name: 'the administrator grants the extension on /admin/licenses and the organizer’s licence runs again',
    async run({ baseUrl, newPage, screenshot }) {
      const admin = await newPage({ width: 1280, height: 900 });
      await signIn(admin, baseUrl, 'admin@demo.hema', undefined, '/admin');
      await admin.waitForURL(`${baseUrl}/admin`, WAIT);
      await acceptCookies(admin);
      await admin.getByRole('link', { name: 'Licenses', exact: true }).click();
      const requests = admin.getByRole('table', { name: 'Licence extension requests' });
      const row = requests.locator('tbody tr', { hasText: 'Tanja Trial' });
      await row.getByText(/please extend my licence/).waitFor(WAIT);
      await screenshot(admin, 'licence-admin-requests-1280-en');
      await row.getByRole('button', { name: 'Grant', exact: true }).click();
      const grant = admin.getByRole('dialog', { name: 'Grant the extension' });
      await grant.getByRole('combobox', { name: /^Licence until/ }).fill(day(60));
      await grant.getByRole('button', { name: 'Grant', exact: true }).click();
      await notified(admin, 'The licence is extended');
      await row.getByText('Granted', { exact: true }).waitFor(WAIT);

      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'trial@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      const notice = page.locator('[data-testid="license-notice"][data-state="active"]');
      await notice.getByText(/^Organizer license active from/).waitFor(WAIT);
      await page.getByRole('button', { name: 'Create tournament' }).waitFor(WAIT);
      assertNoConsoleErrors(admin);
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests, { ownData });
