import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, notified, signIn, WAIT } from './e2e-helpers.mjs';

/**
 * The fighter's own profile, by clicks and typing only, with an account registered in the test
 * (the demo accounts keep demo-password for the other tests): the namesake warning on registration, the profile
 * edited on /my/settings (the header's name follows), the password changed, and signed in again with the new one.
 * Screenshots of /my/settings at 1280 and 390 px, in English and Russian.
 */

const EMAIL = 'paula.profile@example.org';
const FIRST_PASSWORD = 'paula-first-password';
const NEW_PASSWORD = 'paula-second-password';

async function openUserMenu(page) {
  await page.getByTestId('user-menu').click();
}

async function russian(page) {
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.reload();
}

export const tests = [
  {
    name: 'a fighter registers (warned of a namesake), edits the profile, changes the password and signs in with it',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/registration`);
      // The demo fighter's name: a warning with the way to recover the password, never a refusal.
      await page.getByLabel(/first name/i).fill('Fedor');
      await page.getByLabel(/last name/i).fill('Fighter');
      const warning = page.getByRole('status').filter({ hasText: 'Is this you?' });
      await warning.waitFor();
      assert.equal(
        await warning.getByRole('link', { name: 'Recover the password instead' }).getAttribute('href'),
        '/password-recovery',
      );
      await page.getByLabel(/first name/i).fill('Paula');
      await page.getByLabel(/last name/i).fill('Profile');
      await warning.waitFor({ state: 'detached' });
      await page.getByLabel(/e-?mail/i).fill(EMAIL);
      await page
        .getByLabel(/^password/i)
        .first()
        .fill(FIRST_PASSWORD);
      await page.getByLabel(/confirm/i).fill(FIRST_PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL(`${baseUrl}/`);
      // The cookie banner answered as a person would, so it does not cover the forms in the screenshots.
      await page.getByRole('button', { name: 'Agree', exact: true }).click();

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Profile and settings' }).click();
      await page.waitForURL(`${baseUrl}/my/settings`);

      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.getByLabel('Last name').fill('Profilova');
      await profile.getByLabel('Middle name').fill('Petrovna');
      await profile.getByRole('combobox', { name: /^Club/ }).fill('Tallinn');
      await page.getByRole('option', { name: 'Tallinn Sword Guild', exact: true }).click(WAIT);
      await profile.getByLabel('Country', { exact: true }).fill('Eston');
      await page.getByRole('option', { name: 'Estonia', exact: true }).click();
      await profile.getByLabel('City').fill('Tallinn');
      await profile.getByLabel('Favourite weapons', { exact: true }).click();
      await page.getByRole('option', { name: 'Longsword', exact: true }).click();
      await page.keyboard.press('Escape');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await notified(page, 'Profile saved');
      // The session user in the header follows the saved profile.
      await openUserMenu(page);
      await page.getByRole('menu').getByText('Paula Profilova Petrovna').waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('Tallinn Sword Guild').first().waitFor();

      const password = page.getByRole('form', { name: 'Password' });
      await password.getByLabel('Current password').fill('not-my-password');
      await password.getByLabel('New password').fill(NEW_PASSWORD);
      await password.getByLabel('Confirm password').fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('The password is wrong').waitFor();
      // That refusal is the browser's logged 400; it is the one expected here.
      page.consoleErrors = page.consoleErrors.filter((e) => !/status of 400/.test(e));
      await password.getByLabel('Current password').fill(FIRST_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await notified(page, 'Password changed');
      await screenshot(page, 'my-settings-1280');

      // Another account's e-mail, whatever its case: said under the e-mail field, nothing changes.
      const email = page.getByRole('form', { name: 'E-mail' });
      await email.getByRole('textbox', { name: 'E-mail' }).fill('Fighter@Demo.HEMA');
      await email.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
      await email.getByRole('button', { name: 'Change e-mail' }).click();
      await email.getByText('An account with this e-mail already exists').waitFor();
      page.consoleErrors = page.consoleErrors.filter((e) => !/status of 409/.test(e));
      await page.getByRole('cell', { name: EMAIL }).waitFor();

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
      await signIn(page, baseUrl, EMAIL, FIRST_PASSWORD);
      await page.getByText('Wrong e-mail or password').first().waitFor();
      await signIn(page, baseUrl, EMAIL, NEW_PASSWORD);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText('Paula Profilova Petrovna').first().waitFor();
      assertNoConsoleErrors(page);

      // The same page on a phone and in Russian.
      await page.goto(`${baseUrl}/my/settings`);
      await page.getByRole('form', { name: 'Profile' }).waitFor();
      await screenshot(page, 'my-settings-en-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'my-settings-en-390');
      await russian(page);
      await page.getByRole('form', { name: 'Профиль' }).waitFor();
      await screenshot(page, 'my-settings-ru-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'my-settings-ru-1280');
    },
  },
];

describeFile(import.meta.url, tests);
