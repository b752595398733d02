import { describeFile } from './suite.mjs';
import { assert, assertNoConsoleErrors, chooseIn, signIn, WAIT } from './e2e-helpers.mjs';

/**
 * The live schedule (issue 32), as people open it: a spectator clicks the demo tournament's Schedule tab and sees
 * every ring's queue with "now / on deck / in the hole" and estimated times, then narrows it to one category; the
 * demo fighter opens "My schedule" from the user menu and sees their fights with rings and times, on a phone too.
 */

export const tests = [
  {
    name: 'a spectator opens the Schedule tab of the demo tournament; the demo fighter opens My schedule from the menu',
    async run(ctx) {
      const page = await ctx.newPage({ width: 1280, height: 900 });
      await page.goto(`${ctx.baseUrl}/tournament/demo-open`);
      await page.getByRole('link', { name: 'Schedule', exact: true }).click();
      await page.waitForURL(`${ctx.baseUrl}/tournament/demo-open/schedule`, WAIT);
      const rings = page.getByTestId('schedule-ring');
      await rings.first().waitFor(WAIT);
      assert.ok((await rings.count()) >= 2, 'both demo rings are listed');
      // Each ring's first waiting fight is on now; every fight has a time.
      const first = rings.first().getByTestId('scheduled-fight').first();
      assert.equal(await first.getAttribute('data-place'), 'now');
      assert.match(await first.getByTestId('scheduled-time').textContent(), /(about|since) \d\d:\d\d/);
      await ctx.screenshot(page, 'schedule-tab-1280-en');

      const before = await page.getByTestId('scheduled-fight').count();
      await chooseIn(page, page, 'Category', 'Sabre');
      await page.waitForURL(/nomination=/, WAIT);
      const lines = page.getByTestId('scheduled-fight');
      await page.waitForFunction(
        (total) => {
          const shown = document.querySelectorAll('[data-testid="scheduled-fight"]').length;
          return shown > 0 && shown < total;
        },
        before,
        WAIT,
      );
      assert.ok((await lines.count()) < before, 'the category filter narrows the queues');
      assertNoConsoleErrors(page);

      const phone = await ctx.newPage({ width: 390, height: 844 });
      await signIn(phone, ctx.baseUrl, 'fighter@demo.hema', 'demo-password');
      await phone.waitForURL((url) => !url.pathname.startsWith('/login'), WAIT);
      await phone.getByRole('button', { name: 'Open the menu' }).click();
      await phone.getByRole('link', { name: 'My schedule' }).first().click();
      await phone.waitForURL(`${ctx.baseUrl}/my/schedule`, WAIT);
      const card = phone.getByTestId('schedule-card').first();
      await card.waitFor(WAIT);
      // Other tests of the worker may put this fighter on their own rings ("Ring A"): any ring's name will do.
      assert.match(await card.textContent(), /Ring \w+/);
      assert.match(
        await card.getByTestId('schedule-time').textContent(),
        /(about|since) \d\d:\d\d|not known/,
      );
      await ctx.screenshot(phone, 'my-schedule-390-en');
      assertNoConsoleErrors(phone);
    },
  },
];

describeFile(import.meta.url, tests);
