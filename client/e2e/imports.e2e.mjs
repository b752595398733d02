import { describeFile } from './suite.mjs';
import { Buffer } from 'node:buffer';
import { strToU8, zipSync } from 'fflate';
import { acceptCookies, assert, assertNoConsoleErrors, notified, signIn } from './e2e-helpers.mjs';

/**
 * Tournament import: a signed-in fighter finds the import page from the ratings, uploads the zip
 * of four CSV files, and sees it wait for review; an admin reviews and approves it, and the tournament then appears
 * finished with its results. Only clicks, typing and the file chooser.
 */

const TITLE = 'E2E Import Cup 2021';
const csv = (rows) => rows.map((row) => row.join(',')).join('\n');

/** A small tournament of one category: three fighters in a pool and a final (names unique to this test). */
function tournamentZip() {
  const files = {
    'tournament.csv': csv([
      ['title', 'date_start', 'date_end', 'country', 'city'],
      [TITLE, '2021-06-05', '2021-06-06', 'FI', 'Turku'],
    ]),
    'categories.csv': csv([
      ['category', 'weapon'],
      ['Longsword Open', 'Longsword'],
    ]),
    'fighters.csv': csv([
      ['fighter_id', 'first_name', 'last_name', 'club', 'country'],
      ['1', 'Eero', 'Importinen', 'Turku Swords', 'FI'],
      ['2', 'Saga', 'Importsdottir', 'Turku Swords', 'FI'],
      ['3', 'Ilmari', 'Zipponen', '', 'FI'],
    ]),
    'fights.csv': csv([
      ['category', 'stage', 'pool', 'fighter_1', 'fighter_2', 'score_1', 'score_2', 'winner'],
      ['Longsword Open', 'Pools', 'A', '1', '2', '5', '3', ''],
      ['Longsword Open', 'Pools', 'A', '2', '3', '5', '1', ''],
      ['Longsword Open', 'Pools', 'A', '3', '1', '2', '5', ''],
      ['Longsword Open', 'Final', '', '2', '1', '7', '4', ''],
    ]),
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

export const tests = [
  {
    name: 'a fighter uploads a past tournament; an admin approves it and it appears finished with its results',
    async run({ baseUrl, newPage, screenshot }) {
      const fighter = await newPage();
      await signIn(fighter, baseUrl, 'fighter@demo.hema', 'demo-password', '/rating');
      await acceptCookies(fighter);
      await fighter.getByRole('link', { name: 'Import a tournament' }).click();
      await fighter.getByRole('heading', { name: 'Tournament import', exact: true }).waitFor();
      await fighter.locator('input[type=file]').setInputFiles({
        name: 'e2e-import.zip',
        mimeType: 'application/zip',
        buffer: tournamentZip(),
      });
      await fighter.getByRole('button', { name: 'Upload', exact: true }).click();
      await notified(fighter, 'The import was sent to the administrators for review.');
      const mine = fighter.getByRole('table', { name: 'My imports' });
      const row = mine.getByRole('row').filter({ hasText: TITLE });
      await row.getByText('Waiting for review').waitFor();
      assertNoConsoleErrors(fighter);

      const admin = await newPage();
      await signIn(admin, baseUrl, 'admin@demo.hema', 'demo-password', '/admin');
      await admin.getByRole('heading', { name: 'Administration' }).waitFor();
      await acceptCookies(admin);
      await admin.getByRole('link', { name: 'Tournament imports', exact: true }).click();
      await admin.getByRole('heading', { name: 'Tournament imports', exact: true }).waitFor();
      await admin.getByLabel('Tournament', { exact: true }).fill(TITLE);
      const pending = admin.getByRole('row').filter({ hasText: TITLE });
      await pending.getByRole('button', { name: 'Review' }).click();
      const review = admin.getByRole('dialog', { name: 'Review of the import' });
      await review.getByText('Eero Importinen').first().waitFor();
      assert.equal(await review.getByText('New fighter', { exact: true }).count(), 3, 'three new fighters');
      await screenshot(admin, 'import-review-1280');
      await review.getByRole('button', { name: 'Approve' }).click();
      await admin.getByText('The tournament was imported.').waitFor();
      await pending.getByText('Approved').waitFor();

      // The uploader's list links to the tournament, which is finished and ranks the final's winner first.
      await fighter.reload();
      await row.getByText('Approved').waitFor();
      await row.getByRole('link', { name: TITLE }).click();
      await fighter.getByRole('heading', { name: TITLE }).waitFor();
      await fighter.getByText('Completed').first().waitFor();
      await fighter.getByRole('link', { name: 'Summary' }).click();
      await fighter.getByText('Saga Importsdottir').first().waitFor();
      await screenshot(fighter, 'imported-tournament-summary-1280');
      const summary = await fighter.locator('main').innerText();
      assert.ok(
        summary.indexOf('Saga Importsdottir') < summary.indexOf('Eero Importinen'),
        'the winner of the final is placed first',
      );
      assertNoConsoleErrors(admin);
      assertNoConsoleErrors(fighter);
    },
  },
];

describeFile(import.meta.url, tests);
