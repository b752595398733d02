import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn, WAIT } from './e2e-helpers.mjs';
import { axeViolations, describeViolations } from './axe.mjs';
import { api, buildJudgeRing, expectText, openConsole } from './judge-setup.mjs';
import { signInByApi } from './live-setup.mjs';

/**
 * The stream graphics beside the caption (issue 33 §4), looked at as OBS browser sources: 1920×1080 pages with a
 * transparent background, each following the live feed while a judge scores and finishes a fight from the keyboard.
 * Screenshots show each overlay at several moments on a dark and a light scene, in English and Russian.
 */

const OBS = { width: 1920, height: 1080 };
/** Scenes behind the transparent page: what a stream might show under the overlay. */
const SCENES = { dark: '#1d2733', light: '#e9edf1' };

async function openOverlay(ctx, path) {
  const page = await ctx.newPage(OBS);
  await page.goto(`${ctx.baseUrl}${path}`);
  await page.locator('#overlay[data-state="ready"]').waitFor(WAIT);
  // A browser source shows the scene through everything the overlay does not draw.
  const backgrounds = await page.evaluate(() =>
    [document.documentElement, document.body, document.getElementById('overlay')].map(
      (node) => window.getComputedStyle(node).backgroundColor,
    ),
  );
  assert.deepEqual(
    backgrounds,
    ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'],
    `transparent ${path}`,
  );
  return page;
}

/** The overlay over each scene (the page itself stays transparent; the scene is painted for the picture only). */
async function shoot(ctx, page, name) {
  for (const [scene, colour] of Object.entries(SCENES)) {
    await page.evaluate((c) => (document.documentElement.style.background = c), colour);
    await ctx.screenshot(page, `overlay-${name}-${scene}`);
  }
  await page.evaluate(() => document.documentElement.style.removeProperty('background'));
}

async function stageOf(baseUrl, nominationId) {
  const { token } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const stages = await api(baseUrl, token, 'GET', `/nominations/${nominationId}/stages`);
  return stages.items[0];
}

/** The judge finishes the running fight as it stands (the finish key, then the dialog's Confirm). */
async function confirmFinish(judge) {
  await judge.keyboard.press('o');
  await expectText(judge, '[data-testid="finish-record"]', /1:0/, 'the result to confirm');
  await judge.getByRole('button', { name: 'Confirm' }).click();
  await judge.getByTestId('finish-record').waitFor({ state: 'detached', ...WAIT });
}

/** The judge scores the console's current fight 1:0 for the left fighter from the keyboard, and finishes it. */
async function scoreAndFinish(judge) {
  await judge.keyboard.press('Space');
  await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
  await judge.keyboard.press('q');
  await expectText(judge, '[data-testid="score-1"]', '1', 'a point for the left fighter');
  await confirmFinish(judge);
}

export const tests = [
  {
    name: 'bracket, path, next up and ring board overlays fill in the winner live, a delayed one later',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { stage: 'ELIMINATION' });
      const { tournament, area } = ring;
      const stage = await stageOf(ctx.baseUrl, ring.nomination._id);
      const [semi, otherSemi] = ring.fights;
      const final = stage.pools.find((p) => p.side === 2).fights.find((f) => f.index === 0);
      const winner = semi.fighter1;
      const base = `/tournament/${tournament.idString}/stream`;

      const bracket = await openOverlay(ctx, `${base}/bracket/${stage._id}`);
      const delayed = await openOverlay(ctx, `${base}/bracket/${stage._id}?delay=6&theme=light&lang=ru`);
      const path = await openOverlay(ctx, `${base}/path/${stage._id}/${winner._id}?position=left`);
      const next = await openOverlay(ctx, `${base}/next/${area._id}?count=2`);
      const rings = await openOverlay(ctx, `${base}/rings?position=top`);
      const ru = {
        path: await openOverlay(
          ctx,
          `${base}/path/${stage._id}/${winner._id}?lang=ru&theme=light&scale=1.25`,
        ),
        next: await openOverlay(ctx, `${base}/next/${area._id}?lang=ru&theme=light`),
        rings: await openOverlay(ctx, `${base}/rings?lang=ru`),
      };

      const semiBox = `[data-fight="${semi._id}"]`;
      const finalBox = `[data-fight="${final._id}"]`;
      await expectText(bracket, `${finalBox} .side .name`, 'TBD', 'the final waits for its fighters');
      await expectText(delayed, `${finalBox} .side .name`, 'Определится', 'the final waits, in Russian');
      await expectText(path, '.step.next .step-opponent', semi.fighter2.name, 'the path starts at the semi');
      await expectText(next, '.queued-label', /^Next/, 'the first semi comes next');
      await expectText(rings, '.ring-title', 'Ring A', 'the ring board names the ring');
      await shoot(ctx, bracket, 'bracket-before-1920-en');
      await shoot(ctx, delayed, 'bracket-before-1920-ru-light');
      await shoot(ctx, path, 'path-before-1920-en');
      await shoot(ctx, next, 'next-before-1920-en');
      await shoot(ctx, rings, 'rings-before-1920-en');

      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await expectText(bracket, `${semiBox} .live-mark`, 'LIVE', 'the bracket marks the running fight');
      await expectText(rings, '.queued-label', /^Now/, 'the ring board shows the fight on now');
      await judge.keyboard.press('q');
      await expectText(bracket, `${semiBox} .side .score`, '1', 'the point reaches the bracket');
      await expectText(ru.next, '.queued-label', /^Сейчас/, 'next up in Russian shows the fight on now');
      await shoot(ctx, bracket, 'bracket-live-1920-en');
      await shoot(ctx, ru.next, 'next-live-1920-ru');
      await shoot(ctx, ru.rings, 'rings-live-1920-ru');
      await confirmFinish(judge);

      // The winner moves into the final on the bracket and on their path, and the ring moves on.
      await expectText(bracket, `${semiBox} .side.won .name`, winner.name, 'the winner is marked');
      await expectText(bracket, `${finalBox} .side .name`, winner.name, 'the winner fills the final');
      // The delayed overlay holds the change back for its six seconds, then shows it.
      assert.notEqual(
        await delayed.$eval(`${finalBox} .side .name`, (n) => n.textContent),
        winner.name,
        'the delayed bracket is still behind the video delay',
      );
      await expectText(path, '.step.won .step-score', '1 : 0', 'the won semi on the path');
      await expectText(path, '.step.next .step-opponent', 'Waiting for the opponent', 'the final waits');
      await expectText(ru.path, '.step.next .step-opponent', 'Ждёт соперника', 'the final waits, in Russian');
      await expectText(
        next,
        '.queued .name',
        otherSemi.fighter1.name,
        'next up moves on to the second semi-final',
      );
      await expectText(delayed, `${finalBox} .side .name`, winner.name, 'the delayed bracket catches up');
      await shoot(ctx, bracket, 'bracket-after-semi-1920-en');
      await shoot(ctx, delayed, 'bracket-after-semi-1920-ru-light');
      await shoot(ctx, path, 'path-after-semi-1920-en');
      await shoot(ctx, ru.path, 'path-after-semi-1920-ru-light');
      await shoot(ctx, next, 'next-after-semi-1920-en');
      await shoot(ctx, rings, 'rings-after-semi-1920-en');

      // The second semi and the final: the bracket's last moment, with a champion on the path.
      await expectText(
        judge,
        '[data-testid="fighter-name-1"]',
        otherSemi.fighter1.name,
        'the console moves on',
      );
      await scoreAndFinish(judge);
      await expectText(
        bracket,
        `${finalBox} [data-side="2"] .name`,
        otherSemi.fighter1.name,
        'the final is set',
      );
      await expectText(
        judge,
        '[data-testid="fighter-name-1"]',
        winner.name,
        'the console moves on to the final',
      );
      await scoreAndFinish(judge);
      await expectText(bracket, `${finalBox} .side.won .name`, winner.name, 'the final’s winner');
      await expectText(path, '.path-outcome', 'Champion', 'the path ends with the title');
      await expectText(ru.path, '.path-outcome', 'Чемпион', 'the path ends with the title, in Russian');
      await expectText(delayed, `${finalBox} .side.won .name`, winner.name, 'the delayed bracket ends too');
      await expectText(next, '.idle', 'No fights pending', 'the ring is done');
      await shoot(ctx, bracket, 'bracket-final-1920-en');
      await shoot(ctx, delayed, 'bracket-final-1920-ru-light');
      await shoot(ctx, path, 'path-final-1920-en');
      await shoot(ctx, ru.path, 'path-final-1920-ru-light');
      await shoot(ctx, next, 'next-final-1920-en');
      for (const page of [bracket, delayed, path, next, rings, ...Object.values(ru)]) {
        assert.deepEqual(await axeViolations(page), [], `axe on ${page.url()}`);
        assertNoConsoleErrors(page);
      }
    },
  },
  {
    name: 'a double-elimination bracket draws its winner paths on both floors; a ring board too tall turns pages',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { stage: 'ELIMINATION_DOUBLE' });
      const { tournament } = ring;
      const stage = await stageOf(ctx.baseUrl, ring.nomination._id);
      const [first] = ring.fights;
      const base = `/tournament/${tournament.idString}/stream`;
      const lines = (page, selector) => page.locator(`svg.connectors path${selector}`).count();

      // Eleven more rings: twelve do not fit the source at 1.5× and are shown a page at a time.
      const { token } = await signInByApi(ctx.baseUrl, 'organizer@demo.hema');
      for (let n = 2; n <= 12; n += 1) {
        await api(ctx.baseUrl, token, 'POST', `/tournaments/${tournament._id}/areas`, { title: String(n) });
      }

      const bracket = await openOverlay(ctx, `${base}/bracket/${stage._id}`);
      const ru = await openOverlay(ctx, `${base}/bracket/${stage._id}?lang=ru&theme=light&scale=0.8`);
      const top2 = await openOverlay(ctx, `${base}/bracket/${stage._id}?top=2`);
      // Upper semis to the upper final, the upper final and the lower final to the grand final, lower round 1 on.
      assert.equal(await lines(bracket, ''), 5, 'every winner path of the bracket');
      assert.ok((await lines(bracket, '[data-floor="lower"]')) > 0, 'the lower bracket has its paths');
      assert.equal(await lines(ru, '[data-floor="lower"]'), 2, 'the lower bracket at another size');
      assert.equal(await lines(top2, ''), 3, 'top 2: the paths between the rounds it shows');
      const edges = await bracket.evaluate(() => {
        const layer = document.querySelector('.bracket-body').getBoundingClientRect();
        const path = document.querySelector('svg.connectors path[data-from][data-floor="lower"]');
        const from = document.querySelector(`[data-fight="${path.dataset.from}"]`).getBoundingClientRect();
        const start = path
          .getAttribute('d')
          .match(/^M([\d.]+) ([\d.]+)/)
          .slice(1)
          .map(Number);
        return {
          x: start[0] - (from.right - layer.left),
          y: start[1] - (from.top + from.height / 2 - layer.top),
        };
      });
      assert.ok(
        Math.abs(edges.x) <= 1 && Math.abs(edges.y) <= 1,
        `a path leaves its fight's box ${JSON.stringify(edges)}`,
      );
      await shoot(ctx, bracket, 'bracket-double-before-1920-en');
      await shoot(ctx, ru, 'bracket-double-before-1920-ru-light');
      await shoot(ctx, top2, 'bracket-double-top2-1920-en');

      // The ring board on a clock the test moves: a page every 5 s.
      const rings = await ctx.newPage(OBS);
      await rings.clock.install();
      await rings.goto(`${ctx.baseUrl}${base}/rings?scale=1.5&page=5`);
      await rings.locator('#overlay[data-state="ready"]').waitFor(WAIT);
      const indicator = rings.getByTestId('overlay-page');
      await expectText(rings, '[data-testid="overlay-page"]', /^1\/\d+$/, 'the first page of the ring board');
      const pages = Number((await indicator.textContent()).split('/')[1]);
      assert.ok(pages >= 2, `the ring board is paged (${pages} pages)`);
      assert.equal(await indicator.getAttribute('aria-label'), `Page 1 of ${pages}`);
      const ringA = rings.locator(`[data-area="${ring.area._id}"]`);
      assert.ok(await ringA.isVisible(), 'Ring A is on the first page');
      await shoot(ctx, rings, 'rings-paged-page1-1920-en');
      await rings.clock.fastForward(5_000);
      await expectText(rings, '[data-testid="overlay-page"]', `2/${pages}`, 'the board turns its page');
      assert.ok(!(await ringA.isVisible()), 'Ring A is not on the second page');
      await shoot(ctx, rings, 'rings-paged-page2-1920-en');

      // While its ring is off the board, the judge starts a fight and scores: the first page shows it when it is back.
      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'a point for the left fighter');
      await expectText(bracket, `[data-fight="${first._id}"] .side .score`, '1', 'the bracket has the point');
      for (let page = 2; page < pages + 1; page += 1) await rings.clock.fastForward(5_000);
      await expectText(rings, '[data-testid="overlay-page"]', `1/${pages}`, 'back to the first page');
      await expectText(rings, `[data-area="${ring.area._id}"] .queued-label`, /^Now/, 'the fight on now');
      await expectText(rings, `[data-area="${ring.area._id}"] .side .score`, /^1/, 'with its point');
      await shoot(ctx, rings, 'rings-paged-live-1920-en');

      const ruRings = await ctx.newPage(OBS);
      await ruRings.clock.install();
      await ruRings.goto(`${ctx.baseUrl}${base}/rings?scale=1.5&lang=ru&theme=light`);
      await ruRings.locator('#overlay[data-state="ready"]').waitFor(WAIT);
      await expectText(ruRings, '[data-testid="overlay-page"]', `1/${pages}`, 'the Russian board is paged');
      assert.equal(
        await ruRings.getByTestId('overlay-page').getAttribute('aria-label'),
        `Страница 1 из ${pages}`,
      );
      await shoot(ctx, ruRings, 'rings-paged-page1-1920-ru-light');
      // The default: a page every 8 s.
      await ruRings.clock.fastForward(8_000);
      await expectText(ruRings, '[data-testid="overlay-page"]', `2/${pages}`, 'the default page time');
      await shoot(ctx, ruRings, 'rings-paged-page2-1920-ru-light');

      // The judge finishes the fight: the winner's path from it is drawn as walked.
      await confirmFinish(judge);
      await bracket.locator(`svg.connectors path.done[data-from="${first._id}"]`).waitFor(WAIT);
      await shoot(ctx, bracket, 'bracket-double-after-1920-en');
      for (const page of [bracket, ru, rings, ruRings]) {
        assert.deepEqual(await axeViolations(page), [], `axe on ${page.url()}`);
        assertNoConsoleErrors(page);
      }
    },
  },
  {
    name: 'the pool table overlay fills its grid and places live; a wrong link says so',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const stage = await stageOf(ctx.baseUrl, ring.nomination._id);
      const pool = stage.pools[0];
      const [first] = ring.fights;
      const base = `/tournament/${ring.tournament.idString}/stream`;
      const en = await openOverlay(ctx, `${base}/pool/${pool._id}`);
      const ru = await openOverlay(ctx, `${base}/pool/${pool._id}?lang=ru&theme=light&position=right`);
      await expectText(en, '.pool-done', `0 of ${ring.fights.length} fights fought`, 'nothing fought yet');
      await shoot(ctx, en, 'pool-before-1920-en');

      const judge = await openConsole(ctx, ring);
      await scoreAndFinish(judge);
      const winnerRow = `tr[data-fighter="${first.fighter1._id}"]`;
      await expectText(en, `${winnerRow} .place`, '1', 'the winner leads the pool');
      await expectText(en, `${winnerRow} .grid-cell.won`, '1', 'the grid shows the won bout');
      await expectText(en, '.pool-done', `1 of ${ring.fights.length} fights fought`, 'one fought');
      await expectText(ru, `${winnerRow} .place`, '1', 'the Russian table too');
      await expectText(ru, '.pool-done', `Боёв проведено: 1 из ${ring.fights.length}`, 'in Russian');
      await shoot(ctx, en, 'pool-after-1920-en');
      await shoot(ctx, ru, 'pool-after-1920-ru-light');
      assert.deepEqual(await axeViolations(en), [], 'axe on the pool table');

      const wrong = await ctx.newPage(OBS);
      await wrong.goto(`${ctx.baseUrl}${base}/pool/00000000-0000-4000-8000-000000000000?lang=ru`);
      await expectText(wrong, '[data-testid="overlay-wrong-link"] .wrong-title', 'Ссылка на графику неверна');
      await ctx.screenshot(wrong, 'overlay-wrong-link-1920-ru');
      assertNoConsoleErrors(en);
    },
  },
  {
    name: 'the rings page offers the stream graphics beside the caption, in English and Russian',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { stage: 'ELIMINATION' });
      const rings = `/organizer/tournaments/${ring.tournament._id}/areas`;
      for (const [language, width] of [
        ['en', 1280],
        ['ru', 390],
        ['ru', 1280],
        ['en', 390],
      ]) {
        const page = await ctx.newPage({ width, height: 900 });
        await signIn(page, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', rings);
        await page.waitForURL(`${ctx.baseUrl}${rings}`, WAIT);
        if (language !== 'en') {
          await page.evaluate((lang) => localStorage.setItem('language', lang), language);
          await page.reload();
        }
        const board = page.getByRole('link', { name: language === 'en' ? 'Ring board' : 'Табло ристалищ' });
        await board.waitFor(WAIT);
        const href = await board.getAttribute('href');
        assert.match(href, new RegExp(`^/tournament/${ring.tournament.idString}/stream/rings\\?theme=dark`));
        const next = page.getByRole('link', { name: language === 'en' ? 'Next up' : 'Следующие бои' });
        assert.match(await next.getAttribute('href'), new RegExp(`/stream/next/${ring.area._id}\\?`));
        // The look goes into every link: light theme, and a stream delay.
        await page
          .getByText(language === 'en' ? 'Light' : 'Светлая', { exact: true })
          .last()
          .click();
        const delay = page.getByLabel(language === 'en' ? 'Stream delay, s' : 'Задержка трансляции, с');
        await delay.fill('8');
        // And how long the board shows each page when it has more than fits.
        const turn = page.getByLabel(language === 'en' ? 'Page turn, s' : 'Смена страницы, с');
        await turn.fill('15');
        await page.waitForFunction(
          () =>
            /theme=light.*delay=8.*page=15/.test(
              document.querySelector('a[href*="/stream/rings"]')?.getAttribute('href') ?? '',
            ),
          null,
          WAIT,
        );
        await page.getByRole('link', { name: language === 'en' ? 'Bracket' : 'Сетка' }).waitFor(WAIT);
        await ctx.screenshot(page, `overlay-links-${width}-${language}`);
        const violations = await axeViolations(page);
        assert.equal(violations.length, 0, describeViolations(rings, violations));
        assertNoConsoleErrors(page);
      }
    },
  },
];

describeFile(import.meta.url, tests);
