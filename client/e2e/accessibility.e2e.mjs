import { describeFile } from './suite.mjs';
/**
 * No serious or critical axe-core violation on any page. Every route of the router (and spec §2)
 * as the person who sees it — public pages signed out, the fighter's own pages, the organizer's management, the
 * judge console and the caption overlay, the admin pages and the hall display — on the seeded demo world; a
 * handful again in Russian and on a phone's width. One page per person, no re-seeding; the person moves from route
 * to route inside the app, as its links do, so the app and axe load once per person (that every route also opens
 * from its address is shell.e2e.mjs's sweep).
 */
import { acceptCookies, assert, settled, signIn, WAIT } from './e2e-helpers.mjs';
import { axeViolations, describeViolations } from './axe.mjs';
import { signInByApi } from './live-setup.mjs';

async function getJson(baseUrl, path, token) {
  const res = await fetch(`${baseUrl}/api${path}`, { headers: token ? { Authorization: token } : {} });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return res.json();
}

/** Ids of the seeded world the routes need: the live demo tournament, its category, pool, fight and ring… */
async function demoIds(baseUrl) {
  const { token } = await signInByApi(baseUrl, 'admin@demo.hema');
  const get = (path) => getJson(baseUrl, path, token);
  const tournament = await get('/tournaments/demo-open');
  const nomination = tournament.nominations[0];
  const stages = await get(`/nominations/${nomination._id}/stages`);
  const pool = stages.items[0].pools[0];
  const fight = pool.fights.find((f) => f.fighter1 && f.fighter2);
  const areas = await get(`/tournaments/${tournament._id}/areas`);
  const area = (areas.items ?? areas)[0];
  const first = async (path) => (await get(`${path}?perPage=1`)).items[0]._id;
  return {
    tournament: tournament._id,
    tournamentKey: tournament.idString,
    nomination: nomination._id,
    pool: pool._id,
    fight: fight._id,
    fighter: fight.fighter1._id ?? fight.fighter1,
    area: area._id,
    club: await first('/clubs'),
    weapon: await first('/weapons'),
    weaponType: await first('/weapon-types'),
    zone: await first('/zones'),
    user: await first('/users'),
    achievement: await first('/admin/achievements'),
  };
}

const publicRoutes = (ids) => {
  const t = `/tournament/${ids.tournamentKey}`;
  const n = `${t}/nomination/${ids.nomination}`;
  return [
    '/',
    '/tournaments',
    '/about',
    '/contacts',
    '/tutorial',
    '/cookies',
    '/terms',
    '/artodocs',
    '/rating-about',
    '/timers',
    '/login',
    '/registration',
    '/password-recovery',
    '/clubs',
    `/clubs/${ids.club}`,
    '/rating',
    `/rating/${ids.weapon}`,
    `/rating/weapon-type/${ids.weaponType}`,
    '/users',
    '/users/fedor.fighter',
    '/users/fedor.fighter/stats',
    '/users/fedor.fighter/predictions',
    '/users/fedor.fighter/graph',
    '/instant-fight',
    '/idealista',
    '/error',
    '/404',
    '/achievements/seasonal',
    '/achievements/permanent',
    t,
    `${t}/categories`,
    `${t}/summary`,
    `${t}/schedule`,
    `${t}/applications`,
    `${t}/applications/${ids.nomination}`,
    `${t}/registration`,
    n,
    `${n}/follow-fighter/${ids.fighter}`,
    `${n}/statistics`,
    `${n}/rating`,
    `/tournament/${ids.tournament}/area-stream-caption/${ids.area}`,
  ];
};

const fighterRoutes = () => [
  '/',
  '/my/settings',
  '/my/applications',
  '/my/schedule',
  '/my/judging',
  '/predictions',
  '/rating-import',
  '/tournament/demo-spring-cup/registration',
];

const organizerRoutes = (ids) => {
  const o = `/organizer/tournaments/${ids.tournament}`;
  const n = `${o}/nominations/${ids.nomination}`;
  return [
    '/organizer/tournaments',
    o,
    `${o}/settings`,
    `${o}/registration`,
    `${o}/applications`,
    `${o}/areas`,
    `${o}/nominations`,
    n,
    `${n}/settings`,
    `${n}/requests`,
    `${n}/stages`,
    `${n}/pools/${ids.pool}`,
    `${n}/pools/${ids.pool}/fights/${ids.fight}`,
    `${o}/area-scores/${ids.area}`,
    `${o}/area-scores-polling/${ids.area}`,
    '/organizer/users',
    `/organizer/users/${ids.user}`,
    '/organizer/clubs',
    `/organizer/clubs/${ids.club}`,
  ];
};

const adminRoutes = (ids) => [
  '/admin',
  '/admin/tournaments',
  `/admin/tournaments/${ids.tournament}`,
  '/admin/users',
  '/admin/users/merge',
  '/admin/users/analytics',
  `/admin/users/${ids.user}`,
  '/admin/weapons',
  `/admin/weapons/${ids.weapon}`,
  '/admin/weapon-types',
  `/admin/weapon-types/${ids.weaponType}`,
  '/admin/clubs',
  `/admin/clubs/${ids.club}`,
  '/admin/licenses',
  '/admin/controls',
  '/admin/tournament-imports',
  '/admin/achievements',
  `/admin/achievements/${ids.achievement}`,
  '/admin/zones',
  `/admin/zones/${ids.zone}`,
  '/game',
  `/game?tournament=${ids.tournament}`,
];

/**
 * Opens `route` inside the running app, as its own links do (the router follows the address bar's history), so the
 * app and axe load once per person instead of once per route.
 */
async function navigate(page, route) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new window.PopStateEvent('popstate'));
  }, route);
}

/**
 * Visits each route on `page` (the first by loading it, so a language chosen before is read; the rest inside the
 * app) and answers the violations found, one line per element; logs how many pages had any (the count of
 * violating pages). Each page is checked once it has drawn its data and every transition is over (`settled`), since
 * axe reads colours as they are at that moment.
 */
async function walk(page, baseUrl, routes, label) {
  const lines = [];
  let violating = 0;
  for (const [n, route] of routes.entries()) {
    if (n === 0) await page.goto(`${baseUrl}${route}`);
    else await navigate(page, route);
    await settled(page);
    const violations = await axeViolations(page);
    if (violations.length > 0) {
      violating++;
      lines.push(describeViolations(`[${label}] ${route}`, violations));
    }
  }
  // Printed whole: a failure's message is cut to its first lines in the run's report.
  console.log(`    axe ${label}: ${violating} of ${routes.length} pages with serious/critical violations`);
  if (lines.length > 0) console.log(lines.join('\n'));
  return lines;
}

function assertClean(lines) {
  assert.equal(lines.length, 0, `serious/critical axe violations:\n${lines.join('\n')}`);
}

async function personPage(ctx, email, { width = 1280, language = 'en' } = {}) {
  const page = await ctx.newPage({ width, height: 900 });
  if (email) {
    await signIn(page, ctx.baseUrl, email);
    await page.getByTestId('user-menu').waitFor(WAIT);
  } else {
    await page.goto(`${ctx.baseUrl}/about`);
  }
  // The cookie notice is a page of its own kind: decided once, so the routes are checked as a visitor sees them.
  await acceptCookies(page);
  if (language !== 'en') await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  return page;
}

let ids;
/** The demo ids, asked once per worker (a test after a failed one runs in a fresh worker and asks again). */
const demo = async (ctx) => (ids ??= await demoIds(ctx.baseUrl));

export const tests = [
  {
    name: 'public pages, signed out, have no serious or critical axe violations',
    async run(ctx) {
      const routes = publicRoutes(await demo(ctx));
      const page = await personPage(ctx, null);
      assertClean(await walk(page, ctx.baseUrl, routes, 'public'));
    },
  },
  {
    name: "a fighter's pages have no serious or critical axe violations",
    async run(ctx) {
      const page = await personPage(ctx, 'fighter@demo.hema');
      assertClean(await walk(page, ctx.baseUrl, fighterRoutes(), 'fighter'));
    },
  },
  {
    name: "the organizer's pages, the judge console and the caption have no serious or critical axe violations",
    async run(ctx) {
      const routes = organizerRoutes(await demo(ctx));
      const page = await personPage(ctx, 'organizer@demo.hema');
      assertClean(await walk(page, ctx.baseUrl, routes, 'organizer'));
    },
  },
  {
    name: 'admin pages and the hall display have no serious or critical axe violations',
    async run(ctx) {
      const routes = adminRoutes(await demo(ctx));
      const page = await personPage(ctx, 'admin@demo.hema');
      assertClean(await walk(page, ctx.baseUrl, routes, 'admin'));
    },
  },
  {
    name: 'a handful of pages in Russian and on a phone have no serious or critical axe violations',
    async run(ctx) {
      const ids = await demo(ctx);
      const o = `/organizer/tournaments/${ids.tournament}`;
      const sample = [
        '/',
        `/tournament/${ids.tournamentKey}/nomination/${ids.nomination}`,
        '/my/settings',
        `${o}/nominations/${ids.nomination}/stages`,
        `${o}/area-scores/${ids.area}`,
        '/organizer/users',
      ];
      const russian = await personPage(ctx, 'organizer@demo.hema', { language: 'ru' });
      const phone = await personPage(ctx, 'organizer@demo.hema', { width: 390 });
      assertClean([
        ...(await walk(russian, ctx.baseUrl, sample, 'ru 1280')),
        ...(await walk(phone, ctx.baseUrl, sample, 'en 390')),
      ]);
    },
  },
];

describeFile(import.meta.url, tests);
