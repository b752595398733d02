import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors } from './e2e-helpers.mjs';
import { WAIT, buildJudgeRing, expectText, openConsole, pressAsLayout } from './judge-setup.mjs';

/**
 * The judge console as a judge at a real event needs it: time-up, keyboards of other layouts, commands that
 * cannot jam the ring, and bracket bouts that need a winner. Clicks and key presses only.
 */

/** Answers every command the polling console posts with the server's "could not take it". */
async function failCommands(page) {
  await page.route('**/api/fights/*/commands', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        code: 'server/error',
        message: 'The server could not take the command',
      }),
    }),
  );
}

export const tests = [
  {
    name: 'a count-down fight runs to time-up: the clock stops at 0:00, says so, and +5 s gives that time back',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { rules: { durationMs: 3_000 } });
      const [first, second] = ring.fights;
      const judge = await openConsole(ctx, ring);
      await expectText(judge, '[data-testid="judge-clock"]', '0:03', 'clock before the start');

      await judge.keyboard.press('Space');
      await judge.getByTestId('time-up').waitFor(WAIT);
      await expectText(judge, '[data-testid="judge-clock"]', '0:00', 'clock at time-up');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'the judge keeps control');
      await ctx.screenshot(judge, 'judge-time-up-1280-en');

      // Paused first, so the clock after +5 s reads the same however slow the machine is (a running clock would be
      // spending the seconds while the test looks): 0:03, as a count-down never holds more than its fight time.
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /paused/i, 'paused at time-up');
      await judge.keyboard.press('5');
      await judge.getByTestId('time-up').waitFor({ state: 'detached', ...WAIT });
      await expectText(judge, '[data-testid="judge-clock"]', '0:03', 'clock after +5 s');
      await judge.keyboard.press('Space');
      await judge.getByTestId('time-up').waitFor(WAIT); // and it runs out again
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /paused/i, 'paused after time-up');

      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'a point after time-up');
      await judge.keyboard.press('o');
      await expectText(judge, '[data-testid="finish-winner"]', first.fighter1.name, 'the winner to confirm');
      await expectText(judge, '[data-testid="finish-record"]', /1:0 · over time/, 'the result to confirm');
      await ctx.screenshot(judge, 'judge-confirm-finish-1280-en');
      await judge.keyboard.press('Enter');

      // The console moves on to the ring's next fight, says how the previous one ended, and offers no Start for it.
      await expectText(judge, '[data-testid="fighter-name-1"]', second.fighter1.name, 'next fight');
      await expectText(
        judge,
        '[data-testid="previous-fight"]',
        /wins · 1:0 · over time/,
        'previous fight line',
      );
      await judge.getByTestId('queue-row').first().getByRole('button').click();
      assert.equal(
        await judge.getByRole('button', { name: /^start/i }).count(),
        0,
        'no Start on a finished fight',
      );
      assertNoConsoleErrors(judge);
    },
  },
  {
    name: 'the console takes the key presses of a German and a Russian keyboard',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');

      // German QWERTZ: the key at ] types +, the key at " types ä, Y sits where QWERTY has Z; AltGr+9 types ].
      await pressAsLayout(judge, [
        ['+', 'BracketRight'],
        ['+', 'BracketRight'],
        ['ä', 'Quote'],
        ['y', 'KeyZ'],
        [']', 'Digit9', { ctrlKey: true, altKey: true }],
      ]);
      await expectText(judge, '[data-testid="score-2"]', '1', 'German: right score');
      await expectText(judge, '[data-testid="doubles"]', '1', 'German: double hit');

      // Russian ЙЦУКЕН: Й is Q, Ф is A, Ъ is ], Р is H.
      await pressAsLayout(judge, [
        ['й', 'KeyQ'],
        ['й', 'KeyQ'],
        ['ф', 'KeyA'],
        ['ъ', 'BracketRight'],
        ['р', 'KeyH'],
      ]);
      await expectText(judge, '[data-testid="score-1"]', '1', 'Russian: left score');
      await expectText(judge, '[data-testid="score-2"]', '2', 'Russian: right score');
      await expectText(judge, '[data-testid="doubles"]', '0', 'Russian: double taken back');
      assertNoConsoleErrors(judge);
    },
  },
  {
    name: 'a refused command is listed and dismissed; a jammed one is held, shown and discarded, and the ring goes on',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      await judge.keyboard.press('a'); // nothing to take back: the fight refuses it for good
      await expectText(judge, '[data-testid="refused-command"]', /Nothing to remove/, 'refusal listed');
      await judge.getByTestId('refused-command').getByRole('button', { name: 'Discard' }).click();
      await judge.getByTestId('refusal').waitFor({ state: 'detached', ...WAIT });
      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'the next press goes through');

      const polling = await openConsole(ctx, ring, { polling: true });
      await expectText(polling, '[data-testid="score-1"]', '1', 'the polling console sees the fight');
      await failCommands(polling);
      await polling.keyboard.press('q');
      await polling.keyboard.press(']');
      await polling.getByTestId('held-command').waitFor(WAIT);
      await expectText(polling, '[data-testid="held-command"]', /could not be sent/, 'held command shown');
      await expectText(
        polling,
        '[data-testid="held-command"]',
        /1 later command of this fight waits/,
        'queue',
      );
      await ctx.screenshot(polling, 'judge-held-command-1280-en');

      await polling.unroute('**/api/fights/*/commands');
      await polling.getByTestId('held-command').getByRole('button', { name: 'Discard' }).click();
      await polling.getByTestId('held-command').waitFor({ state: 'detached', ...WAIT });
      await expectText(
        polling,
        '[data-testid="pending-commands"]',
        /all commands sent/i,
        'the queue went on',
      );
      await expectText(polling, '[data-testid="score-1"]', '1', 'the discarded point was never applied');
      await expectText(polling, '[data-testid="score-2"]', '1', 'the press behind it was');
      assertNoConsoleErrors(judge);
    },
  },
  {
    name: 'an elimination bout cannot be closed as a draw',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { stage: 'ELIMINATION' });
      const judge = await openConsole(ctx, ring);
      await judge.getByTestId('winner-required').waitFor(WAIT);
      await judge.keyboard.press('Space');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'started');
      await judge.keyboard.press('o');
      await expectText(judge, '[data-testid="finish-refused"]', /needs a winner/, 'the draw is explained');
      assert.equal(await judge.getByRole('button', { name: 'Confirm' }).count(), 0, 'nothing to confirm');
      await ctx.screenshot(judge, 'judge-winner-required-1280-en');
      await judge.keyboard.press('Enter');
      await judge.keyboard.press('Escape');
      await judge.keyboard.press('q');
      await judge.keyboard.press('o');
      await expectText(judge, '[data-testid="finish-record"]', /1:0 · over time/, 'a leader can finish');
      await judge.keyboard.press('Escape');
      await expectText(judge, '[data-testid="fight-status"]', /running/i, 'still running');
      assertNoConsoleErrors(judge);
    },
  },
  {
    name: 'the console reads well in Russian on a phone and in English on a phone',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { rules: { durationMs: 2_000 } });
      const phone = await openConsole(ctx, ring, { language: 'ru', width: 390 });
      await expectText(
        phone,
        '[data-testid="fight-place"]',
        /Longsword open.*Пулы.*Пул 1/,
        'category and stage',
      );
      await phone.keyboard.press('Space');
      await phone.getByTestId('time-up').waitFor(WAIT);
      await expectText(phone, '[data-testid="time-up"]', 'Время вышло', 'time-up in Russian');
      await ctx.screenshot(phone, 'judge-time-up-390-ru');
      await phone.keyboard.press('q');
      await phone.keyboard.press('p');
      await phone.getByTestId('finish-record').waitFor(WAIT);
      await ctx.screenshot(phone, 'judge-confirm-finish-390-ru');
      await phone.keyboard.press('Escape');

      const english = await openConsole(ctx, ring, { width: 390 });
      await ctx.screenshot(english, 'judge-console-390-en');
      const wide = await openConsole(ctx, ring, { language: 'ru' });
      await ctx.screenshot(wide, 'judge-console-1280-ru');
      assertNoConsoleErrors(phone);
    },
  },
];

describeFile(import.meta.url, tests);
