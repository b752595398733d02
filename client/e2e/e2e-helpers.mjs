import assert from 'node:assert/strict';

export { assert };

/**
 * How long a test waits for something it expects before it fails (playwright's default for every page, run.mjs):
 * generous, because a loaded machine (parallel workers, other work) can make a page or a server answer take many
 * seconds; a wait ends as soon as the thing happens, so this only sets how long a failure takes to be reported.
 */
export const WAIT_MS = Number(process.env.E2E_WAIT_MS ?? 60_000);
export const WAIT = { timeout: WAIT_MS };

/**
 * Installed by suite.mjs on every page: counts the page's requests in flight, for {@link settled}. Playwright reports
 * every request of the page (documents, chunks, API calls, images), each ending as finished or failed (a redirect
 * ends its hop as finished).
 */
export function trackRequests(page) {
  const state = { inFlight: 0, started: 0, waiting: new Set() };
  page.on('request', () => {
    state.inFlight++;
    state.started++;
  });
  const done = () => {
    state.inFlight--;
    if (state.inFlight === 0) for (const wake of state.waiting) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.requests = state;
}

/**
 * True when the app has drawn the page of the address bar's path (AppRoutes marks it on <html data-route>), shows
 * nothing still coming (no loader, busy region or navigation bar) and runs no finite animation. Runs in the page.
 */
function pageQuiet() {
  return (
    document.documentElement.dataset.route === window.location.pathname + window.location.search &&
    !document.querySelector(
      '.mantine-Loader-root, [aria-busy="true"], [data-testid="navigation-progress"]',
    ) &&
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running')
  );
}

const twoFrames = () =>
  new Promise((drawn) => window.requestAnimationFrame(() => window.requestAnimationFrame(drawn)));

/**
 * Waits until the page has drawn what it will show: no request of the page in flight, none started while the browser
 * drew two frames (a response's render may ask for the next thing: a page's data after its chunk), no loader, busy
 * region or navigation bar, every finite animation over (axe reads colours as they are), the fonts in. Event-driven,
 * unlike `networkidle`, which always waits half a second of silence after the last request.
 */
export async function settled(page) {
  const requests = page.requests;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle in ${WAIT_MS} ms`);
    if (requests.inFlight > 0) {
      await new Promise((quiet) => {
        const wake = () => {
          requests.waiting.delete(wake);
          clearTimeout(timer);
          quiet();
        };
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
        requests.waiting.add(wake);
      });
      continue;
    }
    await page.waitForFunction(pageQuiet, undefined, WAIT);
    const before = requests.started;
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(twoFrames);
    if (requests.inFlight === 0 && requests.started === before && (await page.evaluate(pageQuiet))) return;
  }
}

/** Signs in through the login form; `redirect` lands where the guard sent the visitor. */
export async function signIn(page, baseUrl, email, password = 'demo-password', redirect) {
  await page.goto(`${baseUrl}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

export function assertNoConsoleErrors(page) {
  const errors = (page.consoleErrors ?? []).filter(
    (e) => !/Failed to load resource: the server responded with a status of 401/.test(e),
  );
  assert.deepEqual(errors, [], `console errors on ${page.url()}`);
}

/**
 * Waits until an input shows `expected` (a select whose label arrives with its own request fills in later), then
 * answers what it shows: the caller's assertion names the difference if it never came.
 */
export async function settledValue(locator, expected, timeout = WAIT_MS) {
  const input = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([el, value]) => el.value === value, [input, expected], { timeout })
    .catch(() => {});
  return locator.inputValue();
}

/**
 * Waits until the open modal has finished its opening transition (fully opaque, no transition running), so a
 * screenshot shows it whole: Mantine draws the opening as a CSS transition.
 */
export async function modalOpened(page) {
  await page.waitForFunction(
    () => {
      const content = document.querySelector('.mantine-Modal-content');
      return !!content && window.getComputedStyle(content).opacity === '1' && !content.getAnimations().length;
    },
    undefined,
    WAIT,
  );
}

/** Agrees to the cookie notice when it shows (a fresh browser context); nothing when it was decided already. */
export async function acceptCookies(page) {
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  // The notice is in the page's HTML (the static shell draws it), so it is there once the document is.
  await page.waitForLoadState('domcontentloaded');
  try {
    await agree.waitFor({ timeout: 3000 });
    await agree.click();
  } catch {
    // no banner (already decided)
  }
}

/**
 * Installed in every page by run.mjs: keeps the text of every alert the page shows (notifications close by
 * themselves after 3 s, which a test on a loaded machine can miss), for {@link notified}.
 */
export function recordAlerts() {
  const log = [];
  const seen = new WeakMap();
  Object.defineProperty(window, '__e2eAlerts', { value: log });
  const scan = () => {
    for (const el of document.querySelectorAll('[role="alert"]')) {
      const text = el.textContent ?? '';
      const entry = seen.get(el);
      if (!entry) {
        const added = { text, used: false };
        seen.set(el, added);
        log.push(added);
      } else if (entry.text !== text && !entry.used) entry.text = text;
    }
  };
  new window.MutationObserver(scan).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/**
 * Waits until the page has shown an alert (a notification) with `text` since it loaded, even one that has closed
 * again; each shown alert answers one wait, so the same message twice needs two.
 */
export async function notified(page, text, { exact = false } = {}) {
  await page.waitForFunction(
    ([text, exact]) => {
      const entry = window.__e2eAlerts?.find(
        (a) => !a.used && (exact ? a.text.trim() === text : a.text.includes(text)),
      );
      if (entry) entry.used = true;
      return !!entry;
    },
    [text, exact],
    WAIT,
  );
}

/**
 * Opens the select labelled `label` in `scope` and picks `option`. The select's options arrive with their own request:
 * a click before they are in opens nothing, so it is clicked again until the option shows.
 */
export async function chooseIn(scope, page, label, option) {
  const select = scope.getByLabel(label, { exact: true }).first();
  const item = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 0; ; attempt++) {
    await select.click();
    try {
      await item.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await item.click();
}

const tab = (page, name, nav) =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click();
/** Opens a section of an organizer's tournament management page by its tab. */
export const tournamentTab = (page, name) => tab(page, name, 'Tournament management sections');
/** Opens a section of an organizer's category management page by its tab. */
export const categoryTab = (page, name) => tab(page, name, 'Category management sections');

/** Picks `option` in the async select labelled `label` after typing `text` (it searches 1 s after typing stops). */
export async function pick(scope, page, label, text, option) {
  await typeAndChoose(scope.getByRole('combobox', { name: new RegExp(`^${label}`) }), page, text, option);
}

/**
 * Types `text` into a searchable select or multi-select `field` and clicks `option`. On a loaded machine the page can
 * still be laying out when the list opens: the list moves, the click lands beside it and closes it. A person opens
 * the list again and clicks once more — so does this, up to three times.
 */
export async function typeAndChoose(field, page, text, option) {
  const item = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 0; ; attempt++) {
    await field.click();
    await field.fill(text);
    try {
      await item.click({ timeout: attempt === 2 ? WAIT.timeout : 20_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      await field.fill('');
    }
  }
}

/**
 * Clicks a tournament status action (Start, Finish…) and confirms it in its dialog, which then closes. Starting
 * before the first day is confirmed by "Start before <date>".
 */
export async function statusAction(page, name) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor(WAIT);
  await dialog.getByRole('button', { name: new RegExp(`^${name}( before .*)?$`) }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
}

/**
 * On a tournament's management pages: adds a category (`title`, Longsword), enters `fighters` ([typed, name] pairs
 * picked by name) on its Requests tab and adds a pools stage of `pools` pools whose best two go on. Ends on the
 * Stages tab, the stage not generated yet; answers its row.
 */
export async function addPooledCategory(page, { title, fighters, pools }) {
  await tournamentTab(page, 'Categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a category' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Weapon', { exact: true }).first().fill('Long');
  await page.getByRole('option', { name: 'Longsword', exact: true }).click(WAIT);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { name: title }).waitFor(WAIT);
  await categoryTab(page, 'Requests');
  const requests = page.getByRole('table', { name: 'Requests' });
  for (const [typed, name] of fighters) {
    await page.getByRole('button', { name: 'Add fighter' }).click();
    dialog = page.getByRole('dialog', { name: 'Add fighter' });
    await pick(dialog, page, 'User', typed, name);
    await dialog.getByRole('button', { name: 'Add fighter' }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await requests.locator('tbody tr', { hasText: name }).waitFor(WAIT);
  }
  await categoryTab(page, 'Stages');
  await page.getByRole('button', { name: 'Add stage' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a stage' });
  await dialog.getByLabel('Pools count').fill(String(pools));
  await dialog.getByLabel('Goes to next stage').fill('2');
  await dialog.getByRole('button', { name: 'Add stage' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  return page.locator('tbody tr', { hasText: 'Pools 1' });
}

/**
 * On a tournament's Rings tab: adds ring `ring` and gives it every fight of `pool` of category `category`; waits until
 * the ring's queue lists `queued` fights.
 */
export async function addRingWithPool(page, { ring, category, pool, queued }) {
  await page.getByRole('button', { name: 'Add ring' }).click();
  const add = page.getByRole('dialog', { name: 'Add a ring' });
  await add.getByLabel('Title').fill(ring);
  await add.getByRole('button', { name: 'Add ring' }).click();
  await notified(page, `Ring added: ${ring}`);
  await page
    .getByRole('table', { name: 'Rings' })
    .locator('tbody tr', { hasText: ring })
    .getByRole('button', { name: `Fights of ${ring}` })
    .click();
  const fights = page.getByRole('dialog', { name: `Fights of ${ring}` });
  await chooseIn(fights, page, 'Category', category);
  await fights.getByRole('button', { name: `Whole pool: ${pool}` }).click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[aria-label="Queue of the ring"] li').length === count,
    queued,
    WAIT,
  );
  await page.keyboard.press('Escape');
  await fights.waitFor({ state: 'hidden', ...WAIT });
}

const LANGUAGE_ITEMS = { English: 'en', Русский: 'ru' };

/**
 * Chooses `item` — a zone by its title or a language by its name — in the header's zone and language menu, once the
 * menu's zones are in (`settled`, a zone that must show first: the zones come with their own request and move the
 * items). Under load the hover menu can still let the click land elsewhere; a person would open it and choose again,
 * and so does this, up to three times. Done when the page's language, or the menu button's zone, is the one chosen.
 */
export async function chooseInHeader(page, item, settled = 'World') {
  const menu = page.getByRole('button', { name: /^(Zone and language|Зона и язык):/ });
  const language = LANGUAGE_ITEMS[item];
  const chosen = () =>
    language
      ? page.waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 15_000 })
      : menu.filter({ hasText: item }).waitFor({ timeout: 15_000 });
  for (let attempt = 0; attempt < 3; attempt++) {
    await menu.click();
    await page.getByRole('menuitem', { name: settled, exact: true }).waitFor(WAIT);
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    const done = await chosen().then(
      () => true,
      () => false,
    );
    if (done) return;
    // A menu left open would close on the next click of its button instead of opening.
    await page.keyboard.press('Escape');
  }
  throw new Error(`the header did not switch to ${item}`);
}
