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
        await page.waitForFunction(
          () =>
            /theme=light.*delay=8/.test(
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
