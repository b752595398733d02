import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';
import { WAIT, api, buildJudgeRing, expectText } from './judge-setup.mjs';
import { signInByApi } from './live-setup.mjs';

/**
 * Several judges per ring (issue 33, acceptance 1 and 2). Setup goes through the API (the category with a majority
 * panel of three, three judge accounts added to the ring, the fight started): building a tournament and adding ring
 * judges by clicks is what categories-rings.e2e and ring-judges.e2e already cover, and the acceptance is about the
 * scoring. From there on everything is keyboard and clicks: each judge opens the panel in a browser of their own and
 * picks a seat, the organizer sits as director, judges call by keys, the director overrules by clicks, and the
 * spectator's category page and the fight's log are read as drawn.
 */

const PANEL_RULES = { panel: { mode: 'majority', judges: 3, windowMs: 1500 } };

async function buildPanelRing(baseUrl) {
  const ring = await buildJudgeRing(baseUrl, { rules: PANEL_RULES });
  const { token } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const tag = Date.now().toString(36);
  const judges = [];
  for (const name of ['Ada', 'Ben', 'Cid']) {
    const email = `${name.toLowerCase()}.${tag}@example.org`;
    const password = 'long-enough-password';
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: name,
        lastName: `Panel${tag}`,
        email,
        password,
        passwordConfirm: password,
      }),
    });
    assert.ok(registered.ok, `register ${name}: ${registered.status}`);
    const user = await registered.json();
    await api(baseUrl, token, 'POST', `/areas/${ring.area._id}/judges`, {
      userId: user._id ?? user.user?._id,
    });
    judges.push({ email, password, name });
  }
  const [first] = ring.fights;
  await api(baseUrl, token, 'POST', `/fights/${first._id}/commands`, {
    commandId: `start-${tag}`,
    event: { type: 'START', at: Date.now() },
  });
  return { ...ring, judges, first };
}

/** A judge (or the director) signs in through the form, opens the ring's panel and clicks their seat. */
async function sit(ctx, ring, person, seatLabel, { width = 390, language = 'en' } = {}) {
  const path = `/organizer/tournaments/${ring.tournament._id}/area-panel/${ring.area._id}`;
  const page = await ctx.newPage({ width, height: 860 });
  await signIn(page, ctx.baseUrl, person.email, person.password, path);
  await page.waitForURL(`${ctx.baseUrl}${path}`, WAIT);
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
  }
  await page.getByRole('button', { name: seatLabel, exact: true }).click();
  await page.getByRole('heading', { name: seatLabel }).waitFor(WAIT);
  return page;
}

/** The spectator's category page: the fight's score as drawn. */
async function spectate(ctx, ring) {
  const page = await ctx.newPage({ width: 1280, height: 900 });
  await page.goto(`${ctx.baseUrl}/tournament/${ring.tournament.idString}/nomination/${ring.nomination._id}`);
  const row = `[data-testid="stage-fight"][data-fight-id="${ring.first._id}"] [data-testid="fight-score"]`;
  await page.locator(row).waitFor(WAIT);
  return { page, score: (text, step) => expectText(page, row, text, `spectator: ${step}`) };
}

/** The organizer's page of the fight: its event log and the panel's record. */
async function fightLog(ctx, ring) {
  const page = await ctx.newPage({ width: 1280, height: 900 });
  const stages = await api(ctx.baseUrl, null, 'GET', `/nominations/${ring.nomination._id}/stages`);
  const pool = stages.items[0].pools[0];
  const path = `/organizer/tournaments/${ring.tournament._id}/nominations/${ring.nomination._id}/pools/${pool._id}/fights/${ring.first._id}`;
  await signIn(page, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', path);
  await page.getByRole('table', { name: 'Exchanges and the judges’ calls' }).waitFor(WAIT);
  return page;
}

const organizer = { email: 'organizer@demo.hema', password: 'demo-password' };

export const tests = [
  {
    name: 'three judges and a director score by a majority: a lone call never reaches the spectator, the director overrules, the log shows every call',
    async run(ctx) {
      const ring = await buildPanelRing(ctx.baseUrl);
      const judges = [];
      for (const [i, judge] of ring.judges.entries())
        judges.push(await sit(ctx, ring, judge, `Judge ${i + 1}`));
      const director = await sit(ctx, ring, organizer, 'Director', { width: 1280 });
      const spectator = await spectate(ctx, ring);
      const calls = async (keys) => {
        for (const [i, key] of keys.entries()) await judges[i].keyboard.press(key);
      };
      const sent = async () => {
        for (const judge of judges)
          await expectText(judge, '[data-testid="panel-pending"]', /^0 /, 'all sent');
      };

      // Three judges agree on a point for the left: it stands.
      await calls(['q', 'q', 'q']);
      await ctx.screenshot(judges[0], 'panel-judge-390-en');
      await sent();
      await spectator.score('1 : 0', 'majority of three');
      await expectText(director, '[data-testid="director-score"]', '1 : 0', 'director sees the score');

      // One judge alone calls three points for the left; the others saw no exchange: the score stays.
      await calls(['e', 'n', 'n']);
      await sent();
      await director.getByText('No exchange — majority').waitFor(WAIT);
      await spectator.score('1 : 0', 'a lone call');

      // Two judges call one point for the right, the third two: one point stands, then the director overrules.
      await calls(['i', 'i', 'o']);
      await sent();
      await spectator.score('1 : 1', 'right by majority');
      const rows = director.getByTestId('panel-exchange');
      await rows.nth(2).waitFor(WAIT);
      const last = rows.nth(2);
      await last.getByLabel('Overrule with…').click();
      await director.getByRole('option', { name: `Clean hit 2 for ${ring.first.fighter2.name}` }).click();
      await last.getByRole('button', { name: 'Overrule' }).click();
      await spectator.score('1 : 2', 'overruled to two for the right');
      await last.getByText(/overruled by/).waitFor(WAIT);
      await ctx.screenshot(director, 'panel-director-1280-en');

      const log = await fightLog(ctx, ring);
      assert.equal(await log.getByTestId('panel-exchange').count(), 3, 'three exchanges in the log');
      assert.equal(await log.getByTestId('panel-call').count(), 9, "each judge's call in the log");
      await ctx.screenshot(log, 'panel-fight-log-1280-en');

      for (const page of [...judges, director]) assertNoConsoleErrors(page);

      // The same seats in Russian.
      for (const [page, heading, name] of [
        [judges[0], 'Судья 1', 'panel-judge-390-ru'],
        [director, 'Рефери', 'panel-director-1280-ru'],
      ]) {
        await page.evaluate(() => localStorage.setItem('language', 'ru'));
        await page.reload();
        await page.getByRole('heading', { name: heading }).waitFor(WAIT);
        await ctx.screenshot(page, name);
      }
      await director.getByTestId('panel-exchange').first().waitFor(WAIT);
      await ctx.screenshot(director, 'panel-director-1280-ru');
    },
  },
  {
    name: 'a judge offline keeps calling; back online, every call arrives exactly once',
    async run(ctx) {
      const ring = await buildPanelRing(ctx.baseUrl);
      const judges = [];
      for (const [i, judge] of ring.judges.entries())
        judges.push(await sit(ctx, ring, judge, `Judge ${i + 1}`));
      const spectator = await spectate(ctx, ring);
      await judges[2].context().setOffline(true);
      const round = ['q', 'i', 'w'];
      const expected = ['1 : 0', '1 : 1', '3 : 1'];
      for (const [n, key] of round.entries()) {
        for (const judge of judges) await judge.keyboard.press(key);
        await spectator.score(expected[n], `exchange ${n + 1} by the two online judges`);
      }
      await expectText(judges[2], '[data-testid="panel-pending"]', /^3 /, 'three calls wait offline');
      await judges[2].context().setOffline(false);
      await expectText(judges[2], '[data-testid="panel-pending"]', /^0 /, 'all delivered');
      await spectator.score('3 : 1', 'late calls change nothing');
      const log = await fightLog(ctx, ring);
      await expectText(log, 'body', /arrived late/, 'late calls marked');
      assert.equal(await log.getByTestId('panel-call').count(), 9, 'nine calls, each once');
    },
  },
  {
    name: "the category form's judging panel fields at 1280 and 390 px, in English and Russian",
    async run(ctx) {
      const ring = await buildJudgeRing(ctx.baseUrl, { rules: PANEL_RULES });
      const path = `/organizer/tournaments/${ring.tournament._id}/nominations/${ring.nomination._id}/settings`;
      for (const width of [1280, 390]) {
        const page = await ctx.newPage({ width, height: 900 });
        await signIn(page, ctx.baseUrl, organizer.email, organizer.password, path);
        for (const [language, legend, mode, label] of [
          ['en', 'Judging panel', 'Panel: a majority of judges', 'Who scores'],
          ['ru', 'Судейская бригада', 'Бригада: большинство судей', 'Кто ведёт счёт'],
        ]) {
          if (language !== 'en') {
            await page.evaluate((lang) => localStorage.setItem('language', lang), language);
            await page.reload();
          }
          const fieldset = page.getByRole('group', { name: legend });
          await fieldset.waitFor(WAIT);
          await fieldset.scrollIntoViewIfNeeded();
          assert.equal(
            await fieldset.getByLabel(label, { exact: true }).inputValue(),
            mode,
            'the stored rule shows',
          );
          await ctx.screenshot(page, `panel-category-form-${width}-${language}`);
        }
      }
    },
  },
];

describeFile(import.meta.url, tests);
