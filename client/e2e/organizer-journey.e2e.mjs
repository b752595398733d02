import { describeFile } from './suite.mjs';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  categoryTab,
  chooseIn,
  notified,
  pick,
  signIn,
  statusAction,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';
import { expectText } from './judge-setup.mjs';

/**
 * The organizer's journey from nothing, by clicks and typing only: a visitor registers, asks for organizer access, an
 * administrator approves it (a one-week trial), and the new trial organizer — who owns nothing yet — builds a whole
 * tournament: two categories (longsword with pools, sabre), ten fighters (eight existing users, two created on the
 * spot, one of them in a new club), a pool stage generated, two rings given a pool each, then "Open for viewing";
 * a visitor finds it on the public pages with its categories, pools and rings. Then the same
 * organizer runs it: every pool bout scored from the judge consoles' keys, live standings with their reasons, the
 * best four advanced into a bracket marked "to the finals", the bracket scored to the final, the tournament finished,
 * the medallists on the public Summary, a pool sheet PDF and the HEMA Ratings workbook downloaded.
 */

const TAG = Date.now().toString(36).slice(-5);
const EMAIL = `tove.${TAG}@example.org`;
const TITLE = `Vaasa Open ${TAG}`;
const EXISTING = [
  ['Mikko', 'Mikko Laine'],
  ['Aino', 'Aino Virtanen'],
  ['Dmitry', 'Dmitry Sokolov'],
  ['Olga', 'Olga Ivanova'],
  ['Kaspar', 'Kaspar Tamm'],
  ['Liis', 'Liis Kask'],
  ['Erik', 'Erik Lindqvist'],
  ['Sofia', 'Sofia Berg'],
];

async function addCategory(page, title, weapon) {
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a category' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Weapon', { exact: true }).first().fill(weapon.slice(0, 4));
  await page.getByRole('option', { name: weapon, exact: true }).click(WAIT);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await page.getByRole('table', { name: 'Categories' }).getByRole('link', { name: title }).waitFor(WAIT);
}

async function addExistingFighter(page, table, typed, name) {
  await page.getByRole('button', { name: 'Add fighter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add fighter' });
  await pick(dialog, page, 'User', typed, name);
  await dialog.getByRole('button', { name: 'Add fighter' }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  await table.locator('tbody tr', { hasText: name }).waitFor(WAIT);
}

/** What the first test built, for the second one. */
const built = { overview: '', address: '' };

/**
 * Scores the console's current bout `points`:1 for the left fighter with the keys, and confirms "by points". The
 * points differ from bout to bout, so the standings separate the fighters by hits, not only by wins.
 */
async function scoreBout(judge, points = 2) {
  await expectText(judge, '[data-testid="fight-status"]', /scheduled/i, 'a bout to start');
  await judge.keyboard.press('Space');
  await expectText(judge, '[data-testid="fight-status"]', /running/i, 'the bout runs');
  await judge.keyboard.press(']');
  await expectText(judge, '[data-testid="score-2"]', '1', 'point of the right');
  for (let point = 1; point <= points; point++) {
    await judge.keyboard.press('q');
    await expectText(judge, '[data-testid="score-1"]', String(point), `point ${point} of the left`);
  }
  await judge.keyboard.press('p');
  await judge.getByTestId('finish-winner').waitFor(WAIT);
  await judge.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await judge
    .getByTestId('finish-winner')
    .waitFor({ state: 'detached', ...WAIT })
    .catch(async (e) => {
      await judge.screenshot({ path: 'client/e2e/.artifacts/journey-judge-failure.png' });
      throw e;
    });
}

/** Scores every bout the ring's console offers until it says the ring is done (later rounds arrive by themselves). */
async function scoreRing(judge, most) {
  for (let bout = 0; bout < most; bout++) {
    const next = await Promise.race([
      judge
        .getByTestId('ring-done')
        .waitFor(WAIT)
        .then(() => 'done'),
      judge
        .locator('[data-testid="fight-status"]', { hasText: /scheduled/i })
        .waitFor(WAIT)
        .then(() => 'bout'),
    ]);
    if (next === 'done') return bout;
    await scoreBout(judge, 2 + (bout % 3));
  }
  await judge.getByTestId('ring-done').waitFor(WAIT);
  return most;
}

/** The judge console of a ring, opened from its "Ring scores" link on the rings page. */
async function openRingConsole(page, newPage, ring) {
  const row = page.getByRole('table', { name: 'Rings' }).locator('tbody tr', { hasText: ring });
  const href = await row.getByRole('link', { name: 'Ring scores', exact: true }).getAttribute('href');
  const judge = await newPage({ width: 1280, height: 900 });
  await signIn(judge, new URL(page.url()).origin, EMAIL, 'tove-password', href);
  await judge.waitForURL(`**${href}`, WAIT);
  return judge;
}

async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download', WAIT), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

export const tests = [
  {
    name: 'a newly approved trial organizer builds a whole tournament in the browser and the public sees it',
    async run({ baseUrl, newPage, screenshot }) {
      // A visitor registers and asks for organizer access.
      const page = await newPage({ width: 1280, height: 900 });
      await page.goto(`${baseUrl}/registration`);
      await acceptCookies(page);
      await page.getByLabel(/first name/i).fill('Tove');
      await page.getByLabel(/last name/i).fill('Jansson');
      await page.getByLabel(/e-?mail/i).fill(EMAIL);
      await page
        .getByLabel(/^password/i)
        .first()
        .fill('tove-password');
      await page.getByLabel(/confirm|repeat/i).fill('tove-password');
      await page.getByRole('button', { name: /register|sign up|create/i }).click();
      await page.waitForURL(`${baseUrl}/`, WAIT);
      await page.goto(`${baseUrl}/my/settings`);
      await page
        .getByLabel('A few words about your tournament (optional)')
        .fill('Vaasa Open, longsword and sabre, in May');
      await page.getByRole('button', { name: 'Ask for organizer access' }).click();
      await page.getByText('Your request is with the administrators').waitFor(WAIT);

      // An administrator approves it.
      const admin = await newPage({ width: 1280, height: 900 });
      await signIn(admin, baseUrl, 'admin@demo.hema', undefined, '/admin/licenses');
      await admin.waitForURL(`${baseUrl}/admin/licenses`, WAIT);
      const request = admin.locator('tbody tr', { hasText: EMAIL });
      await request.getByRole('button', { name: 'Approve', exact: true }).click();
      await request.getByText('Approved', { exact: true }).waitFor(WAIT);

      // The new trial organizer owns no tournament yet and creates one.
      await page.goto(`${baseUrl}/organizer/tournaments`);
      await page.getByRole('button', { name: 'Create tournament' }).click();
      let dialog = page.getByRole('dialog', { name: 'New tournament' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
      await dialog.getByText(/^Free: \/tournament\//).waitFor(WAIT);
      await dialog.getByRole('combobox', { name: /^Starts/ }).fill('2027-05-08');
      await dialog.getByRole('combobox', { name: /^Ends/ }).fill('2027-05-09');
      await dialog.getByRole('combobox', { name: 'Country' }).fill('Finl');
      await page.getByRole('option', { name: 'Finland' }).click();
      await dialog.getByRole('textbox', { name: /^City/ }).fill('Vaasa');
      await dialog.getByRole('textbox', { name: /^Venue address/ }).fill('Raastuvankatu 30');
      await dialog.getByRole('button', { name: 'Create tournament' }).click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      const overview = page.url();
      built.overview = overview;

      // Two categories.
      await tournamentTab(page, 'Categories');
      await addCategory(page, 'Longsword Open', 'Longsword');
      await addCategory(page, 'Sabre Cup', 'Sabre');

      // Ten longsword fighters: eight users of the platform, two created on the spot (one in a new club).
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await page.getByRole('heading', { name: 'Longsword Open' }).waitFor(WAIT);
      await categoryTab(page, 'Requests');
      const fighters = page.getByRole('table', { name: 'Requests' });
      for (const [typed, name] of EXISTING) await addExistingFighter(page, fighters, typed, name);
      await page.getByRole('button', { name: 'Add fighter' }).click();
      dialog = page.getByRole('dialog', { name: 'Add fighter' });
      await dialog.getByText('New fighter', { exact: true }).click();
      await dialog.getByLabel('First name').fill('Aleksi');
      await dialog.getByLabel('Last name').fill(`Vaasalainen${TAG}`);
      await dialog.getByText('New club', { exact: true }).click();
      await dialog.getByLabel('Title of the new club').fill(`Vaasa Fencing Guild ${TAG}`);
      await dialog.getByRole('button', { name: 'Create and add' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await fighters.locator('tbody tr', { hasText: `Vaasa Fencing Guild ${TAG}` }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Add fighter' }).click();
      dialog = page.getByRole('dialog', { name: 'Add fighter' });
      await dialog.getByText('New fighter', { exact: true }).click();
      await dialog.getByLabel('First name').fill('Helmi');
      await dialog.getByLabel('Last name').fill(`Korhonen${TAG}`);
      await pick(dialog, page, 'Club', 'Vaasa Fencing', `Vaasa Fencing Guild ${TAG}`);
      await dialog.getByRole('button', { name: 'Create and add' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await fighters.locator('tbody tr', { hasText: `Helmi Korhonen${TAG}` }).waitFor(WAIT);
      assert.equal(await fighters.locator('tbody tr').count(), 10);

      // Pools: two pools of five, generated.
      await categoryTab(page, 'Stages');
      await page.getByRole('button', { name: 'Add stage' }).click();
      dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel('Pools count').fill('2');
      await dialog.getByLabel('Goes to next stage').fill('4');
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      const stage = page.locator('tbody tr', { hasText: 'Pools 1' });
      await stage.getByRole('button', { name: 'Generate', exact: true }).click();
      await notified(page, 'Pools 1 generated. Groups: 2, fights: 20');
      await stage.getByRole('link', { name: 'Pool 2' }).waitFor(WAIT);

      // Two rings, a pool on each.
      await page.goto(overview);
      await tournamentTab(page, 'Rings');
      const rings = page.getByRole('table', { name: 'Rings' });
      for (const [ring, pool] of [
        ['Ring A', 'Pool 1'],
        ['Ring B', 'Pool 2'],
      ]) {
        await page.getByRole('button', { name: 'Add ring' }).click();
        const add = page.getByRole('dialog', { name: 'Add a ring' });
        await add.getByLabel('Title').fill(ring);
        await add.getByRole('button', { name: 'Add ring' }).click();
        await notified(page, `Ring added: ${ring}`);
        const row = rings.locator('tbody tr', { hasText: ring });
        await row.getByRole('button', { name: `Fights of ${ring}` }).click();
        const fights = page.getByRole('dialog', { name: `Fights of ${ring}` });
        await chooseIn(fights, page, 'Category', 'Longsword Open');
        await fights.getByRole('button', { name: `Whole pool: ${pool}` }).click();
        await page.waitForFunction(
          () => document.querySelectorAll('[aria-label="Queue of the ring"] li').length === 10,
          undefined,
          WAIT,
        );
        await page.keyboard.press('Escape');
        await fights.waitFor({ state: 'hidden', ...WAIT });
      }
      await screenshot(page, 'journey-rings-1280-en');

      // Open for viewing.
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Open for viewing');
      await notified(page, 'Status: Upcoming');

      // The public sees it: in the list, its categories, the pools with their fighters and rings.
      const visitor = await newPage({ width: 1280, height: 900 });
      await visitor.goto(`${baseUrl}/tournaments`);
      await acceptCookies(visitor);
      await visitor.getByRole('link', { name: TITLE }).first().click();
      await visitor.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      built.address = new URL(visitor.url()).pathname.split('/')[2];
      await visitor.getByText('Vaasa').first().waitFor(WAIT);
      await visitor.getByRole('link', { name: 'Sabre Cup' }).first().waitFor(WAIT);
      await visitor.getByRole('link', { name: 'Longsword Open' }).first().click();
      await visitor.getByRole('heading', { name: 'Pool 1' }).waitFor(WAIT);
      await visitor.getByRole('heading', { name: 'Pool 2' }).waitFor(WAIT);
      await visitor.getByText(`Helmi Korhonen${TAG}`).filter({ visible: true }).first().waitFor(WAIT);
      await visitor.getByText('Ring A').filter({ visible: true }).first().waitFor(WAIT);
      await screenshot(visitor, 'journey-public-1280-en');
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(visitor);
    },
  },
  {
    name: 'the same organizer runs it: pools scored at the rings, standings, advance to a bracket, finals, summary, print-outs',
    async run({ baseUrl, newPage, screenshot }) {
      assert.ok(built.overview, 'the tournament of the first test');
      const page = await newPage({ width: 1280, height: 900 });
      await signIn(page, baseUrl, EMAIL, 'tove-password', new URL(built.overview).pathname);
      await page.getByRole('heading', { name: TITLE }).waitFor(WAIT);
      await acceptCookies(page);
      await statusAction(page, 'Start');
      await notified(page, 'Status: Online');

      // Every pool bout, scored at its ring from the judge console's keys.
      await tournamentTab(page, 'Rings');
      for (const ring of ['Ring A', 'Ring B']) {
        const judge = await openRingConsole(page, newPage, ring);
        assert.equal(await scoreRing(judge, 10), 10, `${ring} had its pool's ten bouts`);
        assertNoConsoleErrors(judge);
        await judge.close();
      }

      // The public standings: every fighter ranked, each place with its reason.
      const visitor = await newPage({ width: 1280, height: 900 });
      await visitor.goto(`${baseUrl}/tournament/${built.address}/categories`);
      await acceptCookies(visitor);
      await visitor.getByRole('link', { name: 'Longsword Open' }).first().click();
      await visitor.getByTestId('pool-table').nth(1).waitFor(WAIT);
      await visitor.getByRole('link', { name: 'Standings', exact: true }).click();
      await visitor.getByTestId('standings-row').nth(9).waitFor(WAIT);
      assert.equal(await visitor.getByTestId('standings-place').first().textContent(), '1');
      await expectText(
        visitor,
        '[data-testid="standings-why"]',
        /^(Above|Tied with) /,
        'why the first is placed so',
      );
      await screenshot(visitor, 'journey-standings-1280-en');

      // A bracket of four, to the finals; the best four of the pools advance into it.
      await tournamentTab(page, 'Categories');
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await page.getByRole('heading', { name: 'Longsword Open' }).waitFor(WAIT);
      await categoryTab(page, 'Stages');
      await page.getByRole('button', { name: 'Add stage' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel(/^Type/).first().click();
      await page.getByRole('option', { name: 'Elimination', exact: true }).click();
      await dialog.getByLabel('Elimination size').fill('4');
      await dialog.getByLabel('To the finals').check();
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await page.locator('tbody tr', { hasText: 'Pools 1' }).getByRole('button', { name: 'Advance' }).click();
      dialog = page.getByRole('dialog', { name: 'Advance from Pools 1' });
      await dialog.getByText('Rank 1 across pools').first().waitFor(WAIT);
      await screenshot(page, 'journey-advance-1280-en');
      await dialog.getByRole('button', { name: 'Advance 4 fighters' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });

      // The bracket goes to Ring A; its final follows the semi-finals there by itself.
      await page.goto(built.overview);
      await tournamentTab(page, 'Rings');
      const rings = page.getByRole('table', { name: 'Rings' });
      await rings
        .locator('tbody tr', { hasText: 'Ring A' })
        .getByRole('button', { name: 'Fights of Ring A' })
        .click();
      const fights = page.getByRole('dialog', { name: 'Fights of Ring A' });
      await chooseIn(fights, page, 'Category', 'Longsword Open');
      await fights.getByRole('button', { name: /^Whole stage: (?!Pools)/ }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="Queue of the ring"] li').length > 10,
        undefined,
        WAIT,
      );
      await page.keyboard.press('Escape');
      const judge = await openRingConsole(page, newPage, 'Ring A');
      const bracketBouts = await scoreRing(judge, 4);
      assert.ok(bracketBouts >= 3, `semi-finals and final scored (${bracketBouts})`);
      await judge.close();

      // Finished: the medallists on the public summary.
      await tournamentTab(page, 'Overview');
      await statusAction(page, 'Finish');
      await notified(page, 'Status: Completed');
      await visitor.goto(`${baseUrl}/tournament/${built.address}/summary`);
      const medallists = visitor.getByTestId('medallists');
      await medallists.waitFor(WAIT);
      await medallists.getByText('Gold').waitFor(WAIT);
      assert.ok((await medallists.locator('p').count()) >= 3, 'gold, silver and bronze named');
      await screenshot(visitor, 'journey-summary-1280-en');

      // The HEMA Ratings workbook, then a pool sheet.
      const workbook = await downloaded(
        page,
        page.getByRole('button', { name: 'Export for HEMA Ratings', exact: true }),
      );
      assert.match(workbook.name, /\.xlsx$/);
      const parts = unzipSync(new Uint8Array(workbook.bytes));
      const sheets = strFromU8(parts['xl/workbook.xml']);
      for (const tab of ['Event info', 'Clubs', 'Fighters', 'Longsword Open'])
        assert.ok(sheets.includes(`name="${tab}"`), `the workbook has the tab ${tab}`);
      await tournamentTab(page, 'Categories');
      await page
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await categoryTab(page, 'Stages');
      await page.getByRole('link', { name: 'Pool 1' }).first().click();
      const sheet = await downloaded(
        page,
        page.getByRole('button', { name: 'Print the pool sheet of Pool 1 (PDF)' }),
      );
      assert.equal(sheet.bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(visitor);
    },
  },
];

describeFile(import.meta.url, tests);
