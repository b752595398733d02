import { describeFile } from './suite.mjs';
/**
 * Following (issue 32 item 4), as a person does it: a fighter follows a club from its page, finds it on
 * /my/following through the user menu, makes a group of fighters, adds a fighter to it and removes him again
 * (confirmed), and unfollows the club; then, with the club's fighters on two rings, the club page follows the
 * rings live as fights finish (the judge's commands are sent through the API: the judge is not under test here).
 */
import { acceptCookies, assert, assertNoConsoleErrors, signIn, WAIT } from './e2e-helpers.mjs';
import { api } from './judge-setup.mjs';
import { signInByApi } from './live-setup.mjs';

const CLUB = 'Tallinn Sword Guild';
const MEMBER = 'Oskar Organizer';

/** A started one-day tournament: four of the club's fighters in one pool, its bouts alternating over two rings. */
async function clubOnTwoRings(baseUrl) {
  const { token } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const call = (method, path, body) => api(baseUrl, token, method, path, body);
  const suffix = Date.now().toString(36);
  const clubs = await call('GET', `/clubs?perPage=0`);
  const club = clubs.items.find((c) => c.title === CLUB);
  const members = (await call('GET', `/users?perPage=0&filter=${encodeURIComponent(`club:${club._id}`)}`))
    .items;
  const today = new Date().toISOString().slice(0, 10);
  const tournament = await call('POST', '/tournaments', {
    title: `Guild Cup ${suffix}`,
    idString: `guild-cup-${suffix}`,
    dateStart: today,
    dateEnd: today,
  });
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'openForViewing' });
  const nomination = await call('POST', `/tournaments/${tournament._id}/nominations`, {
    title: 'Longsword',
    idString: `ls-${suffix}`,
  });
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'start' });
  for (const fighter of members.slice(0, 4))
    await call('POST', `/nominations/${nomination._id}/participants`, { userId: fighter._id });
  const stage = await call('POST', `/nominations/${nomination._id}/stages`, {
    type: 'POOL',
    settings: { poolsCount: 1 },
  });
  await call('POST', `/stages/${stage._id}/generate`);
  const stages = await call('GET', `/nominations/${nomination._id}/stages`);
  const fights = [...stages.items[0].pools[0].fights].sort((a, b) => a.index - b.index).map((f) => f._id);
  const rings = {};
  for (const [title, ids] of [
    ['Ring A', fights.filter((_, i) => i % 2 === 0)],
    ['Ring B', fights.filter((_, i) => i % 2 === 1)],
  ]) {
    const area = await call('POST', `/tournaments/${tournament._id}/areas`, { title });
    await call('PUT', `/areas/${area._id}/fights`, { fightIds: ids });
    rings[title] = ids;
  }
  /** Starts, scores and finishes a fight as its judge would. */
  const fight = async (id) => {
    for (const event of [
      { type: 'START' },
      { type: 'SCORE', side: 1, delta: 1 },
      { type: 'FINISH', reason: 'byPoints' },
    ]) {
      const { version } = await call('GET', `/fights/${id}/state`);
      await call('POST', `/fights/${id}/commands`, {
        commandId: `follow-${Math.random().toString(36).slice(2, 12)}`,
        expectedVersion: version,
        event: { ...event, at: Date.now() },
      });
    }
  };
  return { rings, fight };
}

export const tests = [
  {
    name: 'a fighter follows a club from its page, sees it on /my/following, makes a group and adds and removes a member',
    async run(ctx) {
      const page = await ctx.newPage({ width: 390, height: 844 });
      await signIn(page, ctx.baseUrl, 'fighter@demo.hema', 'demo-password', '/clubs');
      await page.waitForURL(`${ctx.baseUrl}/clubs`, WAIT);
      await acceptCookies(page);
      await page.getByRole('link', { name: CLUB, exact: true }).first().click();
      await page.getByRole('heading', { name: CLUB, level: 1 }).waitFor(WAIT);

      await page.getByRole('button', { name: `Follow ${CLUB}` }).click();
      const following = page.getByRole('button', { name: `Following ${CLUB}` });
      await following.waitFor(WAIT);
      assert.equal(await following.getAttribute('aria-pressed'), 'true');
      await ctx.screenshot(page, 'following-club-390-en');

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Following' }).click();
      await page.waitForURL(`${ctx.baseUrl}/my/following`, WAIT);
      await page.getByTestId('followed-clubs').getByRole('link', { name: CLUB }).waitFor(WAIT);

      await page.getByLabel('New group').fill('Juniors');
      await page.getByRole('button', { name: 'Create group' }).click();
      const group = page.locator('[data-testid="follow-group"][data-group="Juniors"]');
      await group.waitFor(WAIT);
      await group.getByRole('combobox', { name: /^Add a fighter/ }).fill('Oskar');
      await page.getByRole('option', { name: MEMBER }).click(WAIT);
      const member = group.getByRole('link', { name: MEMBER });
      await member.waitFor(WAIT);
      await ctx.screenshot(page, 'following-group-390-en');

      await group.getByRole('button', { name: `Remove ${MEMBER} from the group` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove from group' });
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await member.waitFor({ state: 'detached', ...WAIT });
      await group.getByText('No fighters in this group yet.').waitFor(WAIT);

      await page.getByRole('button', { name: `Unfollow ${CLUB}` }).click();
      await page
        .getByTestId('followed-clubs')
        .getByText(/You follow no club/)
        .waitFor(WAIT);
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'a fighter follows a club; as fights finish on two rings the club page moves on live, with new estimates',
    async run(ctx) {
      const { rings, fight } = await clubOnTwoRings(ctx.baseUrl);
      const page = await ctx.newPage({ width: 390, height: 844 });
      await signIn(page, ctx.baseUrl, 'fighter@demo.hema', 'demo-password', '/clubs');
      await page.waitForURL(`${ctx.baseUrl}/clubs`, WAIT);
      await acceptCookies(page);
      await page.getByRole('link', { name: CLUB, exact: true }).first().click();
      await page.getByRole('button', { name: `Follow ${CLUB}` }).click();
      await page.getByRole('button', { name: `Following ${CLUB}` }).waitFor(WAIT);

      const inSection = (section, id) => page.locator(`[data-testid="${section}"] [data-fight="${id}"]`);
      const [a0, a1] = rings['Ring A'];
      const [b0, b1] = rings['Ring B'];
      await inSection('members-now', a0).waitFor(WAIT);
      await inSection('members-now', b0).waitFor(WAIT);
      await inSection('members-on-deck', a1).waitFor(WAIT);
      const schedule = page.getByTestId('members-schedule');
      const before = await schedule.innerText();
      assert.match(before, /about (\S+ )?\d{1,2}:\d\d/);
      await ctx.screenshot(page, 'following-club-live-390-en');

      // Ring A's first fight finishes: without a reload it leaves the page and the next one is on the ring now.
      await fight(a0);
      await inSection('members-now', a1).waitFor(WAIT);
      await page
        .locator(`[data-fight="${a0}"]`)
        .first()
        .waitFor({ state: 'detached', ...WAIT });
      // Then Ring B's.
      await fight(b0);
      await inSection('members-now', b1).waitFor(WAIT);
      await page
        .locator(`[data-fight="${b0}"]`)
        .first()
        .waitFor({ state: 'detached', ...WAIT });
      const after = await schedule.innerText();
      assert.notEqual(after, before);
      assert.match(after, /about (\S+ )?\d{1,2}:\d\d/);
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
