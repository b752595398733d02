import { describeFile } from './suite.mjs';
import {
  acceptCookies,
  assert,
  assertNoConsoleErrors,
  chooseIn,
  notified,
  signIn,
  tournamentTab,
  WAIT,
} from './e2e-helpers.mjs';

/** Venue zones without daylight saving and their UTC offsets (hours): one always has its morning or afternoon now. */
const VENUES = [
  ['Pacific/Honolulu', -10],
  ['America/Bogota', -5],
  ['Asia/Dubai', 4],
  ['Asia/Shanghai', 8],
];
const pad = (n) => String(n).padStart(2, '0');
/** Minutes after now's minute of the day (UTC, the browsers' zone here) of an "about 14:20" (or "Sun 09:05"). */
const minutesAhead = (text, now) => {
  const [, h, m] = /(\d\d):(\d\d)/.exec(text);
  return (Number(h) * 60 + Number(m) - (now.getUTCHours() * 60 + now.getUTCMinutes()) + 2 * 1440) % 1440;
};

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
      assert.match(await first.getByTestId('scheduled-time').textContent(), /(about|since) (\S+ )?\d\d:\d\d/);
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
        /(about|since) (\S+ )?\d\d:\d\d|not known/,
      );
      await ctx.screenshot(phone, 'my-schedule-390-en');
      assertNoConsoleErrors(phone);
    },
  },
  {
    name: "the organizer plans the day (zone, start, lunch); the schedule's estimates keep to it; cleared again",
    async run(ctx) {
      const now = new Date();
      // A venue whose clock reads between 06:00 and 16:59 now; fighting there starts two hours after this hour.
      const [zone, offset] = VENUES.find(
        ([, o]) => (now.getUTCHours() + o + 24) % 24 >= 6 && (now.getUTCHours() + o + 24) % 24 < 17,
      );
      const startLocal = ((now.getUTCHours() + offset + 24) % 24) + 2;
      const startAhead =
        ((((startLocal - offset) * 60 - (now.getUTCHours() * 60 + now.getUTCMinutes())) % 1440) + 1440) %
        1440;
      const page = await ctx.newPage({ width: 1280, height: 900 });
      await signIn(page, ctx.baseUrl, 'organizer@demo.hema', 'demo-password', '/organizer/tournaments');
      await page.waitForURL(`${ctx.baseUrl}/organizer/tournaments`, WAIT);
      await acceptCookies(page);
      await page.getByRole('link', { name: 'HEMA Live Demo Open' }).first().click();
      await page.waitForURL(/\/organizer\/tournaments\/[0-9a-f-]{36}$/, WAIT);
      await tournamentTab(page, 'Settings');
      const plan = page.getByRole('group', { name: 'Day plan for the schedule' });
      await plan.waitFor(WAIT);
      await plan.scrollIntoViewIfNeeded();
      await plan
        .getByRole('combobox', { name: 'Venue time zone' })
        .fill(zone.split('/')[1].replace('_', ' '));
      await page.getByRole('option', { name: zone.replace('_', ' '), exact: true }).click();
      await plan.getByLabel('Fighting starts at').fill(`${pad(startLocal)}:00`);
      // A slip first: lunch that ends before it starts is refused next to the field.
      await plan.getByLabel('Lunch from').fill(`${pad(startLocal + 3)}:00`);
      await plan.getByLabel('Lunch until').fill(`${pad(startLocal + 2)}:00`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await plan.getByText('The end must come after the start').waitFor(WAIT);
      await plan.getByLabel('Lunch until').fill(`${pad(startLocal + 4)}:00`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'Settings saved');
      await ctx.screenshot(page, 'day-plan-1280-en');

      const spectator = await ctx.newPage({ width: 1280, height: 900 });
      await spectator.goto(`${ctx.baseUrl}/tournament/demo-open/schedule`);
      await spectator.getByTestId('scheduled-fight').first().waitFor(WAIT);
      const estimates = async () =>
        (await spectator.getByTestId('scheduled-time').allTextContents()).filter((text) =>
          text.startsWith('about'),
        );
      const ahead = (await estimates()).map((text) => minutesAhead(text, now));
      assert.ok(ahead.length > 0, 'fights wait');
      assert.ok(
        ahead.every((m) => m >= startAhead),
        `no fight is expected before the day starts (${startAhead} min from now): ${ahead}`,
      );
      assert.ok(
        ahead.some((m) => m < startAhead + 15),
        `the first ones right after it starts: ${ahead}`,
      );
      await ctx.screenshot(spectator, 'day-plan-schedule-1280-en');

      // Undone: the organizer clears the plan and the estimates come back to now.
      for (const field of ['Fighting starts at', 'Lunch from', 'Lunch until'])
        await plan.getByLabel(field).fill('');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notified(page, 'Settings saved');
      await spectator.reload();
      await spectator.getByTestId('scheduled-fight').first().waitFor(WAIT);
      const again = (await estimates()).map((text) => minutesAhead(text, new Date()));
      assert.ok(
        again.some((m) => m < startAhead),
        `estimates before the old start again: ${again}`,
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => localStorage.setItem('language', 'ru'));
      await page.reload();
      const russian = page.getByRole('group', { name: 'План дня для расписания' });
      await russian.waitFor(WAIT);
      await russian.scrollIntoViewIfNeeded();
      await ctx.screenshot(page, 'day-plan-390-ru');
      assertNoConsoleErrors(page);
      assertNoConsoleErrors(spectator);
    },
  },
];

describeFile(import.meta.url, tests);
