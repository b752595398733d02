import { describeFile } from './suite.mjs';
/**
 * The app's shell (spec §2, §4, §6): every route, the menus per role, the guard, 404, Russian, the cookie
 * banner, the instant fight and the narrow screen.
 */
import { assert, assertNoConsoleErrors, chooseInHeader, settled, signIn, WAIT } from './e2e-helpers.mjs';

const PASSWORD = 'demo-password';
const USERNAMES = {
  'fighter@demo.hema': 'fedor.fighter',
  'trial@demo.hema': 'tanja.trial',
  'organizer@demo.hema': 'oskar.organizer',
  'admin@demo.hema': 'anna.admin',
};

/** Ids of the seeded demo world that routes need: the first tournament, its category, a club, a weapon… */
async function demoIds(baseUrl) {
  const get = async (path) => (await fetch(`${baseUrl}/api${path}`)).json();
  const ids = {
    tournament: null,
    nomination: null,
    club: null,
    weapon: null,
    weaponType: null,
    user: 'fedor.fighter',
  };
  const tournaments = await get('/tournaments?perPage=1');
  if (tournaments.items?.[0]) {
    ids.tournament = tournaments.items[0].idString;
    const tournament = await get(`/tournaments/${ids.tournament}`);
    ids.nomination = tournament.nominations?.[0]?._id ?? null;
  }
  ids.club = (await get('/clubs?perPage=1')).items?.[0]?._id ?? null;
  const weapons = await get('/weapons?perPage=1');
  ids.weapon = weapons.items?.[0]?._id ?? null;
  ids.weaponType = weapons.items?.[0]?.type?._id ?? null;
  return ids;
}

/** Public routes of spec §2, with demo ids filled in. */
function publicRoutes(ids) {
  const routes = [
    '/',
    '/about',
    '/contacts',
    '/tutorial',
    '/cookies',
    '/terms',
    '/artodocs',
    '/timers',
    '/login',
    '/registration',
    '/password-recovery',
    '/tournaments',
    '/clubs',
    '/rating',
    '/rating-about',
    '/users',
    `/users/${ids.user}`,
    `/users/${ids.user}/summary`,
    `/users/${ids.user}/stats`,
    `/users/${ids.user}/predictions`,
    `/users/${ids.user}/graph`,
    '/instant-fight',
    '/idealista',
    '/error',
    '/404',
    '/achievements/permanent',
    '/achievements/seasonal',
  ];
  if (ids.club) routes.push(`/clubs/${ids.club}`);
  if (ids.weapon) routes.push(`/rating/${ids.weapon}`);
  if (ids.weaponType) routes.push(`/rating/weapon-type/${ids.weaponType}`);
  if (ids.tournament) {
    const t = `/tournament/${ids.tournament}`;
    routes.push(t, `${t}/categories`, `${t}/summary`, `${t}/applications`, `${t}/registration`);
    if (ids.nomination) {
      const n = `${t}/nomination/${ids.nomination}`;
      routes.push(`${t}/applications/${ids.nomination}`, n, `${n}/stages`, `${n}/statistics`, `${n}/rating`);
    }
  }
  return routes;
}

const GUARDED = [
  '/my/settings',
  '/my/applications',
  '/rating-import',
  '/predictions',
  '/organizer/tournaments',
  '/organizer/tournaments/00000000-0000-4000-8000-000000000000/settings',
  '/organizer/users',
  '/organizer/clubs',
  '/admin',
  '/admin/tournaments',
  '/admin/users',
  '/admin/users/merge',
  '/admin/users/analytics',
  '/admin/weapons',
  '/admin/weapon-types',
  '/admin/clubs',
  '/admin/licenses',
  '/admin/controls',
  '/admin/tournament-imports',
  '/admin/achievements',
  '/admin/zones',
  '/game',
];

const MAIN_MENU = ['/', '/rating', '/achievements/seasonal', '/about', '/contacts', '/instant-fight'];

async function hrefs(locator) {
  return locator.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** The main menu's links once the header has rendered. */
async function mainMenuLinks(page) {
  const links = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  await links.first().waitFor();
  return hrefs(links);
}

async function organizerMenuLinks(page) {
  const button = page.getByTestId('organizer-menu');
  if ((await button.count()) === 0) return [];
  await button.click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const links = await hrefs(items);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return links;
}

export const tests = [
  {
    name: 'every public route of spec §2 renders for an anonymous visitor without console errors',
    async run({ baseUrl, newPage }) {
      const ids = await demoIds(baseUrl);
      const page = await newPage();
      for (const route of publicRoutes(ids)) {
        await page.goto(`${baseUrl}${route}`);
        await settled(page);
        await page.locator('h1').first().waitFor(WAIT);
        assert.ok(!page.url().includes('/login?redirect'), `${route} is public but sent to the login page`);
        if (route !== '/404' && route !== '/error') {
          assert.ok(!page.url().endsWith('/404'), `${route} showed the 404 page`);
        }
        assertNoConsoleErrors(page);
      }
    },
  },
  {
    name: 'every guarded route sends an anonymous visitor to /login with the full path as redirect',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      for (const route of GUARDED) {
        await page.goto(`${baseUrl}${route}?from=e2e`);
        await page.waitForURL(/\/login\?redirect=/);
        const redirect = new URL(page.url()).searchParams.get('redirect');
        assert.equal(redirect, `${route}?from=e2e`);
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        assertNoConsoleErrors(page);
      }
    },
  },
  {
    name: 'a guarded route returns to itself after signing in',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/organizer/tournaments?tab=all`);
      await page.waitForURL(/\/login\?redirect=/);
      await page.getByLabel(/e-?mail/i).fill('organizer@demo.hema');
      await page
        .getByLabel(/password/i)
        .first()
        .fill(PASSWORD);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(`${baseUrl}/organizer/tournaments?tab=all`);
      await page.getByRole('heading', { name: 'My tournaments' }).waitFor();
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the menus of each demo role match spec §2 §6',
    async run({ baseUrl, newPage, screenshot }) {
      const expected = {
        'fighter@demo.hema': [],
        'trial@demo.hema': ['/organizer/tournaments'],
        'organizer@demo.hema': ['/organizer/tournaments', '/organizer/users', '/organizer/clubs'],
        'admin@demo.hema': ['/organizer/tournaments', '/organizer/users', '/organizer/clubs', '/admin'],
      };
      const anonymous = await newPage();
      await anonymous.goto(`${baseUrl}/about`);
      await settled(anonymous);
      const banner = anonymous.getByRole('banner');
      assert.deepEqual(await mainMenuLinks(anonymous), MAIN_MENU);
      assert.deepEqual(await organizerMenuLinks(anonymous), []);
      assert.equal(await anonymous.getByTestId('user-menu').count(), 0);
      assert.equal(
        await banner.getByRole('link', { name: 'Sign in' }).getAttribute('href'),
        `/login?redirect=${encodeURIComponent('/about')}`,
      );

      for (const [email, organizerLinks] of Object.entries(expected)) {
        const page = await newPage();
        await signIn(page, baseUrl, email);
        await page.waitForURL(`${baseUrl}/`);
        await settled(page);
        await page.getByTestId('user-menu').waitFor();
        assert.deepEqual(await mainMenuLinks(page), MAIN_MENU);
        // The organizer menu loads as its own chunk: wait for it where one is due.
        if (organizerLinks.length > 0) await page.getByTestId('organizer-menu').waitFor();
        assert.deepEqual(await organizerMenuLinks(page), organizerLinks, `organizer menu of ${email}`);
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
        const userLinks = await hrefs(page.getByRole('menuitem'));
        // The profile address names the person (the seed's first and last name), never the e-mail's local part.
        assert.deepEqual(userLinks.slice(0, 3), [
          `/users/${USERNAMES[email]}`,
          '/my/applications',
          '/my/settings',
        ]);
        if (email.startsWith('admin')) await screenshot(page, 'shell-admin-menu-1280');
        await page.keyboard.press('Escape');
        // The guard agrees with the menu: what is not offered does not open.
        await page.goto(`${baseUrl}/organizer/users`);
        const allowed = organizerLinks.includes('/organizer/users');
        // Wait for where the guard lands (the users page, or the sign-in page when refused), then check it.
        await Promise.race([
          page.waitForURL(/\/login\?redirect=/),
          page.getByRole('button', { name: 'Add user' }).waitFor(),
        ]);
        await settled(page);
        assert.equal(page.url().includes('/login?redirect='), !allowed, `${email} on /organizer/users`);
        assertNoConsoleErrors(page);
        await page.context().close();
      }
    },
  },
  {
    name: 'an unknown path shows the 404 page without the footer',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Oh, hell. 404' }).waitFor();
      assert.ok(page.url().endsWith('/404'));
      assert.equal(await page.getByRole('navigation', { name: 'Site links' }).count(), 0);
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('navigation', { name: 'Site links' }).waitFor();
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Oh, hell. 404' }).waitFor();
      await screenshot(page, 'shell-404-1280');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'a visitor from Russia starts in Russian; a listed country switches to Russian with correct plurals',
    async run({ baseUrl, newPage, screenshot }) {
      const russia = await newPage();
      await russia.route('**/api/geo/country', (route) =>
        route.fulfill({ body: 'RU', contentType: 'text/plain' }),
      );
      await russia.goto(`${baseUrl}/about`);
      await russia.getByRole('heading', { name: 'О проекте' }).waitFor();
      await russia.getByRole('banner').getByRole('link', { name: 'Турниры' }).waitFor();
      await russia.getByRole('button', { name: 'Зона и язык' }).waitFor();
      assertNoConsoleErrors(russia);

      const page = await newPage();
      await page.route('**/api/geo/country', (route) =>
        route.fulfill({ body: 'AM', contentType: 'text/plain' }),
      );
      await page.goto(`${baseUrl}/instant-fight`);
      await page.getByRole('heading', { name: 'Instant fight' }).waitFor();
      await chooseInHeader(page, 'Русский');
      await page.getByRole('heading', { name: 'Быстрый бой' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Рейтинг' }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'ru');

      await page.keyboard.press('Space');
      const doubles = page.getByTestId('doubles');
      await page.keyboard.press('KeyY');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=doubles]')?.textContent === '1 обоюдное',
      );
      await page.keyboard.press('KeyY');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=doubles]')?.textContent === '2 обоюдных',
      );
      for (let i = 0; i < 3; i++) await page.keyboard.press('KeyY');
      assert.equal(await doubles.textContent(), '5 обоюдных');
      await page.goto(`${baseUrl}/rating`);
      await page.getByRole('heading', { name: 'Рейтинг' }).waitFor();
      await page
        .getByText(/\d+ вида оружия|\d+ вид оружия|\d+ видов оружия/)
        .first()
        .waitFor();
      await screenshot(page, 'shell-rating-ru-1280');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the cookie banner disappears once decided and stays gone after a reload',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/about`);
      const banner = page.getByRole('region', { name: 'Cookie notice' });
      await banner.waitFor();
      assert.equal(
        await banner.getByRole('link', { name: 'About cookies' }).getAttribute('href'),
        '/cookies',
      );
      await banner.getByRole('button', { name: 'Agree', exact: true }).click();
      await banner.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => localStorage.getItem('cookie-consent')), 'accepted');
      await page.reload();
      await page.getByRole('heading', { name: 'About' }).waitFor();
      await settled(page);
      assert.equal(await banner.count(), 0);

      const other = await newPage();
      await other.goto(`${baseUrl}/terms`);
      await other
        .getByRole('region', { name: 'Cookie notice' })
        .getByRole('button', { name: 'Disagree', exact: true })
        .click();
      await other.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
      await other.reload();
      await other.getByRole('heading', { name: 'Terms of use' }).waitFor();
      await settled(other);
      assert.equal(await other.getByRole('region', { name: 'Cookie notice' }).count(), 0);
      assert.equal(await other.evaluate(() => localStorage.getItem('cookie-consent')), 'declined');
    },
  },
  {
    name: '/instant-fight scores with the Q and ] keys',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/instant-fight`);
      await page.getByRole('button', { name: 'Start the fight' }).click();
      await page.keyboard.press('KeyQ');
      await page.keyboard.press('KeyQ');
      await page.keyboard.press('BracketRight');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=score-left]')?.textContent === '2',
      );
      assert.equal(await page.getByTestId('score-right').textContent(), '1');
      await page.keyboard.press('KeyA');
      await page.waitForFunction(
        () => document.querySelector('[data-testid=score-left]')?.textContent === '1',
      );
      // The clock runs: its text moves on from what it showed (a stopped clock fails by the wait's timeout).
      const before = await page.getByTestId('fight-clock').textContent();
      await page.waitForFunction(
        (shown) => document.querySelector('[data-testid=fight-clock]')?.textContent !== shown,
        before,
        WAIT,
      );
      await screenshot(page, 'shell-instant-fight-1280');
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'screens are usable at 390 and 1280 px: burger navigation, no sideways scrolling',
    async run({ baseUrl, newPage, screenshot }) {
      const ids = await demoIds(baseUrl);
      const pages = ['/', '/about', '/rating', '/instant-fight', '/timers', '/artodocs', '/idealista'];
      if (ids.tournament) pages.push(`/tournament/${ids.tournament}/categories`);
      for (const width of [390, 1280]) {
        const page = await newPage({ width, height: width === 390 ? 844 : 800 });
        for (const path of pages) {
          await page.goto(`${baseUrl}${path}`);
          await settled(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.ok(overflow <= 1, `${path} at ${width} px scrolls sideways by ${overflow} px`);
        }
        if (width === 390) {
          assert.equal(
            await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).isVisible(),
            false,
          );
          await page.getByRole('button', { name: 'Open the menu' }).click();
          const drawer = page.getByRole('dialog');
          await drawer.getByRole('link', { name: 'Rating' }).click();
          await page.waitForURL(`${baseUrl}/rating`);
          await page.getByRole('heading', { name: 'Rating' }).waitFor();
          await drawer.waitFor({ state: 'hidden' });
          await screenshot(page, 'shell-rating-390');
        }
        assertNoConsoleErrors(page);
      }
      const admin = await newPage({ width: 390, height: 844 });
      await signIn(admin, baseUrl, 'admin@demo.hema');
      await admin.waitForURL(`${baseUrl}/`);
      await admin.getByRole('button', { name: 'Open the menu' }).click();
      const drawer = admin.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Administration' }).waitFor();
      await drawer.getByRole('button', { name: 'Zone and language' }).waitFor();
      await screenshot(admin, 'shell-drawer-admin-390');
      await drawer.getByRole('link', { name: 'Administration' }).click();
      await admin.waitForURL(`${baseUrl}/admin`);
      await admin.getByRole('heading', { name: 'Administration' }).waitFor();
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `/admin at 390 px scrolls sideways by ${overflow} px`);
      assertNoConsoleErrors(admin);
    },
  },
];

describeFile(import.meta.url, tests);
