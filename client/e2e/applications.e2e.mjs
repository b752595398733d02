import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  categoryTab,
  notified,
  signIn,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';

/**
 * The applications journey, by clicks and typing only: the organizer of the demo "Tallinn Spring Cup" builds an
 * application form with one field of every type and limits "Longsword Open" to two fighters; three fighters
 * register and apply (the third goes to the waiting list); the organizer approves all, refuses one with a reason
 * (the waiting fighter moves up and sees it in My applications), approves the moved-up one, marks paid and present;
 * the approved fighters are the category's fighters and fill the generated pool.
 */

const TAG = Date.now().toString(36).slice(-5);
const CUP = '/tournament/demo-spring-cup';
const FIGHTERS = [
  ['Marta', `Saar${TAG}`],
  ['Jaan', `Tamme${TAG}`],
  ['Kadri', `Ilves${TAG}`],
];

/** A form field: label, type, options typed into the tags input, required. */
async function addField(page, index, label, type, options = [], required = false) {
  await page.getByRole('button', { name: 'Add field' }).click();
  const field = page.locator('.mantine-Paper-root', { hasText: `Field ${index}` });
  await field.getByRole('textbox', { name: /^Label/ }).fill(label);
  await field.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  for (const option of options) {
    await field.getByRole('combobox', { name: 'Options' }).fill(option);
    await page.keyboard.press('Enter');
  }
  if (required) await field.getByRole('switch', { name: 'Required' }).check();
}

async function registerAndApply(newPage, baseUrl, [first, last], screenshot) {
  const page = await newPage({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/registration`);
  await acceptCookies(page);
  await page.getByLabel(/first name/i).fill(first);
  await page.getByLabel(/last name/i).fill(last);
  await page.getByLabel(/e-?mail/i).fill(`${first}.${last}@example.org`.toLowerCase());
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('fighter-password');
  await page.getByLabel(/confirm|repeat/i).fill('fighter-password');
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await page.waitForURL(`${baseUrl}/`, WAIT);
  await page.goto(`${baseUrl}${CUP}/registration`);
  const form = page.getByRole('form', { name: 'Apply' });
  await form.waitFor(WAIT);
  // Sent empty: the required fields say so before anything reaches the server.
  await form.getByRole('button', { name: 'Send application' }).click();
  await form.getByText('Choose at least one category').waitFor(WAIT);
  assert.ok((await form.getByText('Field required').count()) >= 2);
  await form.getByLabel('Longsword Open').check();
  await form.getByRole('textbox', { name: /^Name on the back/ }).fill(`${first} ${last}`);
  await form.getByRole('textbox', { name: /^Experience/ }).fill('Three years of longsword');
  await form.getByRole('radio', { name: 'M', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Fish', exact: true }).check();
  await form.getByRole('combobox', { name: /^Date of birth/ }).fill('1995-04-12');
  if (screenshot) await screenshot(page, 'apply-form-1280-en');
  await form.getByRole('button', { name: 'Send application' }).click();
  await notified(page, 'Your application is sent');
  return page;
}

export const tests = [
  {
    name: 'fighters apply with the organizer form, the waiting list moves up, approved fighters fill the pool',
    async run({ baseUrl, newPage, screenshot }) {
      // The organizer builds the form and limits the longsword category to two fighters.
      const organizer = await newPage({ width: 1280, height: 900 });
      await signIn(organizer, baseUrl, 'organizer@demo.hema', undefined, '/organizer/tournaments');
      await organizer.waitForURL(`${baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(organizer);
      await organizer.getByRole('link', { name: 'Tallinn Spring Cup' }).first().click();
      await organizer.getByRole('heading', { name: 'Tallinn Spring Cup' }).waitFor(WAIT);
      const overview = organizer.url();
      await tournamentTab(organizer, 'Registration');
      await addField(organizer, 1, 'Name on the back', 'Short string', [], true);
      await addField(organizer, 2, 'Experience', 'Long text');
      await addField(organizer, 3, 'T-shirt size', 'One option', ['S', 'M', 'L'], true);
      await addField(organizer, 4, 'Meals', 'Many options', ['Meat', 'Fish', 'Vegan']);
      await addField(organizer, 5, 'Date of birth', 'Date');
      await organizer.getByLabel('Registration text').fill('Bring your own mask and gloves.');
      await organizer.getByRole('switch', { name: 'Show the waiting list publicly' }).check();
      await screenshot(organizer, 'registration-settings-1280-en');
      await organizer.getByRole('button', { name: 'Save registration settings' }).click();
      await notified(organizer, 'Registration settings saved');

      await tournamentTab(organizer, 'Categories');
      await organizer
        .getByRole('table', { name: 'Categories' })
        .getByRole('link', { name: 'Longsword Open' })
        .click();
      await organizer.getByRole('heading', { name: 'Longsword Open' }).waitFor(WAIT);
      await categoryTab(organizer, 'Settings');
      await organizer.getByLabel('Fighter application limit').fill('2');
      await organizer.getByRole('button', { name: 'Save', exact: true }).click();
      await organizer.getByText(/saved/i).first().waitFor(WAIT);
      const category = organizer.url().replace(/\/settings$/, '');

      // An anonymous visitor is asked to sign in.
      const visitor = await newPage({ width: 390, height: 844 });
      await visitor.goto(`${baseUrl}${CUP}/registration`);
      await acceptCookies(visitor);
      await visitor.getByRole('link', { name: 'Sign in to apply' }).click();
      await visitor.waitForURL(/\/login\?redirect=/, WAIT);

      // Three fighters register and apply; the third arrives beyond the limit.
      const pages = [];
      for (const [i, fighter] of FIGHTERS.entries())
        pages.push(await registerAndApply(newPage, baseUrl, fighter, i === 0 ? screenshot : undefined));
      const [marta, jaan, kadri] = pages;
      await kadri.getByText('Waiting list, place 1').first().waitFor(WAIT);
      await marta.getByText('Pending', { exact: true }).first().waitFor(WAIT);

      // The organizer reviews: approve all (the two pending), refuse Jaan with a reason.
      await organizer.goto(overview);
      await tournamentTab(organizer, 'Applications');
      const grid = organizer.getByRole('table', { name: 'Applications' });
      await grid.locator('tbody tr', { hasText: FIGHTERS[2][1] }).waitFor(WAIT);
      await screenshot(organizer, 'applications-review-1280-en');
      // A bulk action asks first, naming how many it touches.
      await organizer.getByRole('button', { name: 'Approve all' }).click();
      const approveAll = organizer.getByRole('dialog', { name: 'Approve all' });
      await approveAll.getByText('Approve 2 applications?').waitFor(WAIT);
      await approveAll.getByRole('button', { name: 'Approve 2' }).click();
      await organizer.getByText('2 applications changed').waitFor(WAIT);
      const jaanRow = grid.locator('tbody tr', { hasText: FIGHTERS[1][1] });
      await jaanRow.getByText('Approved', { exact: true }).waitFor(WAIT);
      await jaanRow.getByRole('button', { name: /^More actions/ }).click();
      await organizer.getByRole('menuitem', { name: 'Refuse' }).click();
      const refuse = organizer.getByRole('dialog', { name: /^Refuse the application/ });
      await refuse.getByLabel(/^Reason/).fill('No protective jacket certificate');
      await refuse.getByRole('button', { name: 'Refuse', exact: true }).click();
      await refuse.waitFor({ state: 'hidden', ...WAIT });
      await jaanRow.getByText('Refused', { exact: true }).waitFor(WAIT);

      // Kadri moved up from the waiting list and sees it in My applications.
      await kadri.goto(`${baseUrl}/my/applications`);
      await kadri.getByText('Pending', { exact: true }).waitFor(WAIT);
      await kadri.getByText('New', { exact: true }).waitFor(WAIT);
      await screenshot(kadri, 'my-applications-1280-en');

      // Approve Kadri, mark Marta paid, set everyone present.
      const kadriRow = grid.locator('tbody tr', { hasText: FIGHTERS[2][1] });
      await kadriRow.getByRole('button', { name: /^Approve/ }).click();
      await kadriRow.getByText('Approved', { exact: true }).waitFor(WAIT);
      const martaRow = grid.locator('tbody tr', { hasText: FIGHTERS[0][1] });
      await martaRow.getByRole('button', { name: /^Mark paid/ }).click();
      await martaRow.getByText('Paid', { exact: true }).waitFor(WAIT);
      await organizer.getByRole('button', { name: 'Set all present' }).click();
      const allPresent = organizer.getByRole('dialog', { name: 'Set all present' });
      await allPresent.getByRole('button', { name: 'Mark 2 present' }).click();
      await organizer.getByText('2 applications changed').waitFor(WAIT);
      await martaRow.getByText('Present', { exact: true }).waitFor(WAIT);

      // Jaan reads the reason.
      await jaan.goto(`${baseUrl}/my/applications`);
      await jaan.getByText('No protective jacket certificate', { exact: false }).waitFor(WAIT);

      // The approved fighters are the category's fighters, and the pool is built from them.
      await organizer.goto(`${category}/requests`);
      const fighters = organizer.getByRole('table', { name: 'Requests' });
      await fighters.locator('tbody tr', { hasText: FIGHTERS[2][1] }).waitFor(WAIT);
      assert.equal(await fighters.locator('tbody tr', { hasText: FIGHTERS[0][1] }).count(), 1);
      assert.equal(await fighters.locator('tbody tr', { hasText: FIGHTERS[1][1] }).count(), 0);
      await categoryTab(organizer, 'Stages');
      await organizer.getByRole('button', { name: 'Add stage' }).click();
      const dialog = organizer.getByRole('dialog', { name: 'Add a stage' });
      await dialog.getByLabel('Pools count').fill('1');
      await dialog.getByRole('button', { name: 'Add stage' }).click();
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      const stage = organizer.locator('tbody tr', { hasText: 'Pools 1' });
      await stage.getByRole('button', { name: 'Generate', exact: true }).click();
      await notified(organizer, 'Pools 1 generated. Groups: 1, fights: 1');
      await stage.getByRole('link', { name: 'Pool 1' }).click();
      await organizer.getByText(`${FIGHTERS[0][0]} ${FIGHTERS[0][1]}`).first().waitFor(WAIT);
      await organizer.getByText(`${FIGHTERS[2][0]} ${FIGHTERS[2][1]}`).first().waitFor(WAIT);

      for (const page of [organizer, marta, jaan, kadri]) assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
