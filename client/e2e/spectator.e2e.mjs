import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn, WAIT } from './e2e-helpers.mjs';
import { buildLiveTournament } from './live-setup.mjs';

/**
 * Spectators and captions show what the judge did (double hits, cards, a paused clock), in Russian as in
 * English, with pool and bracket titles translated on the client; fights that leave a ring or are deleted leave the
 * views that showed them. Viewers are driven by clicks and keys only; the organizer's changes that have no screen
 * yet (moving a fight to another ring, resetting a category) go through the API.
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

/** Waits until the element's text matches (trimmed, whitespace collapsed). */
async function expectText(page, selector, expected, label = selector) {
  try {
    await page.waitForFunction(
      ([sel, want]) => {
        const node = document.querySelector(sel);
        const text = node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
        return want instanceof RegExp ? want.test(text ?? '') : text === want;
      },
      [selector, expected],
      WAIT,
    );
  } catch (error) {
    const actual = await page.$eval(selector, (n) => n.textContent).catch(() => '(missing)');
    throw new Error(`${label}: expected ${expected}, saw ${JSON.stringify(actual)} on ${page.url()}`, {
      cause: error,
    });
  }
}

async function expectAttribute(page, selector, name, expected, label = selector) {
  try {
    await page.waitForFunction(
      ([sel, attr, want]) => document.querySelector(sel)?.getAttribute(attr) === want,
      [selector, name, expected],
      WAIT,
    );
  } catch (error) {
    const actual = await page
      .$eval(selector, (n, attr) => n.getAttribute(attr), name)
      .catch(() => '(missing)');
    throw new Error(`${label}: expected ${name}=${expected}, saw ${actual} on ${page.url()}`, {
      cause: error,
    });
  }
}

async function expectGone(page, selector, label = selector) {
  try {
    await page.waitForSelector(selector, { state: 'detached', ...WAIT });
  } catch (error) {
    throw new Error(`${label}: still shown on ${page.url()}`, { cause: error });
  }
}

/**
 * The page's cumulative layout shift so far (what Lighthouse counts as CLS), read from the browser's own
 * layout-shift entries.
 */
function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new window.PerformanceObserver((list, observer) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
          observer.disconnect();
          resolve(total);
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back, so answer after the buffered ones were delivered.
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** A page whose visitor comes from Russia: the app starts in Russian (spec §4). */
async function russianPage(newPage, size) {
  const page = await newPage(size);
  await page.route('**/api/geo/country', (route) => route.fulfill({ body: 'RU', contentType: 'text/plain' }));
  return page;
}

async function openJudge(ctx, tournament, area) {
  const path = `/organizer/tournaments/${tournament._id}/area-scores/${area._id}`;
  const judge = await ctx.newPage({ width: 1280, height: 900 });
  await signIn(judge, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', path);
  await judge.waitForURL(`${ctx.baseUrl}${path}`, WAIT);
  await judge.getByTestId('judge-console').waitFor(WAIT);
  return judge;
}

/** A second category of the tournament fought as a single-elimination bracket with a bronze fight. */
async function addBracketCategory(baseUrl, token, tournament, fighters) {
  const call = (method, path, body) => api(baseUrl, token, method, path, body);
  const nomination = await call('POST', `/tournaments/${tournament._id}/nominations`, {
    title: 'Сабля',
    idString: `sabre-${Date.now().toString(36)}`,
    colorLeft: 'red',
    colorRight: 'blue',
  });
  for (const fighter of fighters) {
    await call('POST', `/nominations/${nomination._id}/participants`, { userId: fighter._id });
  }
  const stage = await call('POST', `/nominations/${nomination._id}/stages`, {
    type: 'ELIMINATION',
    settings: { bronze: true },
  });
  await call('POST', `/stages/${stage._id}/generate`);
  return nomination;
}

export const tests = [
  {
    name: 'in Russian, the stages page and the caption show the pool translated, a double hit, a card and a pause',
    async run(ctx) {
      const { baseUrl, newPage, screenshot } = ctx;
      const { tournament, nomination, area, fights, token } = await buildLiveTournament(baseUrl);
      const [first] = fights;
      const judge = await openJudge(ctx, tournament, area);
      await expectText(judge, '[data-testid="fighter-name-1"]', first.fighter1.name, 'judge left fighter');

      const stagesPath = `/tournament/${tournament.idString}/nomination/${nomination._id}`;
      const spectator = await russianPage(newPage, { width: 1280, height: 900 });
      await spectator.goto(`${baseUrl}${stagesPath}`);
      const row = `[data-testid="stage-fight"][data-fight-id="${first._id}"]`;
      await spectator.locator(row).waitFor(WAIT);
      await expectText(spectator, '[data-testid="pool"] h2', 'Пул 1', 'pool title in Russian');
      await spectator.getByRole('tab', { name: 'Пулы 1' }).waitFor(WAIT);

      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(
        `${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}?lang=ru`,
      );
      await expectText(caption, '[data-testid="caption-name-1"]', first.fighter1.name, 'caption fighter');
      await expectAttribute(caption, '#caption', 'data-mode', 'next', 'caption before the start');
      await expectText(caption, '[data-testid="caption-status"]', 'Далее', 'caption says the fight is next');
      await expectText(caption, '[data-testid="caption-stage"]', /Пул 1$/, 'caption pool in Russian');
      await screenshot(caption, 'spectator-caption-next-ru');

      // The judge starts, gives a double hit and a yellow card to the left fighter.
      await judge.keyboard.press('Space');
      await expectAttribute(caption, '#caption', 'data-state', 'running', 'caption after the start');
      await judge.keyboard.press('y');
      await judge
        .getByTestId('fighter-panel-1')
        .getByRole('button', { name: /add: yellow cards/i })
        .click();

      await expectText(spectator, `${row} [data-testid="fight-doubles"]`, '1 обоюдный', 'spectator doubles');
      await expectAttribute(
        spectator,
        `${row} [data-testid="cards-1"]`,
        'data-yellow',
        '1',
        'spectator card',
      );
      await expectAttribute(
        spectator,
        `${row} [data-testid="cards-1"]`,
        'aria-label',
        '1 жёлтая карточка',
        'the card is named in Russian',
      );
      await expectText(caption, '[data-testid="caption-doubles"]', '1 обоюдный', 'caption doubles');
      await expectAttribute(caption, '[data-testid="caption-cards-1"]', 'data-yellow', '1', 'caption card');

      // A paused clock shows as paused.
      await judge.keyboard.press('Space');
      await expectAttribute(spectator, `${row} [data-testid="fight-status"]`, 'data-status', 'paused');
      await expectText(spectator, `${row} [data-testid="fight-status"]`, /Пауза/, 'spectator says paused');
      await expectAttribute(caption, '#caption', 'data-state', 'paused', 'caption paused');
      await expectText(caption, '[data-testid="caption-status"]', 'Пауза', 'caption says paused');
      await screenshot(spectator, 'spectator-stages-pools-ru-1280');
      await screenshot(caption, 'spectator-caption-paused-ru');

      // "Now on the rings" on the tournament page: who is red, who is blue, the pause.
      const details = await russianPage(newPage, { width: 1280, height: 900 });
      await details.goto(`${baseUrl}/tournament/${tournament.idString}`);
      const ring = `[data-testid="ring-now"][data-area-id="${area._id}"]`;
      await expectAttribute(details, `${ring} [data-testid="ring-status"]`, 'data-status', 'paused');
      await expectText(details, `${ring} [data-testid="ring-fighter-1"]`, /Красный/, 'left fighter is red');
      await expectText(details, `${ring} [data-testid="ring-fighter-2"]`, /Синий/, 'right fighter is blue');
      await screenshot(details, 'spectator-tournament-ru-1280');

      // The rest of the pictures the issue asks for: English and Russian, 1280 and 390 px.
      const users = await api(baseUrl, token, 'GET', '/users?perPage=0');
      const fighters = users.items.slice(0, 6);
      assert.ok(fighters.length >= 4, `need four users for the bracket, found ${fighters.length}`);
      const sabre = await addBracketCategory(baseUrl, token, tournament, fighters);
      for (const [language, width] of [
        ['en', 1280],
        ['en', 390],
        ['ru', 390],
        ['ru', 1280],
      ]) {
        const size = { width, height: width < 500 ? 844 : 900 };
        const page = language === 'ru' ? await russianPage(newPage, size) : await newPage(size);
        if (language === 'ru') {
          // A first visit from Russia switches the interface to Russian once the country is known (the shell's
          // doing); the pages measured here are those of a visitor whose language is already Russian.
          await page.goto(`${baseUrl}/about`);
          await page.getByRole('heading', { name: 'О проекте' }).waitFor(WAIT);
        }
        await page.goto(`${baseUrl}/tournament/${tournament.idString}`);
        await expectAttribute(page, `${ring} [data-testid="ring-status"]`, 'data-status', 'paused');
        await screenshot(page, `spectator-tournament-${language}-${width}`);
        const detailsShift = await layoutShift(page);
        assert.ok(
          detailsShift < 0.05,
          `${language} ${width} px: the tournament page shifted by ${detailsShift}`,
        );
        await page.goto(`${baseUrl}${stagesPath}`);
        await page.locator('[data-testid="pool"]').waitFor(WAIT);
        await screenshot(page, `spectator-stages-pools-${language}-${width}`);
        const stagesShift = await layoutShift(page);
        assert.ok(stagesShift < 0.05, `${language} ${width} px: the stages page shifted by ${stagesShift}`);
        await page.goto(`${baseUrl}/tournament/${tournament.idString}/nomination/${sabre._id}`);
        await page.locator('[data-testid="bracket-fight"]').first().waitFor(WAIT);
        await screenshot(page, `spectator-stages-bracket-${language}-${width}`);
        await page.goto(`${baseUrl}${stagesPath}/follow-fighter/${first.fighter1._id}`);
        await page.getByTestId('follow-current').waitFor(WAIT);
        await screenshot(page, `spectator-follow-fighter-${language}-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(
          overflow <= 1,
          `${language} ${width} px: the follow page scrolls sideways by ${overflow} px`,
        );
        assertNoConsoleErrors(page);
      }
      await expectText(spectator, '[data-testid="pool"] h2', 'Пул 1', 'the pool title stayed Russian');

      assertNoConsoleErrors(spectator);
      assertNoConsoleErrors(caption);
      assertNoConsoleErrors(details);
    },
  },
  {
    name: 'the caption shows the coming fight calmly, marks the winner, then shows the ring’s name when nothing is left',
    async run(ctx) {
      const { baseUrl, newPage, screenshot } = ctx;
      const { tournament, area, fights, token } = await buildLiveTournament(baseUrl);
      // Only the first fight stays on the ring: after it, nothing is pending.
      await api(baseUrl, token, 'PUT', `/areas/${area._id}/fights`, { fightIds: [fights[0]._id] });
      const judge = await openJudge(ctx, tournament, area);
      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(
        `${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}?lang=ru&hold=1`,
      );
      await expectAttribute(caption, '#caption', 'data-mode', 'next', 'caption before the start');
      await judge.keyboard.press('Space');
      await judge.keyboard.press('q');
      await judge.keyboard.press('Space');
      await judge.keyboard.press('p');
      await judge.getByRole('dialog').waitFor(WAIT);
      await judge.keyboard.press('Enter');
      await expectAttribute(caption, '#caption', 'data-mode', 'result', 'caption holds the result');
      await expectText(caption, '.side-1 .tag', 'ПОБЕДА', 'caption marks the winner in Russian');
      await screenshot(caption, 'spectator-caption-result-ru');
      await expectAttribute(caption, '#caption', 'data-mode', 'idle', 'caption after the hold');
      await expectText(
        caption,
        '[data-testid="caption-idle"]',
        /^Ring A\s*Боёв в очереди нет$/,
        'ring name plate',
      );
      await screenshot(caption, 'spectator-caption-idle-ru');
      assertNoConsoleErrors(caption);
    },
  },
  {
    // Waits for the server: today a fight moved to another ring is pushed to its new rooms only.
    name: 'a fight moved to another ring leaves the old ring’s caption and "Now on the rings" and shows on the new one',
    async run(ctx) {
      const { baseUrl, newPage } = ctx;
      const { tournament, area, fights, token } = await buildLiveTournament(baseUrl);
      const [first, second] = fights;
      const ringB = await api(baseUrl, token, 'POST', `/tournaments/${tournament._id}/areas`, {
        title: 'Ring B',
      });

      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(`${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}`);
      await expectAttribute(caption, '#caption', 'data-fight-id', first._id, 'caption shows the first fight');
      const details = await newPage({ width: 1280, height: 900 });
      await details.goto(`${baseUrl}/tournament/${tournament.idString}`);
      const ringA = `[data-testid="ring-now"][data-area-id="${area._id}"]`;
      const ringBCard = `[data-testid="ring-now"][data-area-id="${ringB._id}"]`;
      await expectText(details, `${ringA} [data-testid="ring-fighter-1"]`, new RegExp(first.fighter1.name));

      // The organizer moves the ring's first fight to ring B.
      await api(baseUrl, token, 'PUT', `/areas/${ringB._id}/fights`, { fightIds: [first._id] });

      await expectText(
        details,
        `${ringBCard} [data-testid="ring-fighter-1"]`,
        new RegExp(first.fighter1.name),
      );
      await expectText(details, `${ringA} [data-testid="ring-fighter-1"]`, new RegExp(second.fighter1.name));
      await expectAttribute(caption, '#caption', 'data-fight-id', second._id, 'caption of ring A moved on');
      assertNoConsoleErrors(caption);
      assertNoConsoleErrors(details);
    },
  },
  {
    // Waits for the server: a category reset must send fight:removed to the rooms its fights were in.
    name: 'a category reset removes its fights from the stages page and the caption without a reload',
    async run(ctx) {
      const { baseUrl, newPage } = ctx;
      const { tournament, nomination, area, fights, token } = await buildLiveTournament(baseUrl);
      const [first] = fights;
      const spectator = await newPage({ width: 1280, height: 900 });
      await spectator.goto(`${baseUrl}/tournament/${tournament.idString}/nomination/${nomination._id}`);
      const row = `[data-testid="stage-fight"][data-fight-id="${first._id}"]`;
      await spectator.locator(row).waitFor(WAIT);
      const caption = await newPage({ width: 1280, height: 720 });
      await caption.goto(`${baseUrl}/tournament/${tournament.idString}/area-stream-caption/${area._id}`);
      await expectAttribute(caption, '#caption', 'data-fight-id', first._id, 'caption shows the first fight');

      await api(baseUrl, token, 'POST', `/nominations/${nomination._id}/reset`);

      await expectGone(spectator, row, 'the reset fight on the stages page');
      await expectAttribute(caption, '#caption', 'data-mode', 'idle', 'the caption after the reset');
      assertNoConsoleErrors(spectator);
      assertNoConsoleErrors(caption);
    },
  },
];

describeFile(import.meta.url, tests);
