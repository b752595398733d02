import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, notified, signIn } from './e2e-helpers.mjs';
import { WAIT, buildJudgeRing, expectText, openConsole } from './judge-setup.mjs';

/**
 * An organizer edits a category's rules in the browser (fight time, score cap, the fighters'
 * colours) and the judge console of a ring follows them for fights not yet started — the console that was open
 * during the edit as well as one opened afterwards. The tournament is the test's own (built like judge.e2e.mjs
 * builds its rings), so the demo world the other files read is left as seeded.
 */

/** The panel header of a side: "Left · Red" and the fill it is painted with. */
async function sideLook(page, side) {
  return page.evaluate((s) => {
    const header = document.querySelector(`[data-testid="fighter-panel-${s}"] > div`);
    return {
      text: header?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      fill: header ? window.getComputedStyle(header).backgroundColor : '',
    };
  }, side);
}

/** What a Mantine colour variable resolves to on this page, as the browser writes a computed colour. */
async function paintOf(page, variable) {
  return page.evaluate((v) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${v})`;
    document.body.append(probe);
    const colour = window.getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, variable);
}

async function expectSide(page, side, text, variable, label) {
  await expectText(page, `[data-testid="fighter-panel-${side}"] > div`, text, label);
  const look = await sideLook(page, side);
  assert.equal(look.fill, await paintOf(page, variable), `${label}: painted with ${variable}`);
}

/** Picks `option` of the Mantine select labelled `label`. */
async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const tests = [
  {
    name: 'an organizer changes fight time, score cap and colours of a category and the judge console follows',
    async run(ctx) {
      // Seeded with the default rules: 90 s count-down, no score cap, red on the left and blue on the right.
      const ring = await buildJudgeRing(ctx.baseUrl);
      const [first, second] = ring.fights;
      const before = await openConsole(ctx, ring);
      await expectText(before, '[data-testid="judge-clock"]', '1:30', 'clock before the change');
      await expectSide(before, 1, /^Left · red$/i, '--mantine-color-red-filled', 'left before the change');
      await expectSide(
        before,
        2,
        /^Right · blue$/i,
        '--mantine-color-blue-filled',
        'right before the change',
      );

      // The organizer, by clicks and typing: tournament → Categories → the category → Settings.
      const page = await ctx.newPage();
      await signIn(page, ctx.baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${ctx.baseUrl}/organizer/tournaments`, WAIT);
      await page.getByRole('link', { name: ring.tournament.title }).first().click();
      await page.getByRole('heading', { name: ring.tournament.title }).waitFor(WAIT);
      const sections = page.getByRole('navigation', { name: 'Tournament management sections' });
      await sections.getByRole('link', { name: 'Categories', exact: true }).click();
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword open' })
        .click();
      await page.getByRole('heading', { name: 'Longsword open' }).waitFor(WAIT);
      await page
        .getByRole('navigation', { name: 'Category management sections' })
        .getByRole('link', { name: 'Settings', exact: true })
        .click();
      const fightTime = page.getByLabel('Fight time, seconds');
      await fightTime.waitFor(WAIT);
      assert.equal(await fightTime.inputValue(), '90');
      await fightTime.fill('45');
      await page.getByLabel('Score cap').fill('3');
      await choose(page, 'Left fighter colour', 'Green');
      await choose(page, 'Right fighter colour', 'Yellow');
      await page.getByRole('button', { name: 'Save' }).click();
      await notified(page, 'Category saved');

      // The console left open during the edit follows without a reload.
      await expectText(before, '[data-testid="judge-clock"]', '0:45', 'open console: clock');
      await expectSide(before, 1, /^Left · green$/i, '--mantine-color-green-filled', 'open console: left');
      await expectSide(before, 2, /^Right · yellow$/i, '--mantine-color-yellow-5', 'open console: right');

      // A console opened afterwards from the ring's links shows the same.
      await sections.getByRole('link', { name: 'Rings', exact: true }).click();
      await page
        .getByRole('table', { name: 'Rings' })
        .getByRole('link', { name: 'Ring scores', exact: true })
        .click();
      await page.getByTestId('judge-console').waitFor(WAIT);
      const judge = page;
      await expectText(judge, '[data-testid="fighter-name-1"]', first.fighter1.name, 'first fight');
      await expectText(judge, '[data-testid="judge-clock"]', '0:45', 'clock after the change');
      await expectSide(judge, 1, /^Left · green$/i, '--mantine-color-green-filled', 'left after the change');
      await expectSide(judge, 2, /^Right · yellow$/i, '--mantine-color-yellow-5', 'right after the change');
      await ctx.screenshot(judge, 'judge-new-rules-1280-en');

      // Scoring stops at the new cap: the third point wins the fight at once and the ring moves on.
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      for (let point = 1; point <= 3; point++) {
        await judge.keyboard.press('q');
        if (point < 3) await expectText(judge, '[data-testid="score-1"]', String(point), `point ${point}`);
      }
      await expectText(judge, '[data-testid="previous-fight"]', /wins · 3:0 · victory/, 'won at the cap');
      await expectText(judge, '[data-testid="fighter-name-1"]', second.fighter1.name, 'next fight');
      await expectText(judge, '[data-testid="judge-clock"]', '0:45', 'the next fight has the new time');
      await expectText(judge, '[data-testid="score-1"]', '0', 'the next fight starts at 0');
      // The capped fight keeps its 3 and takes no more points.
      await judge.getByTestId('previous-fight').getByRole('button').first().click();
      await judge.getByTestId('editing-other-fight').waitFor(WAIT);
      await expectText(judge, '[data-testid="score-1"]', '3', 'the capped score');
      await expectText(judge, '[data-testid="fight-status"]', /finished/i, 'the capped fight is over');
      await judge.keyboard.press('q');
      await judge.getByTestId('console-notice').waitFor(WAIT);
      await expectText(judge, '[data-testid="score-1"]', '3', 'no point past the cap');
      await judge.getByRole('button', { name: 'Back to the current fight' }).click();

      for (const [language, width] of [
        ['en', 390],
        ['ru', 1280],
        ['ru', 390],
      ]) {
        const look = await openConsole(ctx, ring, { language, width });
        await expectText(look, '[data-testid="judge-clock"]', '0:45', `clock ${width} ${language}`);
        await ctx.screenshot(look, `judge-new-rules-${width}-${language}`);
        assertNoConsoleErrors(look);
      }
      assertNoConsoleErrors(before);
      assertNoConsoleErrors(judge);
    },
  },
];

describeFile(import.meta.url, tests);
