import { describeFile } from './suite.mjs';
import { readFileSync, readdirSync } from 'node:fs';
import { assert, assertNoConsoleErrors, signIn } from './e2e-helpers.mjs';

const DEMO = [
  { email: 'admin@demo.hema', name: 'Anna Admin', badge: /admin/i },
  { email: 'organizer@demo.hema', name: 'Oskar Organizer', badge: /organizer/i },
  { email: 'trial@demo.hema', name: 'Tanja Trial', badge: /trial/i },
  { email: 'fighter@demo.hema', name: 'Fedor Fighter', badge: null },
];

export const tests = [
  {
    name: 'every demo account signs in through the login form and sees itself on the home page',
    async run({ baseUrl, newPage, screenshot }) {
      for (const account of DEMO) {
        const page = await newPage();
        await signIn(page, baseUrl, account.email);
        await page.waitForURL(`${baseUrl}/`);
        await page.getByText(account.name).first().waitFor();
        if (account.badge) await page.getByText(account.badge).first().waitFor();
        const token = await page.evaluate(() => localStorage.getItem('user-token'));
        assert.ok(token && token.length > 20, 'token stored under user-token');
        if (account.email.startsWith('admin')) await screenshot(page, 'home-admin-1280');
        assertNoConsoleErrors(page);
        await page.context().close();
      }
    },
  },
  {
    name: 'a wrong password shows the server message and keeps the visitor on /login',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await signIn(page, baseUrl, 'fighter@demo.hema', 'wrong-password');
      await page.getByText('Wrong e-mail or password').first().waitFor();
      assert.match(page.url(), /\/login/);
    },
  },
  {
    name: 'login follows the redirect query back to the page that asked for it',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await signIn(page, baseUrl, 'fighter@demo.hema', 'demo-password', '/registration?x=1');
      await page.waitForURL(`${baseUrl}/registration?x=1`);
    },
  },
  {
    name: 'registration shows the validation messages, then creates and signs in the account',
    async run({ baseUrl, newPage, screenshot }) {
      const page = await newPage({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/registration`);
      await page.getByRole('button', { name: /register|sign up|create/i }).click();
      await page.getByText('Field required').first().waitFor();
      await page.getByLabel(/first name/i).fill('Grete');
      await page.getByLabel(/last name/i).fill('Gardner');
      await page.getByLabel(/e-?mail/i).fill('not-an-email');
      await page
        .getByLabel(/^password/i)
        .first()
        .fill('grete-password');
      await page.getByLabel(/confirm|repeat/i).fill('other-password');
      await page.getByRole('button', { name: /register|sign up|create/i }).click();
      await page.getByText('Something is wrong with this email. Please check').first().waitFor();
      await page
        .getByText(/passwords must match/i)
        .first()
        .waitFor();
      await screenshot(page, 'registration-errors-390');
      await page.getByLabel(/e-?mail/i).fill('grete@example.org');
      await page.getByLabel(/confirm|repeat/i).fill('grete-password');
      await page.getByRole('button', { name: /register|sign up|create/i }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText('Grete Gardner').first().waitFor();
      assertNoConsoleErrors(page);
    },
  },
  {
    name: 'password recovery: the code from the development outbox sets a new password',
    async run({ baseUrl, newPage, dataDir }) {
      // Its own account: the demo accounts keep demo-password for the other tests.
      const email = 'forgetful@example.org';
      const registered = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Frida',
          lastName: 'Forgetful',
          email,
          password: 'first-password',
          passwordConfirm: 'first-password',
        }),
      });
      assert.equal(registered.status, 201);
      const page = await newPage();
      await page.goto(`${baseUrl}/password-recovery`);
      await page.getByLabel(/e-?mail/i).fill(email);
      await page.getByRole('button', { name: /send/i }).first().click();
      await page
        .getByText(/We sent a 6-digit code/)
        .first()
        .waitFor();
      let code = null;
      for (let i = 0; i < 50 && !code; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const files = (() => {
          try {
            return readdirSync(`${dataDir}/outbox`);
          } catch {
            return [];
          }
        })();
        for (const f of files) {
          const mail = JSON.parse(readFileSync(`${dataDir}/outbox/${f}`, 'utf8'));
          if (mail.to === email) code = /code is (\d{6})/.exec(mail.text)?.[1] ?? null;
        }
      }
      assert.ok(code, 'a recovery mail reached the outbox');
      await page.getByLabel(/code/i).fill(code);
      await page
        .getByRole('button', { name: /verify|check|next|continue/i })
        .first()
        .click();
      await page
        .getByLabel(/new password|^password/i)
        .first()
        .fill('trial-new-password');
      await page.getByLabel(/confirm|repeat/i).fill('trial-new-password');
      await page
        .getByRole('button', { name: /save|set|change/i })
        .first()
        .click();
      await page
        .getByRole('link', { name: /sign in/i })
        .first()
        .waitFor();
      const again = await newPage();
      await signIn(again, baseUrl, email, 'trial-new-password');
      await again.waitForURL(`${baseUrl}/`);
      await again.getByText('Frida Forgetful').first().waitFor();
    },
  },
  {
    name: 'an unknown path shows the 404 page',
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByText('Oh, hell. 404').first().waitFor();
    },
  },
];

describeFile(import.meta.url, tests);
