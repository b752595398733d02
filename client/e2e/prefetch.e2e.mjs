import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, WAIT } from './e2e-helpers.mjs';

/**
 * Data prefetch on hover: pointing at a link to a tournament or a category starts fetching that page's
 * answers before the click, and the click then opens the page from them without asking again.
 */

/** Every API path the page asks for, in order. */
function apiRequests(page) {
  const paths = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

/** Hovers the link and waits until the page has asked for `path` (nothing is clicked). */
async function hoverFetches(page, link, path) {
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === path, WAIT);
  await link.hover();
  await fetched;
}

export const tests = [
  {
    name: 'hovering a tournament and then a category link fetches their pages before the click',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      const paths = apiRequests(page);
      await page.goto(`${baseUrl}/tournaments`);
      await acceptCookies(page);
      const tournamentLink = page.locator('a[href="/tournament/demo-open"]').first();
      await tournamentLink.waitFor(WAIT);
      assert.ok(
        !paths.includes('/api/tournaments/demo-open'),
        'the tournament is not fetched before the hover',
      );

      await hoverFetches(page, tournamentLink, '/api/tournaments/demo-open');
      await tournamentLink.click();
      await page.getByRole('link', { name: 'Categories', exact: true }).waitFor(WAIT);
      assert.equal(
        paths.filter((p) => p === '/api/tournaments/demo-open').length,
        1,
        'the click opens the tournament from the answer fetched on hover',
      );

      await page.getByRole('link', { name: 'Categories', exact: true }).click();
      const categoryLink = page.getByRole('link', { name: 'Longsword Open' }).first();
      await categoryLink.waitFor(WAIT);
      const href = await categoryLink.getAttribute('href');
      const nominationId = href.split('/nomination/')[1].split('/')[0];
      const stagesPath = `/api/nominations/${nominationId}/stages`;
      assert.ok(!paths.includes(stagesPath), 'the stages are not fetched before the hover');

      await hoverFetches(page, categoryLink, stagesPath);
      await categoryLink.click();
      await page.getByRole('tab', { name: 'Pools 1' }).waitFor(WAIT);
      assert.equal(
        paths.filter((p) => p === stagesPath).length,
        1,
        'the click opens the category from the stages fetched on hover',
      );
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
