import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  chooseIn,
  notified,
  signIn,
  WAIT,
} from './e2e-helpers.mjs';
import { expectText } from './judge-setup.mjs';

/**
 * Swiss next rounds, the event log, the ring rule, by clicks and judge-console keys only: an organizer builds a
 * tournament with a swiss category of four fighters and three rounds, puts round 1 on a ring, scores every bout from
 * the judge console's keys, and builds rounds 2 and 3 with "Next round" (refused, translated, while a round is being
 * fought); the new rounds go to the ring of the fights that fed them, so the console just carries on. Then the
 * organizer opens a fight, reads its event log and fixes its result. Its own tournament, so the demo stays as seeded.
 */

const TITLE = 'Swiss Night Cup';
const CATEGORY = 'Dagger Swiss';
const RING = 'Swiss ring';
const FIGHTERS = [
  ['Mikko', 'Mikko Laine'],
  ['Aino', 'Aino Virtanen'],
  ['Dmitry', 'Dmitry Sokolov'],
  ['Olga', 'Olga Ivanova'],
];

const openTab = (page, name, nav = 'Tournament management sections') =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click();
const openCategoryTab = (page, name) => openTab(page, name, 'Category management sections');
const stageRow = (page, title) => page.locator('tbody tr', { hasText: title });
/** Scores the console's current bout 2:1 for the left fighter with the keys, and confirms "by points". */
async function scoreBout(judge) {
  await expectText(judge, '[data-testid="fight-status"]', /scheduled/i, 'a bout to start');
  await judge.keyboard.press('Space');
  await expectText(judge, '[data-testid="fight-status"]', /running/i, 'the bout runs');
  await judge.keyboard.press('q');
  await expectText(judge, '[data-testid="score-1"]', '1', 'first point');
  await judge.keyboard.press(']');
  await expectText(judge, '[data-testid="score-2"]', '1', 'point of the right');
  await judge.keyboard.press('q');
  await expectText(judge, '[data-testid="score-1"]', '2', 'second point');
  await judge.keyboard.press('p');
  await judge.getByTestId('finish-winner').waitFor(WAIT);
  await judge.keyboard.press('Enter');
  await judge.getByTestId('finish-winner').waitFor({ state: 'detached', ...WAIT });
}

/** Both bouts of a round of four: the console moves on to the second, then says the ring is done. */
async function scoreRound(judge) {
  await scoreBout(judge);
  await scoreBout(judge);
  await judge.getByTestId('ring-done').waitFor(WAIT);
}

export const tests = [
  {
    name: 'an organizer runs a swiss category for three rounds with Next round, then fixes a result from the fight page',
    async run(ctx) {
      const page = await ctx.newPage({ width: 1280, height: 900 });
      try {
        await runSwiss(ctx, page);
      } catch (error) {
        await ctx.screenshot(page, 'swiss-rounds-failure');
        throw error;
      }
    },
  },
];

async function runSwiss({ baseUrl, newPage, screenshot }, page) {
  {
    {
      await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);

      // A tournament, a category of four fighters.
      await page.getByRole('button', { name: 'Create tournament' }).click();
      let dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      // The address follows the title once it is checked as free.
      await dialog.getByText('Free: /tournament/swiss-night-cup').waitFor(WAIT);
      await dialog.getByRole('combobox', { name: /^Starts/ }).fill('2027-06-01');
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill('2027-06-01');
      await dialog.getByRole('textbox', { name: /^City/ }).click();
      await dialog.getByRole('button', { name: 'Create tournament' }).click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      await openTab(page, 'Categories');
      await page.getByRole('button', { name: 'Add category' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a category' });
      await dialog.getByLabel('Title').fill(CATEGORY);
      await dialog.getByRole('button', { name: 'Add category' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await page.getByRole('heading', { name: CATEGORY }).waitFor(WAIT);
      await openCategoryTab(page, 'Requests');
      const fighters = page.getByRole('table', { name: 'Requests' });
      for (const [typed, name] of FIGHTERS) {
        await page.getByRole('button', { name: 'Add fighter' }).click();
        dialog = page.getByRole('dialog', { name: 'Add fighter' });
        await dialog.getByRole('combobox', { name: /^User/ }).fill(typed);
        await page.getByRole('option', { name, exact: true }).click(WAIT);
        await dialog.getByRole('button', { name: 'Add fighter' }).click();
        await dialog.waitFor({ state: 'hidden', ...WAIT });
        await fighters.locator('tbody tr', { hasText: name }).waitFor(WAIT);
      }

      // A swiss stage of three rounds; its next fights follow the fights that feed them (the default rule).
      await openCategoryTab(page, 'Stages');
      await page.getByRole('button', { name: 'Add stage' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel(/^Type/).first().click();
      await page.getByRole('option', { name: 'Swiss', exact: true }).click();
      await dialog.getByLabel('Rounds count').fill('3');
      assert.equal(
        await dialog.getByLabel('Ring of next fights').first().inputValue(),
        'The ring of the fights that feed them',
      );
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      const row = stageRow(page, 'Swiss 1');
      await row.getByText('Next fights: The ring of the fights that feed them').waitFor(WAIT);
      await row.getByRole('button', { name: 'Generate', exact: true }).click();
      await notified(page, 'Swiss 1 generated. Groups: 1, fights: 2');
      await expectText(page, '[data-testid="next-round-progress"]', 'Round 1 of 3');

      // Too early: round 1 has not been fought.
      await row.getByRole('button', { name: 'Next round' }).click();
      await notified(page, 'Previous round of this side is not finished yet');
      // That refusal is the one expected answer that logs an error in the console.
      page.consoleErrors = page.consoleErrors.filter((e) => !/status of 409|not finished yet/.test(e));

      // A ring with round 1 on it.
      await openTab(page, 'Rings');
      await page.getByRole('button', { name: 'Add ring' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a ring' });
      await dialog.getByLabel('Title').fill(RING);
      await dialog.getByRole('button', { name: 'Add ring' }).click();
      await notified(page, `Ring added: ${RING}`);
      const ringRow = page.getByRole('table', { name: 'Rings' }).locator('tbody tr', { hasText: RING });
      await ringRow.getByRole('button', { name: `Fights of ${RING}` }).click();
      dialog = page.getByRole('dialog', { name: `Fights of ${RING}` });
      await chooseIn(dialog, page, 'Category', CATEGORY);
      await dialog.getByRole('button', { name: 'Whole stage: Swiss 1' }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="Queue of the ring"] li').length === 2,
        undefined,
        WAIT,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', ...WAIT });

      // The judge console of the ring, in its own window, scores round 1.
      const consoleHref = await ringRow
        .getByRole('link', { name: 'Ring scores', exact: true })
        .getAttribute('href');
      const judge = await newPage({ width: 1280, height: 900 });
      await signIn(judge, baseUrl, 'organizer@demo.hema', undefined, consoleHref);
      await judge.waitForURL(`${baseUrl}${consoleHref}`, WAIT);
      await judge.getByTestId('judge-console').waitFor(WAIT);
      await scoreRound(judge);

      // Next round twice: each new round lands on the console's ring and is scored there.
      await openTab(page, 'Categories');
      await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await openCategoryTab(page, 'Stages');
      for (const round of [2, 3]) {
        await row.getByRole('button', { name: 'Next round' }).click();
        await notified(page, `Round ${round} built. Fights: 2`);
        await row.getByRole('link', { name: `Round ${round}` }).waitFor(WAIT);
        if (round === 2) {
          await expectText(page, '[data-testid="next-round-progress"]', 'Round 2 of 3');
          // The stages page with "Next round", at both widths, in both languages.
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            for (const language of ['ru', 'en']) {
              await page.evaluate((l) => localStorage.setItem('language', l), language);
              await page.reload();
              await page
                .getByRole('button', { name: language === 'en' ? 'Next round' : 'Следующий тур' })
                .waitFor(WAIT);
              await screenshot(page, `swiss-next-round-${width}-${language}`);
            }
          }
        }
        await scoreRound(judge);
      }
      await expectText(page, '[data-testid="next-round-note"]', 'All 3 rounds are built');
      assert.equal(await row.getByRole('button', { name: 'Next round' }).count(), 0, 'no fourth round');
      await screenshot(page, 'swiss-stages-1280-en');

      // A fight of round 1: its log, then Fix results.
      await row.getByRole('link', { name: 'Round 1' }).click();
      await page.getByRole('heading', { name: 'Round 1' }).waitFor(WAIT);
      // The bouts are the last table (the round's standings table comes first).
      const firstBout = page.locator('table').last().locator('tbody tr').first();
      const left = (await firstBout.locator('td').nth(1).innerText()).trim();
      await firstBout.getByRole('link').first().click();
      const log = page.getByRole('table', { name: 'Event log' });
      await log.waitFor(WAIT);
      const lines = () => log.locator('tbody tr');
      assert.equal(await lines().count(), 5, 'start, three points and finish, as the judge pressed them');
      await lines().nth(1).getByText(`+1 point for ${left}`).waitFor(WAIT);
      await lines()
        .nth(1)
        .getByText(/Judge console/)
        .waitFor(WAIT);
      assert.equal((await lines().nth(3).locator('td').nth(2).innerText()).trim(), '2:1');
      await page.getByRole('button', { name: 'Fix results' }).click();
      dialog = page.getByRole('dialog', { name: 'Fix results' });
      await dialog.getByRole('textbox', { name: left }).fill('3');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await notified(page, 'Result fixed: 3:1');
      await lines().nth(5).getByText('Fix results: 3:1').waitFor(WAIT);
      await lines()
        .nth(5)
        .getByText(/Organizer’s fight page/)
        .waitFor(WAIT);
      await expectText(page, 'table tbody tr:nth-child(3) td', '3 : 1', 'the score the page shows');
      await screenshot(page, 'fight-log-1280-en');

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const language of ['en', 'ru']) {
          await page.evaluate((l) => localStorage.setItem('language', l), language);
          await page.reload();
          await page
            .getByRole('table', { name: language === 'en' ? 'Event log' : 'Журнал событий' })
            .waitFor(WAIT);
          await screenshot(page, `fight-log-${width}-${language}`);
          await page.goBack();
          await page.goBack();
          await page.getByTestId('next-round-note').waitFor(WAIT);
          await screenshot(page, `swiss-stages-${width}-${language}`);
          await page.goForward();
          await page.goForward();
        }
      }
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(judge);
    }
  }
}

describeFile(import.meta.url, tests);
