import { acceptCookies, assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';
import { WAIT, expectText, openConsole } from './judge-setup.mjs';
import { signInByApi } from './live-setup.mjs';

/**
 * Issue 16, team categories: the organizer adds a team in the browser (name, line-up picked by typing), a pool pairs
 * the teams, and the judge scores relay bouts from the keyboard while spectators and the caption follow the team
 * score carried from bout to bout. The tournament around it is built through the API, as an organizer would.
 */

async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Authorization: token,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Picks `option` in the async select labelled `label` after typing `text` (it searches 1 s after typing stops). */
async function pick(scope, page, label, text, option) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click(WAIT);
}

export const tests = [
  {
    name: 'a team category: the organizer adds a team, the judge scores relay bouts, spectators and the caption follow the team score',
    async run(ctx) {
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const { token } = await signInByApi(ctx.baseUrl, 'organizer@demo.hema');
      const call = (method, path, body) => api(ctx.baseUrl, token, method, path, body);
      const today = new Date().toISOString().slice(0, 10);
      const tournament = await call('POST', '/tournaments', {
        title: `Relay Cup ${suffix}`,
        idString: `relay-cup-${suffix}`,
        dateStart: today,
        dateEnd: today,
      });
      await call('POST', `/tournaments/${tournament._id}/status`, { action: 'openForViewing' });
      const nomination = await call('POST', `/tournaments/${tournament._id}/nominations`, {
        title: 'Team longsword',
        idString: `teams-${suffix}`,
        isTeam: true,
        teamMembers: 3,
        scoringPlacement: 'TEAM',
        rules: { team: { isTeam: true, teamScoreLimit: 5 } },
      });
      await call('POST', `/tournaments/${tournament._id}/status`, { action: 'start' });
      await call('POST', `/nominations/${nomination._id}/teams`, {
        name: 'Riga Ravens',
        newMembers: ['Anna', 'Janis', 'Liga'].map((firstName) => ({
          firstName,
          lastName: `Berzina${suffix}`,
        })),
      });

      // The organizer adds the second team in the browser: a name and three fencers found by typing.
      const organizer = await ctx.newPage({ width: 1280, height: 900 });
      const requests = `/organizer/tournaments/${tournament._id}/nominations/${nomination._id}/requests`;
      await signIn(organizer, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', requests);
      await organizer.waitForURL(`${ctx.baseUrl}${requests}`, WAIT);
      await acceptCookies(organizer);
      await organizer.getByRole('button', { name: 'Add team' }).click();
      const dialog = organizer.getByRole('dialog');
      await dialog.getByLabel('Team name').fill('Helsinki Herons');
      await pick(dialog, organizer, 'Fencer 1', 'Mikko', 'Mikko Laine');
      await pick(dialog, organizer, 'Fencer 2', 'Aino', 'Aino Virtanen');
      await pick(dialog, organizer, 'Fencer 3', 'Erik', 'Erik Lindqvist');
      await dialog.getByRole('button', { name: 'Add team' }).click();
      const teams = organizer.getByRole('table', { name: 'Teams' });
      await teams.locator('tbody tr', { hasText: 'Helsinki Herons' }).waitFor(WAIT);
      assert.match(await teams.innerText(), /Mikko Laine, Aino Virtanen, Erik Lindqvist/);
      await ctx.screenshot(organizer, 'teams-requests-1280-en');

      // A pool pairs the two teams; their match goes on the ring as its nine bouts.
      const stage = await call('POST', `/nominations/${nomination._id}/stages`, {
        type: 'POOL',
        settings: { poolsCount: 1 },
      });
      const generated = await call('POST', `/stages/${stage._id}/generate`);
      const match = generated.stage.pools[0].fights[0];
      const area = await call('POST', `/tournaments/${tournament._id}/areas`, { title: 'Relay ring' });
      await call('PUT', `/areas/${area._id}/fights`, { fightIds: [match._id] });

      // Bout 1 ends by itself when a team reaches 5; bout 2 ends on time and carries 5:2 into bout 3.
      const judge = await openConsole(ctx, { tournament, area });
      await expectText(judge, '[data-testid="relay-bout"]', /Bout 1 of 9 · to 5/, 'first bout');
      await judge.keyboard.press('Space');
      for (let i = 0; i < 5; i++) await judge.keyboard.press('q');
      await expectText(judge, '[data-testid="relay-bout"]', /Bout 2 of 9 · to 10/, 'second bout');
      await expectText(judge, '[data-testid="relay-total"]', '5:0', 'team score after bout 1');
      await judge.keyboard.press('Space');
      await judge.keyboard.press(']');
      await judge.keyboard.press(']');
      await expectText(judge, '[data-testid="relay-total"]', '5:2', 'team score during bout 2');
      await judge.keyboard.press('o');
      await judge.getByTestId('finish-record').waitFor(WAIT);
      await judge.keyboard.press('Enter');
      await expectText(judge, '[data-testid="relay-bout"]', /Bout 3 of 9 · to 15/, 'third bout');
      await expectText(judge, '[data-testid="relay-total"]', '5:2', 'carried into bout 3');
      await ctx.screenshot(judge, 'teams-judge-1280-en');

      // Spectators see the ring's current bout with both teams and the carried score; so does the caption.
      const spectator = await ctx.newPage({ width: 390, height: 900 });
      await spectator.goto(`${ctx.baseUrl}/tournament/${tournament.idString}`);
      await acceptCookies(spectator);
      await expectText(spectator, '[data-testid="relay-total"]', '5:2', 'spectators');
      const caption = await ctx.newPage({ width: 1280, height: 720 });
      await caption.goto(`${ctx.baseUrl}/tournament/${tournament._id}/area-stream-caption/${area._id}`);
      await expectText(caption, '[data-testid="caption-team-1"]', /· 5$/, 'caption team score');
      await judge.keyboard.press('Space');
      await judge.keyboard.press('q');
      await expectText(spectator, '[data-testid="relay-total"]', '6:2', 'spectators follow the bout');
      await expectText(caption, '[data-testid="caption-team-1"]', /· 6$/, 'caption follows the bout');

      const relay = await call('GET', `/fights/${match._id}/bouts`);
      assert.deepEqual(
        relay.bouts.slice(0, 2).map((b) => [b.score1, b.score2, b.status]),
        [
          [5, 0, 'finished'],
          [0, 2, 'finished'],
        ],
      );
      assert.deepEqual([relay.match.score1, relay.match.score2, relay.match.status], [5, 2, 'running']);
      for (const page of [organizer, judge, spectator]) assertNoConsoleErrors(page);
    },
  },
];
