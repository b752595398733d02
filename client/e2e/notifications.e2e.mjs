/* global PushManager, navigator, btoa, atob -- run in the page (page.evaluate, addInitScript) */
import { Buffer } from 'node:buffer';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
// web-push's own decrypter (RFC 8188): here it plays the browser's part of the push.
import ece from 'http_ece';
import { describeFile } from './suite.mjs';
import { acceptCookies, assert, assertNoConsoleErrors, notified, WAIT } from './e2e-helpers.mjs';

/**
 * Web Push for real in chromium, by clicks: a fighter enables push on /my/settings (the service worker registers,
 * the browser's permission is granted, the subscription is made with the server's VAPID key and sent to the
 * server), asks for a test notification, and chromium shows it.
 *
 * The one stand-in is the push service. Chromium's own (FCM) is not reachable offline — `pushManager.subscribe()`
 * waits for it forever — so the page's PushManager answers a subscription that names a push service on loopback
 * in this test, with device keys this test holds, as a browser's would. The server encrypts and signs the push with
 * `web-push` and posts it there exactly as it posts to FCM; this push service decrypts it with the device keys
 * (http_ece, RFC 8188) and hands the payload to the browser through the DevTools protocol's push delivery
 * (ServiceWorker.deliverPushMessage), so the site's real service worker receives a push event and shows it.
 * Then push is turned off and the test notification goes to the e-mail outbox with absolute links.
 */

const EMAIL = `nora.notify.${randomUUID().slice(0, 6)}@example.org`;
const PASSWORD = 'nora-notify-password';

/** A push service on loopback: decrypts what the server pushes, then `deliver`s the plain payload. */
async function startPushService(deliver) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const payload = ece
          .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
          .toString('utf8');
        received.push({ payload: JSON.parse(payload), authorization: req.headers.authorization });
        res.writeHead(201).end();
        await deliver(payload);
      } catch (error) {
        received.push({ error: String(error) });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    endpoint: `http://127.0.0.1:${server.address().port}/push/${randomUUID()}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth,
    received,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/**
 * Installed before the site's scripts: the PushManager answers a subscription to the loopback push service (kept
 * over reloads, as a browser keeps it), and remembers the key the site subscribed with.
 */
function loopbackPushManager({ endpoint, p256dh, auth }) {
  const b64url = (bytes) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const make = (key) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: key },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem('e2ePushKey');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options) {
    const raw = options.applicationServerKey;
    const key =
      raw instanceof ArrayBuffer ? raw : raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength);
    localStorage.setItem('e2ePushKey', b64url(key));
    return make(key);
  };
  PushManager.prototype.getSubscription = async function () {
    const stored = localStorage.getItem('e2ePushKey');
    if (!stored) return null;
    const text = atob(
      stored.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (stored.length % 4)) % 4),
    );
    return make(Uint8Array.from(text, (c) => c.charCodeAt(0)).buffer);
  };
}

async function register(page, baseUrl) {
  await page.goto(`${baseUrl}/registration`);
  await acceptCookies(page);
  await page.getByLabel(/first name/i).fill('Nora');
  await page.getByLabel(/last name/i).fill('Notify');
  await page.getByLabel(/e-?mail/i).fill(EMAIL);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(PASSWORD);
  await page.getByLabel(/confirm/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

export const tests = [
  {
    name: 'push enabled on /my/settings reaches the service worker and is shown; without push it is mailed',
    async run({ baseUrl, dataDir, newPage, screenshot }) {
      const page = await newPage();
      const context = page.context();
      await context.grantPermissions(['notifications'], { origin: baseUrl });
      const cdp = await context.newCDPSession(page);
      const registrations = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
      await cdp.send('ServiceWorker.enable');
      const push = await startPushService(async (data) => {
        const registration = registrations.findLast((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: baseUrl,
          registrationId: registration.registrationId,
          data,
        });
      });
      try {
        await context.addInitScript(loopbackPushManager, push);
        await register(page, baseUrl);
        await page.goto(`${baseUrl}/my/settings`);
        const section = page.getByRole('table', { name: 'Notifications' });
        await section.waitFor(WAIT);
        await page.getByText('Push is off for this device.').waitFor(WAIT);
        await page.getByRole('button', { name: 'Enable push on this device' }).click();
        await notified(page, 'Push is on for this device');
        await page.getByText('1 device with push').waitFor(WAIT);

        // The site subscribed with the server's VAPID key, and its worker controls the page.
        const serverKey = (await (await fetch(`${baseUrl}/api/notifications/push-key`)).json()).publicKey;
        assert.equal(await page.evaluate(() => localStorage.getItem('e2ePushKey')), serverKey);
        assert.ok(
          registrations.some((r) => r.scopeURL === `${baseUrl}/`),
          'the service worker registered',
        );

        await page.evaluate(() => {
          window.__shown = [];
          navigator.serviceWorker.addEventListener('message', (e) => window.__shown.push(e.data));
        });
        await page.getByRole('button', { name: 'Send me a test notification' }).click();
        await notified(page, 'Test notification sent to 1 device');
        await page.waitForFunction(() => window.__shown.length > 0, null, WAIT);
        const shown = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data,
          }));
        });
        assert.deepEqual(shown, [
          {
            title: 'HEMA Live: test notification',
            body: 'Notifications reach you here.',
            data: { path: '/my/settings' },
          },
        ]);
        // The push service saw the real thing: encrypted for the device, signed with the server's key.
        assert.equal(push.received.length, 1);
        assert.match(push.received[0].authorization, new RegExp(`^vapid t=.+, k=${serverKey}$`));

        // A channel changed and saved.
        await page
          .getByRole('radiogroup', { name: 'Your pools or bracket are out' })
          .getByText('E-mail')
          .click();
        await page.getByRole('button', { name: 'Save notifications' }).click();
        await notified(page, 'Notification settings saved');

        for (const [width, height] of [
          [1280, 900],
          [390, 844],
        ]) {
          await page.setViewportSize({ width, height });
          await screenshot(page, `notifications-settings-en-${width}`);
        }
        await page.evaluate(() => localStorage.setItem('language', 'ru'));
        await page.reload();
        await page.getByText('Push-уведомления на этом устройстве включены.').waitFor(WAIT);
        for (const [width, height] of [
          [1280, 900],
          [390, 844],
        ]) {
          await page.setViewportSize({ width, height });
          await screenshot(page, `notifications-settings-ru-${width}`);
        }
        await page.evaluate(() => localStorage.setItem('language', 'en'));
        await page.reload();

        // Push off on this device: the test notification falls back to mail, with absolute links.
        await page.getByRole('button', { name: 'Turn off push on this device' }).click();
        await notified(page, 'Push is off for this device');
        await page.getByText('0 devices with push').waitFor(WAIT);
        // One test every few seconds per account.
        await page.waitForTimeout(5_500);
        await page.getByRole('button', { name: 'Send me a test notification' }).click();
        await notified(page, 'the test notification went to your e-mail');
        const outbox = join(dataDir, 'outbox');
        const mails = readdirSync(outbox)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')))
          .filter((m) => m.to === EMAIL);
        assert.equal(mails.length, 1);
        assert.match(mails[0].text, /^Open: https?:\/\/[^/\s]+\/my\/settings$/m);
        assertNoConsoleErrors(page);
      } finally {
        await push.close();
      }
    },
  },
];

describeFile(import.meta.url, tests);
