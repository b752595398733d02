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
      // Finished, the fight's exchanges reach the category's statistics (only fights scored by exchanges count).
      await judge.keyboard.press('v');
      await judge.getByTestId('finish-winner').waitFor(WAIT);
      await judge.keyboard.press('Enter');
      await spectator.goto(
        `${ctx.baseUrl}/tournament/${ring.tournament.idString}/nomination/${ring.nomination._id}/statistics`,
      );
      const figures = spectator.getByTestId('exchange-figures');
      await figures.waitFor(WAIT);
      // The left fighter: 1 + 2 + 1 clean hits landed, 1 received, hit first in the afterblow, a double, no hit.
      const left = await figures.locator('tbody tr').filter({ hasText: first.fighter1.name }).innerText();
      assert.match(left, /1 of 1\s+7\s+3\s+1\s+0\s+1\s+1\s+1\s+14%/, `the left fighter's exchanges: ${left}`);
      await figures.scrollIntoViewIfNeeded();
      await ctx.screenshot(spectator, 'exchanges-statistics-1280-en');
      const phoneStats = await ctx.newPage({ width: 390, height: 900 });
      await phoneStats.goto(spectator.url());
      await phoneStats.evaluate(() => localStorage.setItem('language', 'ru'));
      await phoneStats.reload();
      await phoneStats.getByRole('heading', { name: 'Схватки' }).waitFor(WAIT);
      await phoneStats.getByTestId('exchange-figures').scrollIntoViewIfNeeded();
      await ctx.screenshot(phoneStats, 'exchanges-statistics-390-ru');
      assertNoConsoleErrors(judge);
      assertNoConsoleErrors(phone);
      assertNoConsoleErrors(spectator);
    },
  },
  {
    name: 'a black card by key ends the fight and takes the fighter out of the category, marked on its participants',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const [first] = ring.fights;
      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      await judge.keyboard.press('b'); // black card for the left fighter: the dialog asks to confirm
      await expectText(
        judge,
        '[data-testid="defeat-preview"]',
        /leaves the category/,
        'the black card explained',
      );
      await ctx.screenshot(judge, 'black-card-confirm-1280-en');
      await judge.keyboard.press('Enter');
      // The console moves on; the left fighter's fights still to come were decided, so the next one is without them.
      await judge.waitForFunction(
        (name) =>
          !document.querySelector('[data-testid="fighter-name-1"]')?.textContent?.includes(name) &&
          !document.querySelector('[data-testid="fighter-name-2"]')?.textContent?.includes(name),
        first.fighter1.name,
        WAIT,
      );

      const list = await ctx.newPage({ width: 1280, height: 900 });
      await list.goto(
        `${ctx.baseUrl}/tournament/${ring.tournament.idString}/applications/${ring.nomination._id}`,
      );
      const row = list.locator('tr').filter({ hasText: first.fighter1.name });
      await expectText(
        list,
        'body',
        /Black card/,
        'the participants list marks the fighter with the black card',
      );
      assert.match(await row.first().innerText(), /black card/i, 'the mark is on the carded fighter');
      await ctx.screenshot(list, 'black-card-participants-1280-en');
      const phone = await ctx.newPage({ width: 390, height: 900 });
      await phone.goto(list.url());
      await phone.evaluate(() => localStorage.setItem('language', 'ru'));
      await phone.reload();
      await expectText(phone, 'body', /Чёрная карточка/, 'the Russian mark');
      await ctx.screenshot(phone, 'black-card-participants-390-ru');

      // One of the carded fighter's later fights, as its log tells it: decided by the platform, after the card.
      const carded = first.fighter1._id;
      const later = ring.fights.find(
        (f) => f._id !== first._id && (f.fighter1._id === carded || f.fighter2._id === carded),
      );
      const log = await ctx.newPage({ width: 1280, height: 900 });
      await signIn(
        log,
        ctx.baseUrl,
        'organizer@demo.hema',
        'demo-password',
        `/organizer/tournaments/${ring.tournament._id}/nominations/${ring.nomination._id}/pools/${later.poolId}/fights/${later._id}`,
      );
      await expectText(log, 'body', /Decided by the platform/, 'the later fight decided by the platform');
      await ctx.screenshot(log, 'black-card-later-fight-log-1280-en');
      assertNoConsoleErrors(judge);
      assertNoConsoleErrors(list);
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
