import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';

/**
 * The organizer pages on the shared contracts: every answer of the real server is parsed by its contract
 * (a drift would show "Loading error" or an empty page), lists are the reusable grid paged on the server, and
 * documents (a category's stages, a pool sheet) come whole. Everything is clicked through from the tournament list,
 * on the demo tournament the server seeds.
 */

const DEMO = 'HEMA Live Demo Open';

/** Every API request of the page, to check that no list loaded a whole table. */
function recordApiCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url);
  });
  return calls;
}

/** Whole-table loads other than the shell's zone list (spec §9). */
const wholeTableLoads = (calls) =>
  calls
    .filter((url) => ['all', '0'].includes(url.searchParams.get('perPage') ?? ''))
    .filter((url) => url.pathname !== '/api/zones')
    .map((url) => url.pathname + url.search);

async function openTab(page, name) {
  await page.getByRole('link', { name, exact: true }).click();
}

export const tests = [
  {
    name: 'an organizer clicks from the tournament list through rings, categories, fighters, stages, a pool and a fight',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      const calls = recordApiCalls(page);
      await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await page.waitForURL(`${baseUrl}/organizer/tournaments`);

      const tournaments = page.getByRole('table', { name: 'My tournaments' });
      await tournaments.getByRole('link', { name: DEMO }).click();
      await page.getByRole('heading', { name: DEMO }).waitFor();

      await openTab(page, 'Rings');
      const rings = page.getByRole('table', { name: 'Rings' });
      await rings.getByText('Ring 2').waitFor();
      assert.equal(await rings.getByRole('link', { name: 'Ring scores', exact: true }).count(), 2);
      await screenshot(page, 'organizer-rings-1280');

      await openTab(page, 'Categories');
      const categories = page.getByRole('table', { name: 'Categories' });
      await categories.getByRole('link', { name: 'Sabre' }).waitFor();
      await categories.getByRole('link', { name: 'Longsword Open' }).click();
      await page.getByRole('heading', { name: 'Longsword Open' }).waitFor();

      await openTab(page, 'Requests');
      const fighters = page.getByRole('table', { name: 'Requests' });
      await fighters.locator('tbody tr').first().waitFor();
      assert.ok((await fighters.locator('tbody tr').count()) > 8, 'the category’s fighters, one page');

      await openTab(page, 'Stages');
      await page.getByRole('link', { name: 'Pool 1' }).click();
      await page.waitForURL(/\/pools\/[^/]+$/);
      await page.getByRole('heading', { name: 'Pool 1' }).waitFor();
      const sheet = page.getByTestId('resource-table');
      await sheet.locator('tbody tr').first().waitFor();
      const first = sheet.locator('tbody tr a').first();
      const number = await first.innerText();
      await first.click();
      await page.waitForURL(/\/fights\//);
      // The fight's own page: its ring, score and status, translated.
      await page.getByRole('row', { name: /^Ring\s+Ring 1$/ }).waitFor();
      assert.equal(number, '1');
      assert.equal(await page.getByRole('row', { name: /^Score\s+\d+ : \d+$/ }).count(), 1);
      assert.equal(
        await page
          .getByRole('row', { name: /^Status\s+(Scheduled|Running|Paused|Finished|Cancelled)$/ })
          .count(),
        1,
      );

      assert.equal(await page.getByText('Loading error').count(), 0);
      assert.deepEqual(wholeTableLoads(calls), []);
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'an admin reviews every tournament with its organizer, paged on the server',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      const calls = recordApiCalls(page);
      await signIn(page, baseUrl, 'admin@demo.hema', undefined, '/admin/tournaments');
      await page.waitForURL(`${baseUrl}/admin/tournaments`);
      const table = page.getByRole('table', { name: 'Tournaments' });
      const row = table.locator('tbody tr', { has: page.getByRole('link', { name: DEMO }) });
      await row.waitFor();
      assert.match(await row.innerText(), /online/i);
      await row.getByRole('link', { name: DEMO }).click();
      await page.getByRole('heading', { name: DEMO }).waitFor();
      assert.deepEqual(wholeTableLoads(calls), []);
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
