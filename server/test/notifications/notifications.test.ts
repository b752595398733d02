import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { APP_CONFIG } from '../../src/config/config.js';
import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { DataSource } from 'typeorm';
import { EventBus } from '../../src/events/event-bus.js';
import { sqlOf } from '../../src/database/sql.js';
import { Notifier } from '../../src/notifications/notifier.js';
import { FightReminders } from '../../src/notifications/reminders.js';
import { NotificationTriggers } from '../../src/notifications/triggers.js';
import type { UpcomingFights } from '../../src/notifications/ports.js';
import { User } from '../../src/users/user.entity.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { startPushService } from '../support/push-service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Notifications on two replicas of one database: each occurrence reaches a person once however many replicas see
 * it; pushes arrive encrypted for the device's keys; mail takes over with absolute links when push cannot.
 */
const PUBLIC_URL = 'https://hema.example.org';
const keys = webpush.generateVAPIDKeys();
const env = {
  PUSH_ALLOW_PLAIN_HTTP: '1',
  PUBLIC_URL,
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:admin@hema.example.org',
};

let a: TestApp;
let b: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let ring: Ring;

beforeAll(async () => {
  a = await startTestApp({ seed: false, env });
  b = await startTestApp({ seed: false, env, databaseUrl: a.config.DATABASE_URL });
  push = await startPushService();
  await a.db.getRepository(User).save(
    a.db.getRepository(User).create({
      firstName: 'Org',
      lastName: 'Anizer',
      name: 'Org Anizer',
      username: `org-${randomUUID().slice(0, 8)}`,
      email: 'org@notify.test',
      passwordHash: 'not-a-hash',
      role: 'ORGANIZER',
    }),
  );
  ring = await createRing(a.db, 'org@notify.test');
});

afterAll(async () => {
  await push?.close();
  await b?.close();
  await a?.close();
});

async function addDevice(userId: string, gone = false) {
  const device = push.device(gone);
  await sqlOf(a.db)
    .insertInto('push_subscription')
    .values({ userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth })
    .execute();
  return device;
}

const pushesTo = (endpoint: string) => push.received.filter((r) => endpoint.endsWith(r.path));
const settle = () => Promise.all([a, b].map((t) => t.app.get(NotificationTriggers).idle()));

describe('a call on two replicas', () => {
  it('reaches each called fighter once, encrypted for their device, in its language', async () => {
    const [red, blue] = ring.fighters;
    const redDevice = await addDevice(red.id);
    const blueDevice = await addDevice(blue.id);
    await sqlOf(a.db)
      .updateTable('push_subscription')
      .set({ locale: 'ru' })
      .where('endpoint', '=', blueDevice.endpoint)
      .execute();
    const fight =
      ring.fights.find((f) => f.fighter1Id === red.id && f.fighter2Id === blue.id) ?? ring.fights[0];
    const event = {
      type: 'fight.called' as const,
      tournamentId: ring.tournament.id,
      nominationId: ring.nomination.id,
      fightId: fight.id,
      areaId: ring.area.id,
      fighterIds: [fight.fighter1Id!, fight.fighter2Id!],
      calledAt: new Date().toISOString(),
    };
    // Both replicas handle the same occurrence at once (a re-delivered or doubly published event).
    await Promise.all([a.app.get(EventBus).publish(event), b.app.get(EventBus).publish(event)]);
    await settle();
    const toRed = pushesTo(redDevice.endpoint);
    expect(toRed).toHaveLength(1);
    expect(toRed[0].payload).toMatchObject({
      kind: 'called',
      title: 'You are called to Ring 1',
      path: `/tournament/${ring.tournament.idString}/nomination/${ring.nomination.id}/follow-fighter/${red.id}`,
    });
    expect(toRed[0].payload.body).toContain(blue.name);
    // A push service checks the VAPID signature: the header names the server's public key.
    expect(String(toRed[0].headers.authorization)).toContain(`k=${keys.publicKey}`);
    expect(toRed[0].headers['content-encoding']).toBe('aes128gcm');
    const toBlue = pushesTo(blueDevice.endpoint);
    expect(toBlue).toHaveLength(1);
    expect(toBlue[0].payload.title).toBe('Вас вызывают на Ring 1');
  });

  it('is told again when the ring calls again later (a new call time), still once per replica pair', async () => {
    const [red] = ring.fighters;
    const before = push.received.length;
    const fight = ring.fights.find((f) => f.fighter1Id === red.id)!;
    const event = {
      type: 'fight.called' as const,
      tournamentId: ring.tournament.id,
      nominationId: ring.nomination.id,
      fightId: fight.id,
      areaId: ring.area.id,
      fighterIds: [fight.fighter1Id!, fight.fighter2Id!],
      calledAt: new Date(Date.now() + 60_000).toISOString(),
    };
    await Promise.all([a.app.get(EventBus).publish(event), b.app.get(EventBus).publish(event)]);
    await settle();
    const fresh = push.received.slice(before).filter((r) => r.payload.kind === 'called');
    const recipients = fresh.map((r) => r.path);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.length).toBeGreaterThan(0);
  });
});

describe('the fight reminder', () => {
  it('runs on both replicas and tells each fighter of a fight starting soon once', async () => {
    const [, , third, fourth] = ring.fighters;
    const device = await addDevice(third.id);
    const fightId = randomUUID();
    const upcoming: UpcomingFights = {
      startingWithin: async (ms, now) => [
        {
          fightId,
          tournamentId: ring.tournament.id,
          nominationId: ring.nomination.id,
          ringTitle: 'Ring 2',
          estimatedStart: new Date(now.getTime() + Math.min(ms, 9 * 60_000)).toISOString(),
          fighters: [
            { id: third.id, name: third.name },
            { id: fourth.id, name: fourth.name },
          ],
        },
      ],
    };
    const reminders = [a, b].map(
      (t) =>
        new FightReminders(
          t.app.get(DataSource),
          t.clock,
          t.app.get(Notifier),
          t.app.get(APP_CONFIG),
          upcoming,
          null,
        ),
    );
    await Promise.all(reminders.map((r) => r.check()));
    await Promise.all(reminders.map((r) => r.check()));
    const got = pushesTo(device.endpoint).filter((r) => r.payload.kind === 'fightSoon');
    expect(got).toHaveLength(1);
    expect(got[0].payload.title).toBe('Your fight is in about 9 min');
    expect(got[0].payload.body).toContain('Ring 2');
    expect(got[0].payload.body).toContain(fourth.name);
    // The fourth fighter has no device: the mail fallback, once, with absolute links.
    // Whichever replica claimed it sent it: both outboxes together hold it once.
    const outboxes = [...(await a.mail.readOutbox()), ...(await b.mail.readOutbox())];
    const mails = outboxes.filter((m) => m.to === fourth.email && m.subject.includes('about 9 min'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(
      `${PUBLIC_URL}/tournament/${ring.tournament.idString}/nomination/${ring.nomination.id}/follow-fighter/${fourth.id}`,
    );
    expect(mails[0].text).toContain(`${PUBLIC_URL}/my/settings`);
  });
});

describe('channels and the mail fallback', () => {
  it('mails when every device is gone (410), and forgets those devices', async () => {
    const fighter = ring.fighters[3];
    const device = await addDevice(fighter.id, true);
    await a.app.get(EventBus).publish({
      type: 'announcement.sent',
      tournamentId: ring.tournament.id,
      announcementId: randomUUID(),
      audience: 'category',
      nominationId: ring.nomination.id,
      level: 'warning',
      text: 'Ring 2 starts 15 minutes late',
    });
    await settle();
    const left = await sqlOf(a.db)
      .selectFrom('push_subscription')
      .select('id')
      .where('endpoint', '=', device.endpoint)
      .execute();
    expect(left).toHaveLength(0);
    const mails = (await a.mail.readOutbox()).filter(
      (m) => m.to === fighter.email && m.text.includes('Ring 2 starts 15 minutes late'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${PUBLIC_URL}/tournament/${ring.tournament.idString}`);
  });

  it('sends nothing on "none" and mails on "email" even with a device', async () => {
    const [red, blue] = ring.fighters;
    await sqlOf(a.db)
      .insertInto('notification_setting')
      .values([
        { userId: red.id, kind: 'poolsOut', channel: 'none' },
        { userId: blue.id, kind: 'poolsOut', channel: 'email' },
      ])
      .execute();
    const before = push.received.length;
    await a.app.get(EventBus).publish({
      type: 'pools.out',
      tournamentId: ring.tournament.id,
      nominationId: ring.nomination.id,
      stageId: ring.fights[0].stageId,
    });
    await settle();
    const pushed = push.received.slice(before).filter((r) => r.payload.kind === 'poolsOut');
    expect(pushed.every((r) => !r.path.includes('gone'))).toBe(true);
    const outbox = await a.mail.readOutbox();
    expect(outbox.filter((m) => m.to === red.email && m.subject.includes('pools are out'))).toHaveLength(0);
    expect(outbox.filter((m) => m.to === blue.email && m.subject.includes('pools are out'))).toHaveLength(1);
  });
});

describe('the endpoints', () => {
  let token: string;

  beforeAll(async () => {
    const res = await a.http.post('/api/auth/register').send({
      firstName: 'Nina',
      lastName: 'Push',
      email: 'nina@notify.test',
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
    });
    token = res.headers.authorization as string;
  });

  it("keeps the language of the caller's mails, and refuses one it does not write in", async () => {
    const registered = await a.http.post('/api/auth/register').send({
      firstName: 'Lena',
      lastName: 'Mail',
      email: 'lena@notify.test',
      password: 'long-enough-password',
      passwordConfirm: 'long-enough-password',
    });
    const token = registered.headers.authorization as string;
    const told = await a.http
      .put('/api/my/notifications/locale')
      .set('Authorization', token)
      .send({ locale: 'ru' });
    expect(told.status).toBe(204);
    // Without a device the test notification goes by mail: in Russian now, its links absolute.
    const sent = await a.http.post('/api/my/notifications/test').set('Authorization', token);
    expect(sent.body).toEqual({ pushed: 0, mailed: true });
    const mail = (await a.mail.readOutbox()).filter((m) => m.to === 'lena@notify.test').at(-1);
    expect(mail?.subject).toBe('HEMA Live: проверка уведомлений');
    expect(mail?.text).toContain(`Открыть: ${PUBLIC_URL}/`);
    expect(mail?.text).toContain(`Какие уведомления получать и как: ${PUBLIC_URL}/my/settings`);
    const again = await a.http
      .put('/api/my/notifications/locale')
      .set('Authorization', token)
      .send({ locale: 'en' });
    expect(again.status).toBe(204);
    const rows = await sqlOf(a.db)
      .selectFrom('notification_profile')
      .innerJoin('user', 'user.id', 'notification_profile.userId')
      .select('notification_profile.locale')
      .where('user.email', '=', 'lena@notify.test')
      .execute();
    expect(rows).toEqual([{ locale: 'en' }]);
    const wrong = await a.http
      .put('/api/my/notifications/locale')
      .set('Authorization', token)
      .send({ locale: 'de' });
    expect(wrong.status).toBe(400);
    const anonymous = await a.http.put('/api/my/notifications/locale').send({ locale: 'ru' });
    expect(anonymous.status).toBe(401);
  });

  it('answers the VAPID public key to anyone', async () => {
    const res = await a.http.get('/api/notifications/push-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: keys.publicKey });
  });

  it('keeps the settings, with defaults first', async () => {
    const first = await a.http.get('/api/my/notifications').set('Authorization', token);
    expect(first.body).toEqual({
      channels: {
        fightSoon: 'push',
        called: 'push',
        poolsOut: 'push',
        application: 'push',
        announcement: 'push',
      },
      followed: 'none',
      devices: 0,
      hasEmail: true,
    });
    const body = {
      channels: {
        fightSoon: 'push',
        called: 'email',
        poolsOut: 'none',
        application: 'push',
        announcement: 'push',
      },
      followed: 'push',
    };
    const put = await a.http.put('/api/my/notifications').set('Authorization', token).send(body);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject(body);
    const bad = await a.http
      .put('/api/my/notifications')
      .set('Authorization', token)
      .send({ ...body, followed: 'sms' });
    expect(bad.status).toBe(400);
    expect((await a.http.get('/api/my/notifications')).status).toBe(401);
  });

  it('subscribes a device, sends it the test notification, and forgets it', async () => {
    const device = push.device();
    const sub = await a.http
      .post('/api/my/push-subscriptions')
      .set('Authorization', token)
      .send({ ...device, locale: 'ru' });
    expect(sub.status).toBe(204);
    expect((await a.http.get('/api/my/notifications').set('Authorization', token)).body.devices).toBe(1);
    const test = await a.http.post('/api/my/notifications/test').set('Authorization', token);
    expect(test.body).toEqual({ pushed: 1, mailed: false });
    expect(pushesTo(device.endpoint)[0].payload).toMatchObject({ kind: 'test', path: '/my/settings' });
    expect((await a.http.post('/api/my/notifications/test').set('Authorization', token)).status).toBe(429);
    const off = await a.http
      .post('/api/my/push-subscriptions/remove')
      .set('Authorization', token)
      .send({ endpoint: device.endpoint });
    expect(off.status).toBe(204);
    expect((await a.http.get('/api/my/notifications').set('Authorization', token)).body.devices).toBe(0);
  });

  it('refuses plain-http push services unless configured, and bad keys', async () => {
    const strict = await startTestApp({
      seed: false,
      databaseUrl: a.config.DATABASE_URL,
      env: { PUBLIC_URL },
    });
    try {
      const res = await strict.http
        .post('/api/my/push-subscriptions')
        .set('Authorization', token)
        .send(push.device());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('notifications/endpoint-not-https');
      // No keys configured: a pair is made and kept in DATA_DIR.
      expect((await strict.http.get('/api/notifications/push-key')).body.publicKey).toMatch(/^[\w-]{87}$/);
    } finally {
      await strict.app.close();
    }
    const bad = await a.http
      .post('/api/my/push-subscriptions')
      .set('Authorization', token)
      .send({ endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'x' } });
    expect(bad.status).toBe(400);
  });
});
