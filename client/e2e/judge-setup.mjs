/**
 * Tournaments for the judge console's browser tests, built through the API the way an organizer would: a category
 * with its own fight rules (a short fight time), four participants, a pool or an elimination stage, and a ring with
 * the stage's first fights assigned.
 */
import { signIn, WAIT } from './e2e-helpers.mjs';
import { signInByApi } from './live-setup.mjs';

export { WAIT };

/** One API call for a test's setup; throws with the status and body on anything but 2xx. */
export async function api(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * @param {string} baseUrl
 * @param {{stage?: 'POOL' | 'ELIMINATION', rules?: object}} options
 */
export async function buildJudgeRing(baseUrl, { stage = 'POOL', rules = {} } = {}) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { token } = await signInByApi(baseUrl, 'organizer@demo.hema');
  const call = (method, path, body) => api(baseUrl, token, method, path, body);
  const today = new Date().toISOString().slice(0, 10);
  const tournament = await call('POST', '/tournaments', {
    title: `Judge Cup ${suffix}`,
    idString: `judge-cup-${suffix}`,
    dateStart: today,
    dateEnd: today,
    description: 'A judge console test.',
  });
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'openForViewing' });
  const nomination = await call('POST', `/tournaments/${tournament._id}/nominations`, {
    title: 'Longsword open',
    idString: `longsword-${suffix}`,
    colorLeft: 'red',
    colorRight: 'blue',
    rules,
  });
  // A tournament starts once it has a category.
  await call('POST', `/tournaments/${tournament._id}/status`, { action: 'start' });
  const area = await call('POST', `/tournaments/${tournament._id}/areas`, { title: 'Ring A' });
  const users = await call('GET', '/users?perPage=0');
  const demo = users.items.filter(
    (u) => /@demo\.hema$/.test(u.email ?? '') || /(Admin|Organizer|Trial|Fighter)$/.test(u.name),
  );
  const fighters = (demo.length >= 4 ? demo : users.items).slice(0, 4);
  for (const fighter of fighters) {
    await call('POST', `/nominations/${nomination._id}/participants`, { userId: fighter._id });
  }
  const created = await call('POST', `/nominations/${nomination._id}/stages`, {
    type: stage,
    settings: stage === 'POOL' ? { poolsCount: 1 } : { eliminationSize: 4, bronze: false },
  });
  await call('POST', `/stages/${created._id}/generate`);
  const stages = await call('GET', `/nominations/${nomination._id}/stages`);
  const fights = stages.items[0].pools
    .flatMap((pool) => pool.fights)
    .filter((f) => f.fighter1 && f.fighter2)
    .sort((a, b) => a.index - b.index);
  await call('PUT', `/areas/${area._id}/fights`, { fightIds: fights.map((f) => f._id) });
  return { tournament, nomination, area, fights };
}

/** The organizer's console of the ring, signed in through the login form; `language` 'ru' switches it. */
export async function openConsole(ctx, ring, { polling = false, language = 'en', width = 1280 } = {}) {
  const path = `/organizer/tournaments/${ring.tournament._id}/${polling ? 'area-scores-polling' : 'area-scores'}/${ring.area._id}`;
  const page = await ctx.newPage({ width, height: 900 });
  await signIn(page, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', path);
  await page.waitForURL(`${ctx.baseUrl}${path}`, WAIT);
  if (language !== 'en') {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.reload();
  }
  await page.getByTestId('judge-console').waitFor(WAIT);
  await page.getByTestId('fighter-name-1').waitFor(WAIT);
  return page;
}

/** Waits until the element's text matches (trimmed, whitespace collapsed). */
export async function expectText(page, selector, expected, label = selector) {
  try {
    await page.waitForFunction(
      ([sel, want]) => {
        const text = document.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
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

/** Key presses as a keyboard layout reports them: what the key types (`key`) and where it sits (`code`). */
export async function pressAsLayout(page, presses) {
  await page.evaluate((list) => {
    for (const [key, code, extra] of list) {
      window.dispatchEvent(
        new window.KeyboardEvent('keydown', { key, code, bubbles: true, ...(extra ?? {}) }),
      );
    }
  }, presses);
}
