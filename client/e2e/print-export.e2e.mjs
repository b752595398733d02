import { describeFile } from './suite.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { acceptCookies, assert, assertNoConsoleErrors, signIn, statusAction, WAIT } from './e2e-helpers.mjs';

/**
 * By clicks only: the demo organizer downloads the pool sheet of the demo's first pool from
 * its page (a PDF whose text names every fighter of the pool), sees the print buttons of the stages, category and
 * rings pages, and — after finishing the Tallinn Spring Cup by its status buttons — downloads its HEMA Ratings
 * workbook, whose button shows only once the tournament is finished. Screenshots at 1280 and 390 px, EN and RU.
 *
 * It finishes the Tallinn Spring Cup, which other files need open: it runs on a copy of the demo world of its own
 * (`ownData`).
 */

const DEMO = 'HEMA Live Demo Open';
const SPRING = 'Tallinn Spring Cup';

async function openTournament(page, baseUrl, title) {
  await signIn(page, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
  await page.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
  await acceptCookies(page);
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('heading', { name: title }).waitFor(WAIT);
}

const openTab = (page, name, nav = 'Tournament management sections') =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click();

/** Clicks `button` and answers the bytes and name of the file the browser downloads. */
async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download', WAIT), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path), path };
}

/** Screenshots of the page as it is, at both widths and in both languages; ends in English at 1280 px. */
async function screenshots(page, screenshot, name, ready) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ['en', 'ru']) {
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.reload();
      await ready(language).waitFor(WAIT);
      await screenshot(page, `${name}-${width}-${language}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
}

/** Finishes a demo tournament: run on a copy of the demo world of its own (see run.mjs). */
export const ownData = true;

export const tests = [
  {
    name: 'an organizer downloads the pool sheet PDF of a demo pool from its page; stages, category and rings print too',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await openTournament(page, baseUrl, DEMO);
      await openTab(page, 'Categories');
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await openTab(page, 'Stages', 'Category management sections');
      const stages = page.locator('tbody tr', { hasText: 'Pools 1' });
      await stages.getByRole('button', { name: 'Print Pools 1 (PDF)' }).waitFor(WAIT);
      await screenshots(page, screenshot, 'print-stages', (l) =>
        page.getByRole('button', { name: l === 'en' ? 'Print Pools 1 (PDF)' : 'Распечатать: Пулы 1 (PDF)' }),
      );
      const stagePdf = await downloaded(page, stages.getByRole('button', { name: 'Print Pools 1 (PDF)' }));
      assert.equal(stagePdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-');

      await stages.getByRole('link', { name: 'Pool 1' }).first().click();
      await page.getByRole('heading', { name: 'Pool 1' }).waitFor(WAIT);
      const print = page.getByRole('button', { name: 'Print the pool sheet of Pool 1 (PDF)' });
      await print.waitFor(WAIT);
      // The fighters of the pool, as the page lists them in its bouts.
      // The bouts are the last table (the pool's standings table comes first).
      const bouts = page.locator('table').last();
      await bouts.locator('tbody tr').first().waitFor(WAIT);
      const names = new Set();
      for (const row of await bouts.locator('tbody tr').all()) {
        const cells = await row.locator('td').allInnerTexts();
        for (const name of [cells[1], cells[3]]) if (name && name !== '—') names.add(name.trim());
      }
      assert.ok(names.size >= 3, `fighters of the pool: ${[...names].join(', ')}`);

      const sheet = await downloaded(page, print);
      assert.match(sheet.name, /\.pdf$/);
      assert.equal(sheet.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', sheet.path, '-'], { encoding: 'utf8' });
      for (const name of names) assert.ok(text.includes(name), `the pool sheet names ${name}`);
      assert.ok(text.includes('Bout order'), 'the pool sheet has the bout order');
      await screenshots(page, screenshot, 'print-pool', (l) =>
        page.getByRole('button', {
          name: l === 'en' ? 'Print the pool sheet of Pool 1 (PDF)' : 'Распечатать протокол: Пул 1 (PDF)',
        }),
      );

      await openTab(page, 'Overview', 'Category management sections');
      const results = page.getByRole('button', { name: 'Print the results of Longsword Open (PDF)' });
      await results.waitFor(WAIT);
      const resultsPdf = await downloaded(page, results);
      assert.equal(resultsPdf.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      await screenshots(page, screenshot, 'print-category', (l) =>
        page.getByRole('button', {
          name:
            l === 'en'
              ? 'Print the results of Longsword Open (PDF)'
              : 'Распечатать итоги: Longsword Open (PDF)',
        }),
      );

      await openTab(page, 'Rings');
      const ring = page.getByRole('button', { name: 'Print the schedule of Ring 1 (PDF)' });
      await ring.waitFor(WAIT);
      const schedule = await downloaded(page, ring);
      assert.equal(schedule.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      await screenshots(page, screenshot, 'print-rings', (l) =>
        page.getByRole('button', {
          name: l === 'en' ? 'Print the schedule of Ring 1 (PDF)' : 'Распечатать расписание: Ring 1 (PDF)',
        }),
      );
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'the HEMA Ratings export shows once the organizer has finished the tournament and downloads the workbook',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 1280, height: 900 });
      await openTournament(page, baseUrl, SPRING);
      const exportButton = page.getByRole('button', { name: 'Export for HEMA Ratings', exact: true });
      await page.getByRole('button', { name: 'Close registration', exact: true }).waitFor(WAIT);
      assert.equal(await exportButton.count(), 0, 'no export before the tournament is finished');

      // The demo tournament starts later: Start asks to confirm the early start (statusAction answers either).
      for (const action of ['Start', 'Finish']) await statusAction(page, action);
      await exportButton.waitFor(WAIT);

      const workbook = await downloaded(page, exportButton);
      assert.match(workbook.name, /\.xlsx$/);
      const parts = unzipSync(new Uint8Array(workbook.bytes));
      const sheets = strFromU8(parts['xl/workbook.xml']);
      for (const tab of ['Event info', 'Clubs', 'Fighters']) assert.ok(sheets.includes(`name="${tab}"`), tab);

      const csv = await downloaded(
        page,
        page.getByRole('button', { name: 'Export for HEMA Ratings as CSV files in a zip' }),
      );
      assert.match(csv.name, /\.zip$/);
      const files = Object.keys(unzipSync(new Uint8Array(csv.bytes)));
      for (const file of ['Event info.csv', 'Clubs.csv', 'Fighters.csv'])
        assert.ok(files.includes(file), file);

      await screenshots(page, screenshot, 'hema-ratings-export', (l) =>
        page.getByRole('button', {
          name: l === 'en' ? 'Export for HEMA Ratings' : 'Выгрузить для HEMA Ratings',
          exact: true,
        }),
      );
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests, { ownData });
