import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn, WAIT } from './e2e-helpers.mjs';
import { buildLiveTournament } from './live-setup.mjs';

/**
 * The live path: an organizer builds a tournament with a pool and a ring through the API, a judge scores with
 * the keys of spec §9 in one page, and a spectator page and a caption overlay in two others show every change.
 */

/** Waits until the element's text matches (trimmed, whitespace collapsed). */
async function expectText(page, selector, expected, label = selector) {
  try {
    await page.waitForFunction(
      ([sel, want]) => {
        const node = document.querySelector(sel);
        const text = node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
        return want instanceof RegExp ? want.test(text ?? '') : text === want;
      },
      [selector, expected],
      WAIT,
    );
  } catch (error) {
    const actual = await page.$eval(selector, (n) => n.textContent).catch(() => '(missing)');
    throw new Error(`${label}: expected ${expected}, saw ${JSON.stringify(actual)} on ${page.url()}`, {
      cause: error,
    });
  }
}

async function expectAttribute(page, selector, name, expected, label = selector) {
  try {
    await page.waitForFunction(
      ([sel, attr, want]) => document.querySelector(sel)?.getAttribute(attr) === want,
      [selector, name, expected],
      WAIT,
    );
  } catch (error) {
    const actual = await page
      .$eval(selector, (n, attr) => n.getAttribute(attr), name)
      .catch(() => '(missing)');
    throw new Error(`${label}: expected ${name}=${expected}, saw ${actual}`, { cause: error });
  }
}

async function openJudge(ctx, path) {
  const judge = await ctx.newPage({ width: 1280, height: 900 });
  await signIn(judge, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', path);
  await judge.waitForURL(`${ctx.baseUrl}${path}`, WAIT);
  await judge.getByTestId('judge-console').waitFor(WAIT);
  return judge;
}

export const tests = [
  {
    name: 'a judge scores from the keyboard; the stages page and the caption overlay follow every change',
    async run(ctx) {
      const { baseUrl, newPage, screenshot } = ctx;
      const { tournament, nomination, area, fights } = await buildLiveTournament(baseUrl);
      const [first, second] = fights;
      const consolePath = `/organizer/tournaments/${tournament._id}/area-scores/${area._id}`;

      const judge = await openJudge(ctx, consolePath);
      await expectText(judge, '[data-testid="fighter-name-1"]', first.fighter1.name, 'judge left fighter');
      await expectText(judge, '[data-testid="fighter-name-2"]', first.fighter2.name, 'judge right fighter');

      const spectator = await newPage({ width: 1280, height: 900 });
      await spectator.goto(`${baseUrl}/tournament/${tournament.idString}/nomination/${nomination._id}`);
      const row = `[data-testid="stage-fight"][data-fight-id="${first._id}"]`;
      await spectator.locator(row).waitFor(WAIT);

      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(
        `${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}?hold=2`,
      );
      await expectText(
        caption,
        '[data-testid="caption-name-1"]',
        first.fighter1.name,
        'caption left fighter',
      );
      await expectText(
        caption,
        '[data-testid="caption-name-2"]',
        first.fighter2.name,
        'caption right fighter',
      );

      // Every change the judge makes shows on all three pages.
      const scores = async (left, right, step) => {
        await expectText(judge, '[data-testid="score-1"]', String(left), `${step}: judge left score`);
        await expectText(judge, '[data-testid="score-2"]', String(right), `${step}: judge right score`);
        await expectText(
          spectator,
          `${row} [data-testid="fight-score"]`,
          `${left} : ${right}`,
          `${step}: spectator`,
        );
        await expectText(caption, '[data-testid="caption-score-1"]', String(left), `${step}: caption left`);
        await expectText(caption, '[data-testid="caption-score-2"]', String(right), `${step}: caption right`);
      };

      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'judge status after start');
      await expectAttribute(caption, '#caption', 'data-state', 'running', 'caption after start');
      await expectText(spectator, row, /live/i, 'spectator after start');

      await judge.keyboard.press('q');
      await scores(1, 0, 'Q');
      await judge.keyboard.press('q');
      await scores(2, 0, 'Q again');
      await judge.keyboard.press(']');
      await scores(2, 1, ']');
      await judge.keyboard.press('Shift+Quote'); // "
      await scores(2, 0, '"');
      await judge.keyboard.press('a');
      await scores(1, 0, 'A');
      await judge.keyboard.press(']');
      await scores(1, 1, '] again');
      await judge.keyboard.press('y');
      await expectText(judge, '[data-testid="doubles"]', '1', 'Y: doubles');
      await judge.keyboard.press('h');
      await expectText(judge, '[data-testid="doubles"]', '0', 'H: doubles');
      await judge.keyboard.press('q');
      await scores(2, 1, 'Q third');
      await screenshot(judge, 'live-judge-console-1280');
      await screenshot(caption, 'live-caption-overlay');

      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /paused/i, 'judge status after pause');
      await expectAttribute(caption, '#caption', 'data-state', 'paused', 'caption after pause');

      // Finish by points: P asks, Enter confirms.
      await judge.keyboard.press('p');
      await judge.getByRole('dialog').waitFor(WAIT);
      await judge.keyboard.press('Enter');
      await expectText(spectator, row, /finished/i, 'spectator sees the fight finished');
      await expectText(spectator, `${row} [data-testid="fight-score"]`, '2 : 1', 'spectator final score');
      await expectAttribute(
        caption,
        '#caption',
        'data-state',
        'finished',
        'caption holds the finished fight',
      );
      await expectText(caption, '.side-1 .tag', 'WIN', 'caption marks the winner');

      // The console and the caption move on to the next fight of the ring by themselves.
      await expectText(judge, '[data-testid="fighter-name-1"]', second.fighter1.name, 'judge next fight');
      await expectText(judge, '[data-testid="score-1"]', '0', 'judge next fight score');
      await expectText(caption, '[data-testid="caption-name-1"]', second.fighter1.name, 'caption next fight');
      await expectAttribute(caption, '#caption', 'data-state', 'scheduled', 'caption next fight state');
      await screenshot(spectator, 'live-stages-1280');

      assertNoConsoleErrors(judge);
      assertNoConsoleErrors(spectator);
      assertNoConsoleErrors(caption);
    },
  },
  {
    name: 'offline, the judge console shows the score its waiting presses make, marked as not sent, and delivers each once',
    async run(ctx) {
      const { baseUrl, newPage } = ctx;
      const { tournament, area, nomination, fights } = await buildLiveTournament(baseUrl);
      const [first] = fights;
      const judge = await openJudge(ctx, `/organizer/tournaments/${tournament._id}/area-scores/${area._id}`);
      await expectText(judge, '[data-testid="fighter-name-1"]', first.fighter1.name, 'judge fighter');
      const spectator = await newPage();
      await spectator.goto(`${baseUrl}/tournament/${tournament.idString}/nomination/${nomination._id}`);
      const row = `[data-testid="stage-fight"][data-fight-id="${first._id}"]`;
      await spectator.locator(row).waitFor(WAIT);

      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');

      await judge.context().setOffline(true);
      await judge.getByTestId('connection-lost').waitFor(WAIT);
      for (const key of ['q', 'q', 'q', 'q']) await judge.keyboard.press(key);
      await expectText(judge, '[data-testid="pending-commands"]', /4 commands waiting/i, 'pending count');
      // What the presses will make, not the last confirmed 0, and marked as not sent yet.
      await expectText(judge, '[data-testid="score-1"]', '4', 'left score offline');
      await expectText(judge, '[data-testid="unsent-badge"]', /not sent yet: 4 presses/i, 'unsent badge');
      assert.equal(await judge.getByTestId('score-1').getAttribute('data-unsent'), 'true', 'unsent style');
      await expectText(
        judge,
        '[data-testid="connection-lost"]',
        /kept on this device and will be sent when the connection returns/i,
        'connection-lost notice',
      );
      // Offline a reload shows the browser's error page: the notice never advises one.
      const notice = await judge.getByTestId('connection-lost').textContent();
      assert.doesNotMatch(notice ?? '', /refresh|reload/i, 'no reload advice');
      const stored = await judge.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]').length,
        `judge-outbox:${area._id}`,
      );
      assert.equal(stored, 4, 'the waiting commands are kept in localStorage');
      await ctx.screenshot(judge, 'live-judge-offline-1280');

      await judge.context().setOffline(false);
      await expectText(judge, '[data-testid="pending-commands"]', /all commands sent/i, 'outbox drained');
      await expectText(judge, '[data-testid="score-1"]', '4', 'left score after reconnect');
      assert.equal(await judge.getByTestId('unsent-badge').count(), 0, 'nothing left unsent');
      assert.equal(await judge.getByTestId('score-1').getAttribute('data-unsent'), null, 'confirmed style');
      await expectText(spectator, `${row} [data-testid="fight-score"]`, '4 : 0', 'spectator after reconnect');
      // Nothing was applied twice: the fight's answer from the API agrees.
      const state = await (await fetch(`${baseUrl}/api/fights/${first._id}/state`)).json();
      assert.equal(state.view.score1, 4);
      assert.equal(state.view.score2, 0);
    },
  },
  {
    name: 'the polling console scores over HTTP, and a ring without fights says what it needs',
    async run(ctx) {
      const { baseUrl, newPage } = ctx;
      const { tournament, area, fights } = await buildLiveTournament(baseUrl);
      const [first] = fights;
      const judge = await openJudge(
        ctx,
        `/organizer/tournaments/${tournament._id}/area-scores-polling/${area._id}`,
      );
      await expectText(
        judge,
        '[data-testid="fighter-name-1"]',
        first.fighter1.name,
        'polling console fighter',
      );
      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(
        `${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}?theme=light&position=top`,
      );
      await expectText(caption, '[data-testid="caption-name-1"]', first.fighter1.name, 'caption fighter');
      await judge.keyboard.press('Space');
      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'polling console score');
      await expectText(
        caption,
        '[data-testid="caption-score-1"]',
        '1',
        'caption follows the polling console',
      );
      await ctx.screenshot(caption, 'live-caption-light-top');

      const empty = await buildLiveTournament(baseUrl, { withFights: false });
      await judge.goto(
        `${baseUrl}/organizer/tournaments/${empty.tournament._id}/area-scores/${empty.area._id}`,
      );
      await judge.getByTestId('empty-ring').waitFor(WAIT);
      await judge.getByText('The scores screen needs a ring with pool fights assigned to it').waitFor(WAIT);
      assertNoConsoleErrors(caption);
    },
  },
  {
    name: 'a follower offline for 20 s is told at once, sees no LIVE, and gets the judge’s final score back without a reload',
    async run(ctx) {
      const { baseUrl, newPage, screenshot } = ctx;
      const { tournament, area, nomination, fights } = await buildLiveTournament(baseUrl);
      const [first] = fights;
      const judge = await openJudge(ctx, `/organizer/tournaments/${tournament._id}/area-scores/${area._id}`);
      await expectText(judge, '[data-testid="fighter-name-1"]', first.fighter1.name, 'judge fighter');
      await judge.keyboard.press('Space');
      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'judge scored');

      const followPath = `/tournament/${tournament.idString}/nomination/${nomination._id}/follow-fighter/${first.fighter1._id}`;
      const followers = [];
      for (const [language, width] of [
        ['en', 1280],
        ['ru', 390],
      ]) {
        const page = await newPage({ width, height: width < 500 ? 844 : 900 });
        // A visit from Russia opens the site in Russian.
        if (language === 'ru')
          await page.route('**/api/geo/country', (route) =>
            route.fulfill({ body: 'RU', contentType: 'text/plain' }),
          );
        await page.goto(`${baseUrl}${followPath}`);
        await expectText(
          page,
          '[data-testid="follow-status"]',
          language === 'ru' ? /В эфире$/ : /Live$/,
          `${language} live`,
        );
        await expectText(page, '[data-testid="follow-score"]', '1 : 0', `${language} score before`);
        // Gone after a reload: the page must catch up by itself.
        await page.evaluate(() => (window.__sameDocument = true));
        followers.push({ page, language, width });
      }

      const offlineMs = 20_000;
      const offlineFrom = Date.now();
      for (const { page } of followers) await page.context().setOffline(true);
      for (const { page, language, width } of followers) {
        // The notice within 2 s of the loss, LIVE gone, the clock stopped.
        await page.getByTestId('connection-lost').waitFor({ state: 'visible', timeout: 2_000 });
        await expectText(
          page,
          '[data-testid="connection-lost"]',
          language === 'ru' ? /обновите страницу/ : /refresh the page/,
          `${language} notice`,
        );
        await expectText(
          page,
          '[data-testid="follow-status"]',
          language === 'ru' ? /^Нет связи$/ : /^Offline$/,
          `${language} not live`,
        );
        assert.equal(
          await page.locator('[data-testid="follow-current"] [role="timer"][data-running]').count(),
          0,
        );
        await screenshot(page, `live-follower-offline-${language}-${width}`);
        const other = width < 500 ? 1280 : 390;
        await page.setViewportSize({ width: other, height: other < 500 ? 844 : 900 });
        await screenshot(page, `live-follower-offline-${language}-${other}`);
      }

      // The judge goes on meanwhile and pauses the fight.
      for (const key of ['q', ']', ']']) await judge.keyboard.press(key);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="score-1"]', '2', 'judge left score');
      await expectText(judge, '[data-testid="score-2"]', '2', 'judge right score');
      // The acceptance's outage is 20 s of no network for the followers, whatever the judge took.
      await judge.waitForTimeout(Math.max(0, offlineMs - (Date.now() - offlineFrom)));

      for (const { page } of followers) await page.context().setOffline(false);
      for (const { page, language } of followers) {
        await expectText(page, '[data-testid="follow-score"]', '2 : 2', `${language} score after`);
        await page.getByTestId('connection-lost').waitFor({ state: 'detached', ...WAIT });
        await expectText(
          page,
          '[data-testid="follow-status"]',
          language === 'ru' ? /^Пауза$/ : /^Paused$/,
          `${language} paused`,
        );
        assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page was not reloaded');
      }
    },
  },
];

describeFile(import.meta.url, tests);
