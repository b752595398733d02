import { describeFile } from './suite.mjs';
/**
 * Following (issue 32 item 4), as a person does it: a fighter follows a club from its page, finds it on
 * /my/following through the user menu, makes a group of fighters, adds a fighter to it and removes him again
 * (confirmed), and unfollows the club.
 */
import { acceptCookies, assert, assertNoConsoleErrors, signIn, WAIT } from './e2e-helpers.mjs';

const CLUB = 'Tallinn Sword Guild';
const MEMBER = 'Oskar Organizer';

export const tests = [
  {
    name: 'a fighter follows a club from its page, sees it on /my/following, makes a group and adds and removes a member',
    async run(ctx) {
      const page = await ctx.newPage({ width: 390, height: 844 });
      await signIn(page, ctx.baseUrl, 'fighter@demo.hema', 'demo-password', '/clubs');
      await page.waitForURL(`${ctx.baseUrl}/clubs`, WAIT);
      await acceptCookies(page);
      await page.getByRole('link', { name: CLUB, exact: true }).first().click();
      await page.getByRole('heading', { name: CLUB, level: 1 }).waitFor(WAIT);

      await page.getByRole('button', { name: `Follow ${CLUB}` }).click();
      const following = page.getByRole('button', { name: `Following ${CLUB}` });
      await following.waitFor(WAIT);
      assert.equal(await following.getAttribute('aria-pressed'), 'true');
      await ctx.screenshot(page, 'following-club-390-en');

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Following' }).click();
      await page.waitForURL(`${ctx.baseUrl}/my/following`, WAIT);
      await page.getByTestId('followed-clubs').getByRole('link', { name: CLUB }).waitFor(WAIT);

      await page.getByLabel('New group').fill('Juniors');
      await page.getByRole('button', { name: 'Create group' }).click();
      const group = page.locator('[data-testid="follow-group"][data-group="Juniors"]');
      await group.waitFor(WAIT);
      await group.getByRole('combobox', { name: /^Add a fighter/ }).fill('Oskar');
      await page.getByRole('option', { name: MEMBER }).click(WAIT);
      const member = group.getByRole('link', { name: MEMBER });
      await member.waitFor(WAIT);
      await ctx.screenshot(page, 'following-group-390-en');

      await group.getByRole('button', { name: `Remove ${MEMBER} from the group` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove from group' });
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await member.waitFor({ state: 'detached', ...WAIT });
      await group.getByText('No fighters in this group yet.').waitFor(WAIT);

      await page.getByRole('button', { name: `Unfollow ${CLUB}` }).click();
      await page.getByTestId('followed-clubs').getByText(/You follow no club/).waitFor(WAIT);
      assertNoConsoleErrors(page);
    },
  },
];

describeFile(import.meta.url, tests);
