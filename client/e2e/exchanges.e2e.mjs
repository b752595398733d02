import { fileURLToPath } from 'node:url';
import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';
import { WAIT, buildJudgeRing, expectText, openConsole, pressAsLayout } from './judge-setup.mjs';

/**
 * Exchanges, not only points (issue 33 item 2): a judge records a fight by keys only — clean hits of different values,
 * an afterblow, a double, no exchange, a yellow card, an undo — the console lists the history, and a spectator's
 * category page shows the score the exchanges made.
 */

export const tests = [
  {
    name: 'a judge records a fight by exchange keys only; the history lists it and the spectator sees the score',
    async run(ctx) {
      // Full afterblows: both hits score, so the afterblow shows on both sides of the score.
      const ring = await buildJudgeRing(ctx.baseUrl, { rules: { afterblow: 'full' } });
      const [first] = ring.fights;
      const judge = await openConsole(ctx, ring);
      const spectator = await ctx.newPage({ width: 1280, height: 900 });
      await spectator.goto(
        `${ctx.baseUrl}/tournament/${ring.tournament.idString}/nomination/${ring.nomination._id}`,
      );
      const row = `[data-testid="stage-fight"][data-fight-id="${first._id}"]`;
      await spectator.locator(row).waitFor(WAIT);

      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      const score = async (left, right, step) => {
        await expectText(judge, '[data-testid="score-1"]', String(left), `${step}: left`);
        await expectText(judge, '[data-testid="score-2"]', String(right), `${step}: right`);
      };
      await judge.keyboard.press('s'); // clean hit 1 left
      await score(1, 0, 'S');
      await judge.keyboard.press('3'); // arm 3…
      await judge.keyboard.press('l'); // …clean hit 3 right
      await score(1, 3, '3 L');
      await judge.keyboard.press('2');
      await judge.keyboard.press('s'); // clean hit 2 left
      await score(3, 3, '2 S');
      await judge.keyboard.press('f'); // left hit first (1), right answered (1): both count under "full"
      await score(4, 4, 'F');
      await judge.keyboard.press('g'); // double
      await expectText(judge, '[data-testid="doubles"]', '1', 'G: a double');
      await judge.keyboard.press('0'); // no exchange
      await judge.keyboard.press('e'); // yellow card left
      await judge.keyboard.press('l'); // clean hit 1 right…
      await score(4, 5, 'L');
      await judge.keyboard.press('Backspace'); // …taken back
      await score(4, 4, 'Backspace');
      // A Russian keyboard: Ы is S.
      await pressAsLayout(judge, [['ы', 'KeyS']]);
      await score(5, 4, 'Ы');

      await expectText(
        spectator,
        `${row} [data-testid="fight-score"]`,
        '5 : 4',
        'the spectator sees the exchanges’ score',
      );
      // The history: newest first, the undone hit struck through, the card counted on the fighter's panel.
      await judge.waitForFunction(
        () => document.querySelectorAll('[data-testid="exchange-row"]').length === 8,
        null,
        WAIT,
      );
      const rows = await judge.getByTestId('exchange-row').allTextContents();
      assert.match(rows[0], /Clean hit 1 for/);
      assert.match(rows[1], /undone/);
      assert.match(rows[2], /No exchange/);
      assert.match(rows[3], /Double hit/);
      assert.match(rows[4], /afterblow 1 by/);
      assert.equal(
        await judge.locator('[data-testid="exchange-row"][data-undone]').count(),
        1,
        'one undone row',
      );
      await expectText(judge, '[data-testid="fighter-panel-1"]', /Yellow cards\s*−?\s*1/, 'yellow card');
      await ctx.screenshot(judge, 'exchanges-console-1280-en');

      const phone = await openConsole(ctx, ring, { language: 'ru', width: 390 });
      await phone.getByTestId('exchange-history').scrollIntoViewIfNeeded();
      await expectText(phone, '[data-testid="exchange-history"]', /История схваток/, 'Russian history');
      await ctx.screenshot(phone, 'exchanges-console-390-ru');
      // The panel alone, as the phone shows it (the full-page picture is too tall to read the buttons).
      await phone.getByTestId('exchange-panel').screenshot({
        path: fileURLToPath(new URL('./.artifacts/exchanges-panel-390-ru.png', import.meta.url)),
      });
      assertNoConsoleErrors(judge);
      assertNoConsoleErrors(phone);
    },
  },
  {
    name: 'the organizer sets how afterblows count in the category settings, in English and Russian',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const path = `/organizer/tournaments/${ring.tournament._id}/nominations/${ring.nomination._id}/settings`;
      const page = await ctx.newPage({ width: 1280, height: 900 });
      await signIn(page, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', path);
      const select = page.getByRole('combobox', { name: 'Afterblows' });
      await select.waitFor(WAIT);
      assert.equal(await select.inputValue(), 'Not counted');
      await select.click();
      await page.getByRole('option', { name: 'Deductive' }).click();
      const saved = page.waitForResponse(
        (r) => r.url().includes(`/api/nominations/${ring.nomination._id}`) && r.request().method() !== 'GET',
        WAIT,
      );
      await page.getByRole('button', { name: 'Save' }).click();
      assert.equal((await saved).status(), 200, 'the category saved');
      await select.scrollIntoViewIfNeeded();
      await ctx.screenshot(page, 'exchanges-afterblow-rule-1280-en');

      await page.setViewportSize({ width: 390, height: 900 });
      await page.evaluate(() => localStorage.setItem('language', 'ru'));
      await page.reload();
      const russian = page.getByRole('combobox', { name: 'Афтерблоу' });
      await russian.waitFor(WAIT);
      assert.equal(await russian.inputValue(), 'Вычитается');
      await ctx.screenshot(page, 'exchanges-afterblow-rule-390-ru');
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
