import { describeFile } from './suite.mjs';
/**
 * Predictions and achievements, as people do them: a fighter picks the winner of a fight on /predictions, the judge
 * scores it on the console, and the pick resolves and the tournament's leaderboard moves on the fighter's screen
 * without a reload; an admin defines an achievement and sees who was awarded it.
 */
import { assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';
import { buildJudgeRing, openConsole, WAIT } from './judge-setup.mjs';
import { signInByApi } from './live-setup.mjs';

export const tests = [
  {
    name: 'a fighter predicts a fight, the judge scores it, the pick resolves live and the leaderboard moves; an admin defines an achievement and sees it awarded',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const fight = ring.fights[0];
      const fan = await ctx.newPage({ width: 1280, height: 900 });
      await signIn(fan, ctx.baseUrl, 'fighter@demo.hema', 'demo-password', '/predictions');
      await fan.waitForURL(`${ctx.baseUrl}/predictions`, WAIT);
      // The page opens on one tournament; with several online the fan picks this one.
      await fan.getByTestId('predict-tournament').waitFor(WAIT);
      const picker = fan.getByRole('combobox', { name: 'Tournament' });
      if ((await picker.count()) > 0) {
        await picker.click();
        await fan.getByRole('option', { name: ring.tournament.title, exact: false }).click();
      }

      const pick = fan.locator(`[data-testid="predict-fight"][data-fight-id="${fight._id}"]`);
      await pick.waitFor(WAIT);
      const winner = pick.getByRole('button', { name: `Predict that ${fight.fighter1.name} wins` });
      await winner.click();
      await fan.waitForFunction(
        (id) =>
          document.querySelector(
            `[data-testid="predict-fight"][data-fight-id="${id}"] button[aria-pressed="true"]`,
          )?.textContent?.length > 0,
        fight._id,
        WAIT,
      );
      const board = fan
        .getByTestId('predict-tournament')
        .filter({ hasText: ring.tournament.title })
        .getByTestId('prediction-leaderboard');
      const myLine = board.locator('[data-testid="leaderboard-line"][data-username="fedor.fighter"]');
      await myLine.waitFor(WAIT);
      assert.equal((await myLine.getByTestId('leaderboard-points').textContent()).trim(), '0');
      await ctx.screenshot(fan, 'predictions-picked-1280-en');

      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      // Started: the fighter's screen locks the pick at once (the fight leaves the open list).
      await pick.waitFor({ state: 'detached', ...WAIT });
      await judge.keyboard.press('q');
      await judge.keyboard.press('o');
      await judge.getByTestId('finish-winner').waitFor(WAIT);
      await judge.keyboard.press('Enter');

      // No reload: the result arrives over the live connection; the pick is right and the leaderboard moves.
      await fan
        .locator('[data-testid="user-prediction"] [data-testid="prediction-outcome"][data-outcome="correct"]')
        .first()
        .waitFor(WAIT);
      await fan.waitForFunction(
        () =>
          document
            .querySelector(
              '[data-testid="leaderboard-line"][data-username="fedor.fighter"] [data-testid="leaderboard-points"]',
            )
            ?.textContent?.trim() === '10',
        null,
        WAIT,
      );
      await ctx.screenshot(fan, 'predictions-resolved-1280-en');
      assertNoConsoleErrors(fan);

      // The organizer closes the tournament (setup through the API); its results now count for achievements.
      const { token } = await signInByApi(ctx.baseUrl, 'organizer@demo.hema');
      const finish = await fetch(`${ctx.baseUrl}/api/tournaments/${ring.tournament._id}/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({ action: 'finish' }),
      });
      assert.equal(finish.status, 200, await finish.text());

      const admin = await ctx.newPage({ width: 1280, height: 900 });
      await signIn(admin, ctx.baseUrl, 'admin@demo.hema', 'demo-password', '/admin/achievements');
      await admin.waitForURL(`${ctx.baseUrl}/admin/achievements`, WAIT);
      await admin.getByRole('link', { name: 'New achievement' }).click();
      await admin.waitForURL(`${ctx.baseUrl}/admin/achievements/new`, WAIT);
      await admin.getByRole('button', { name: 'Create achievement' }).waitFor(WAIT);
      const title = `First blood ${Date.now().toString(36)}`;
      await admin.getByLabel('Title').fill(title);
      await admin.getByLabel('Description').fill('Won a fight in a finished tournament.');
      await admin.getByLabel('Rule').click();
      await admin.getByRole('option', { name: 'Wins', exact: true }).click();
      await admin.getByLabel('Number of wins').fill('1');
      await admin.getByRole('button', { name: 'Create achievement' }).click();
      // The awards are given by the background job after the definition; the page says so and follows the job.
      await admin.getByTestId('achievement-holders').waitFor(WAIT);
      await admin.getByTestId('achievement-awarded').waitFor(WAIT);
      // Once given, the page asks for the definition again: the count of holders moves from 0.
      await admin.waitForFunction(
        () => Number(document.querySelector('[data-testid="achievement-holders"]')?.textContent) > 0,
        null,
        WAIT,
      );
      await admin.getByRole('link', { name: 'See who holds it' }).click();
      await admin.waitForURL(`${ctx.baseUrl}/achievements/permanent`, WAIT);
      const card = admin.getByTestId('achievement').filter({ hasText: title });
      await card.getByTestId('achievement-holder').first().waitFor(WAIT);
      const showAll = card.getByRole('button', { name: /^Show all/ });
      if (await showAll.count()) await showAll.click();
      await card.getByTestId('achievement-holder').filter({ hasText: fight.fighter1.name }).waitFor(WAIT);
      await ctx.screenshot(admin, 'achievement-awarded-1280-en');
      assertNoConsoleErrors(admin);
    },
  },
];

describeFile(import.meta.url, tests);
