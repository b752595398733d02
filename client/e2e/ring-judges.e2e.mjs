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
 * Ring judges with their own access (issue "A real event, run by real people", scope 1), by clicks and typing only:
 * the demo organizer builds a two-ring tournament in the browser, adds the demo fighter as judge of Ring A (found by
 * e-mail) and hands an invitation code for Ring B to a volunteer who registers on the spot. Each judge, in a browser
 * of their own, scores their ring's fight; the other ring's console refuses them with a readable message. The
 * organizer reads the judges' commands on the ring page and revokes Ring A's judge mid-fight: that console is
 * refused at its next key. Screenshots of the judges panel and of the judge's ring list at 1280 and 390 px, en/ru.
 */

const TAG = Date.now().toString(36).slice(-5);
const TITLE = `Turku Rings ${TAG}`;
const VOLUNTEER = { first: 'Vilja', last: `Volunteer${TAG}`, email: `vilja.${TAG}@example.org` };
const FIGHTERS = [
  ['Mikko', 'Mikko Laine'],
  ['Aino', 'Aino Virtanen'],
  ['Dmitry', 'Dmitry Sokolov'],
  ['Olga', 'Olga Ivanova'],
];
const REGISTER_LINK = /register|sign up|create an account/i;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What the first test built, for the next ones. */
const built = { overview: '', rings: '', code: '', judgeA: '' };

/** The judges panel of a ring, opened from its "Judges" button on the rings page. */
async function openJudges(page, ring, language = 'en') {
  const label = language === 'en' ? `Judges of ${ring}` : `Судьи: ${ring}`;
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: language === 'en' ? `Judges of ${ring}` : `Судьи ристалища ${ring}`,
  });
  await dialog.getByTestId('ring-judges').waitFor(WAIT);
  return dialog;
}

async function russian(page) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

export const tests = [
  {
    name: 'the organizer builds a two-ring tournament and gives each ring a judge: an account and an invitation code',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'organizer@demo.hema', 'demo-password', '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);

      await page.getByRole('button', { name: 'Create tournament' }).click();
      let dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      await dialog.getByText(/^Free: \/tournament\//).waitFor(WAIT);
      await dialog.getByRole('combobox', { name: /^Starts/ }).fill(day(0));
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill(day(1));
      await dialog.getByRole('combobox', { name: 'Country' }).fill('Finl');
      await page.getByRole('option', { name: 'Finland' }).click();
      await dialog.getByRole('textbox', { name: /^City/ }).fill('Turku');
      await dialog.getByRole('button', { name: 'Create tournament' }).click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      built.overview = page.url();

      // One category, four fighters, two pools of two: one bout per pool.
      const stage = await addPooledCategory(page, { title: 'Longsword Open', fighters: FIGHTERS, pools: 2 });
      await stage.getByRole('button', { name: 'Generate', exact: true }).click();
      await stage.getByRole('link', { name: 'Pool 2' }).waitFor(WAIT);

      // Two rings, a pool on each.
      await page.goto(built.overview);
      await tournamentTab(page, 'Rings');
      built.rings = page.url();
      for (const [ring, pool] of [
        ['Ring A', 'Pool 1'],
        ['Ring B', 'Pool 2'],
      ]) {
        await addRingWithPool(page, { ring, category: 'Longsword Open', pool, queued: 1 });
      }

      // Published and started: the judges' consoles are for a running event.
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Open for viewing');
      await notified(page, 'Status: Upcoming');
      await statusAction(page, 'Start');
      await notified(page, 'Status: Online');

      // Ring A: the demo fighter's account, found by e-mail (the picker shows name, club, country).
      await page.goto(built.rings);
      let judges = await openJudges(page, 'Ring A');
      await judges.getByText('No judges yet').waitFor(WAIT);
      await judges.getByLabel('Find a person').fill('fighter@demo.hema');
      const candidate = judges.getByTestId('judge-candidate').first();
      await candidate.waitFor(WAIT);
      built.judgeA = (await candidate.locator('p').first().textContent()).trim();
      assert.ok(!(await candidate.textContent()).includes('@'), 'the picker never shows e-mails');
      await candidate.getByRole('button', { name: `Add ${built.judgeA} as a judge` }).click();
      await notified(page, `${built.judgeA} can now score this ring`);
      await judges.getByTestId('ring-judge').filter({ hasText: built.judgeA }).waitFor(WAIT);
      await expectText(
        page,
        '[data-testid="ring-judge"]',
        /Can score.*Added .* by \S/,
        'who added the judge',
      );
      await page.keyboard.press('Escape');
      await judges.waitFor({ state: 'hidden', ...WAIT });

      // Ring B: an invitation code for a volunteer without an account yet.
      judges = await openJudges(page, 'Ring B');
      await judges.getByRole('button', { name: 'New invitation code' }).click();
      const code = judges.getByTestId('invite-code').first();
      await code.waitFor(WAIT);
      built.code = (await code.textContent()).trim();
      assert.match(built.code, /^[2-9A-Z]{8}$/);
      await judges.getByText(/Valid until/).waitFor(WAIT);
      await screenshot(page, 'ring-judges-panel-invite-1280-en');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'each judge scores only their ring; the other ring refuses them; a revoked judge is refused at the next key',
    async run({ baseUrl, newPage, screenshot }) {
      assert.ok(built.code, 'the tournament and the invitation of the first test');

      // Judge A (the demo fighter) finds Ring A under "My rings" and scores its fight.
      const judgeA = await newPage({ width: 1280, height: 900 });
      await signIn(judgeA, baseUrl, 'fighter@demo.hema', 'demo-password', '/my/judging');
      await judgeA.waitForURL(`${baseUrl}/my/judging`, WAIT);
      await acceptCookies(judgeA);
      const ringA = judgeA.getByTestId('judged-ring').filter({ hasText: TITLE });
      await ringA.getByText('Ring A').waitFor(WAIT);
      await screenshot(judgeA, 'ring-judges-my-rings-1280-en');
      await ringA.getByRole('link', { name: 'Open the console' }).click();
      await judgeA.getByTestId('judge-console').waitFor(WAIT);
      const consoleA = judgeA.url();
      await expectText(judgeA, '[data-testid="fight-status"]', /scheduled/i, 'Ring A’s bout');
      await judgeA.keyboard.press('Space');
      await expectText(judgeA, '[data-testid="fight-status"]', /running/i, 'Ring A’s bout runs');
      await judgeA.keyboard.press('q');
      await expectText(judgeA, '[data-testid="score-1"]', '1', 'a point on Ring A');

      // The volunteer opens the organizer's link signed out, signs up on the way, and becomes judge of Ring B.
      const judgeB = await newPage({ width: 1280, height: 900 });
      await judgeB.goto(`${baseUrl}/my/judging?code=${built.code}`);
      await acceptCookies(judgeB);
      await judgeB.waitForURL(/\/login\?redirect=/, WAIT);
      // The login page's own link (its redirect goes on to registration), not the header's.
      await judgeB.locator('a[href^="/registration?redirect="]', { hasText: REGISTER_LINK }).click();
      await judgeB.waitForURL(/\/registration\?redirect=/, WAIT);
      await judgeB.getByLabel(/first name/i).fill(VOLUNTEER.first);
      await judgeB.getByLabel(/last name/i).fill(VOLUNTEER.last);
      await judgeB.getByLabel(/e-?mail/i).fill(VOLUNTEER.email);
      await judgeB
        .getByLabel(/^password/i)
        .first()
        .fill('vilja-password');
      await judgeB.getByLabel(/confirm|repeat/i).fill('vilja-password');
      await judgeB.getByRole('button', { name: /register|sign up|create/i }).click();
      await judgeB.waitForURL(`${baseUrl}/my/judging?code=${built.code}`, WAIT);
      await judgeB.getByText('You do not judge any ring yet').waitFor(WAIT);
      assert.equal(await judgeB.getByLabel('Invitation code').inputValue(), built.code);
      await judgeB.getByRole('button', { name: 'Become a judge' }).click();
      await judgeB.getByTestId('judge-console').waitFor(WAIT);
      await expectText(judgeB, '[data-testid="fight-status"]', /scheduled/i, 'Ring B’s bout');
      await judgeB.keyboard.press('Space');
      await expectText(judgeB, '[data-testid="fight-status"]', /running/i, 'Ring B’s bout runs');
      await judgeB.keyboard.press(']');
      await expectText(judgeB, '[data-testid="score-2"]', '1', 'a point on Ring B');
      await screenshot(judgeB, 'ring-judges-console-ring-b-1280-en');

      // The other ring's console refuses each of them with a readable message, and takes no keys.
      const consoleB = judgeB.url();
      await judgeB.goto(consoleA);
      await judgeB.getByTestId('judge-denied').waitFor(WAIT);
      await expectText(judgeB, '[data-testid="judge-denied"]', /You are not a judge of this ring/, 'refusal');
      await screenshot(judgeB, 'ring-judges-other-ring-refused-1280-en');
      const otherA = await newPage({ width: 1280, height: 900 });
      await signIn(otherA, baseUrl, 'fighter@demo.hema', 'demo-password', new URL(consoleB).pathname);
      await otherA.getByTestId('judge-denied').waitFor(WAIT);
      await otherA.keyboard.press('q');
      await otherA.close();

      // The organizer reads who judges and what they sent, and revokes Ring A's judge mid-fight.
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, 'organizer@demo.hema', 'demo-password', new URL(built.rings).pathname);
      await page.waitForURL(built.rings, WAIT);
      await acceptCookies(page);
      const judges = await openJudges(page, 'Ring A');
      const commands = judges.getByTestId('judge-commands');
      await commands
        .locator('tbody tr', { hasText: 'Point' })
        .filter({ hasText: built.judgeA })
        .waitFor(WAIT);
      await commands.locator('tbody tr', { hasText: 'Start' }).first().waitFor(WAIT);
      await screenshot(page, 'ring-judges-panel-1280-en');
      await judges.getByRole('button', { name: `Revoke the access of ${built.judgeA}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke judge access?' });
      await confirm.getByText(/no longer be able to score on Ring A/).waitFor(WAIT);
      await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
      await notified(page, `Access of ${built.judgeA} revoked`);
      await judges.getByText(/^Revoked .* by \S/).waitFor(WAIT);

      // Ring A's console, still open, is refused at its next key and says why.
      await judgeA.keyboard.press('q');
      await judgeA.getByTestId('judge-revoked').waitFor(WAIT);
      await expectText(
        judgeA,
        '[data-testid="judge-revoked"]',
        /Your judge access to this ring was revoked/,
        'the revoked console',
      );
      await screenshot(judgeA, 'ring-judges-revoked-1280-en');
      await judgeA.goto(`${baseUrl}/my/judging`);
      await judgeA.getByText('You do not judge any ring yet').waitFor(WAIT);

      for (const p of [page, judgeB]) assertNoConsoleErrors(p);
    },
  },
  {
    name: 'the judges panel and the judge’s ring list at 1280 and 390 px, in English and Russian',
    async run({ baseUrl, newPage, screenshot }) {
      assert.ok(built.rings, 'the tournament of the first test');
      for (const width of [1280, 390]) {
        const page = await newPage({ width, height: 900 });
        await signIn(page, baseUrl, 'organizer@demo.hema', 'demo-password', new URL(built.rings).pathname);
        await page.waitForURL(built.rings, WAIT);
        await acceptCookies(page);
        const judge = await newPage({ width, height: 900 });
        await signIn(judge, baseUrl, VOLUNTEER.email, 'vilja-password', '/my/judging');
        await judge.waitForURL(`${baseUrl}/my/judging`, WAIT);
        await acceptCookies(judge);
        for (const language of ['en', 'ru']) {
          if (language === 'ru') {
            await russian(page);
            await russian(judge);
          }
          // Ring B: the volunteer who came with the code, standing, and what they sent.
          const judges = await openJudges(page, 'Ring B', language);
          await judges.getByTestId('ring-judge').filter({ hasText: VOLUNTEER.last }).waitFor(WAIT);
          await judges.getByTestId('judge-commands').waitFor(WAIT);
          await screenshot(page, `ring-judges-panel-${width}-${language}`);
          if (width === 390) {
            // The panel fills the phone's screen and scrolls inside: the commands are further down.
            await judges.getByTestId('judge-commands').scrollIntoViewIfNeeded();
            await screenshot(page, `ring-judges-panel-commands-${width}-${language}`);
          }
          await page.keyboard.press('Escape');
          await judges.waitFor({ state: 'hidden', ...WAIT });
          await judge.getByTestId('judged-ring').filter({ hasText: TITLE }).waitFor(WAIT);
          await judge
            .getByRole('heading', { name: language === 'en' ? 'My rings' : 'Мои ристалища' })
            .waitFor(WAIT);
          await screenshot(judge, `ring-judges-my-rings-${width}-${language}`);
        }
        assertNoConsoleErrors(page);
        assertNoConsoleErrors(judge);
      }
    },
  },
];

describeFile(import.meta.url, tests);
