import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors } from './e2e-helpers.mjs';
import { WAIT, buildJudgeRing, expectText, openConsole } from './judge-setup.mjs';

/**
 * By clicks and keys only: a visitor sees the demo's pool tables with places and the reason
 * for each place, the category's Standings and Statistics tabs filled; and a Standings tab left open fills in by
 * itself when the judge finishes a fight at the ring (pushed over the live connection, no reload).
 */

export const tests = [
  {
    name: 'a visitor sees the pool tables with places and the Standings and Statistics tabs of the demo filled',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/tournament/demo-open/categories`);
      await acceptCookies(page);
      await page.getByRole('link', { name: 'Longsword Open' }).first().click();
      await page.getByRole('tab', { name: 'Pools 1' }).waitFor(WAIT);

      // Both pools of the demo have scored fights: each shows its table, best first, with why.
      const tables = page.getByTestId('pool-table');
      await tables.nth(1).waitFor(WAIT);
      assert.equal(await tables.count(), 2, 'a table for each pool');
      const places = await tables.first().getByTestId('standings-place').allTextContents();
      assert.equal(places[0], '1', 'the pool table starts at first place');
      assert.ok(places.length >= 4, `places shown: ${places}`);
      await expectText(
        page,
        '[data-testid="standings-why"]',
        /^Above .+: (more|a higher|fewer) .+ \(\d+ vs \d+\)$/,
      );
      await expectText(page, '[data-testid="ranking-note"]', /^Ranked by Match points: match points, wins/);
      await screenshot(page, 'standings-pool-tables-1280-en');

      await page.getByRole('link', { name: 'Standings', exact: true }).click();
      await page.getByRole('heading', { name: 'Standings' }).waitFor(WAIT);
      const rows = page.getByTestId('standings-row');
      await rows.first().waitFor(WAIT);
      assert.ok((await rows.count()) >= 8, 'every fighter of the category is ranked');
      assert.equal(await page.getByTestId('standings-place').first().textContent(), '1');
      await screenshot(page, 'standings-category-1280-en');

      await page.getByRole('link', { name: 'Statistics', exact: true }).click();
      await page.getByTestId('category-figures').waitFor(WAIT);
      await expectText(page, '[data-testid="category-figures"] > div:first-child', /^Fights\s*[1-9]\d*$/);
      await page.getByTestId('fighter-figures').waitFor(WAIT);
      await screenshot(page, 'standings-statistics-1280-en');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the Standings tab fills in by itself when the judge finishes a fight',
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl);
      const [first] = ring.fights;
      const viewer = await ctx.newPage();
      await viewer.goto(`${ctx.baseUrl}/tournament/${ring.tournament.idString}`);
      await acceptCookies(viewer);
      await viewer.getByRole('link', { name: 'Categories', exact: true }).click();
      await viewer.getByRole('link', { name: 'Longsword open' }).first().click();
      await viewer.getByRole('link', { name: 'Standings', exact: true }).click();
      await viewer.getByText('No results yet').waitFor(WAIT);

      const judge = await openConsole(ctx, ring);
      await judge.keyboard.press('Space');
      await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="score-1"]', '1', 'a point for the left fighter');
      await judge.keyboard.press('o');
      await judge.getByTestId('finish-winner').waitFor(WAIT);
      await judge.keyboard.press('Enter');
      await expectText(judge, '[data-testid="previous-fight"]', /wins/, 'the fight is over');

      // No reload: the result comes over the live connection and the table is fetched again.
      await viewer.getByTestId('standings-row').first().waitFor(WAIT);
      await expectText(viewer, '[data-testid="standings-row"] a', first.fighter1.name, 'the winner on top');
      await expectText(viewer, '[data-testid="standings-why"]', /^Above /, 'why the winner is first');
      await ctx.screenshot(viewer, 'standings-live-1280-en');
      assertNoConsoleErrors(viewer);
      assertNoConsoleErrors(judge);
    },
  },
];

describeFile(import.meta.url, tests);
