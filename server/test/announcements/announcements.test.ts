import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveAnnouncement } from '@hema/shared/realtime/protocol';
import { room } from '@hema/shared/realtime/protocol';
import type { DomainEvent } from '../../src/events/domain-events.js';
import { EventBus } from '../../src/events/event-bus.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { CompetitionFixtures } from '../competition/competition-fixtures.js';
import { createRing, type Ring } from '../support/competition-fixture.js';
import { connectLive } from '../support/live-client.js';
import { DEMO, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Announcements (issue 32 item 6): the tournament's organizer sends and withdraws them; anyone reads the current
 * ones of everyone and of categories; the judges' ones reach the ring judges and the organizer only; each sending
 * is published after its commit and pushed to the tournament's news room.
 */

let t: TestApp;
let f: CompetitionFixtures;
let organizer: string;
let cup: Ring;
const seen: DomainEvent[] = [];

type Method = 'get' | 'post';
const call = (method: Method, path: string, token?: string, body?: object) => {
  const req = t.http[method](`/api${path}`);
  if (token) req.set('Authorization', token);
  return body ? req.send(body) : req;
};
const send = (body: object, token = organizer, id = cup.tournament.id) =>
  call('post', `/tournaments/${id}/announcements`, token, body);
const current = (token?: string, key: string = cup.tournament.idString) =>
  call('get', `/tournaments/${key}/announcements/current`, token);

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  f = new CompetitionFixtures(t);
  organizer = await t.login(DEMO.organizer);
  cup = await createRing(t.db, DEMO.organizer);
  const bus = t.app.get(EventBus);
  bus.on('announcement.sent', (event) => void seen.push(event));
  bus.on('announcement.withdrawn', (event) => void seen.push(event));
});
afterAll(async () => {
  await t?.close();
});

describe('sending an announcement', () => {
  it('is the organizer’s: others are refused, the event follows the commit, the text is live at once', async () => {
    const stranger = await f.register('Stan', 'Stranger');
    const rival = (await f.organizer()).token;
    expect((await send({ text: 'Hello' }, stranger.token)).status).toBe(403);
    expect((await send({ text: 'Hello' }, rival)).status).toBe(403);
    expect(
      (await call('post', `/tournaments/${cup.tournament.id}/announcements`, undefined, { text: 'x' }))
        .status,
    ).toBe(401);
    expect(seen).toEqual([]);

    const socket = await connectLive(t.url);
    const pushed: LiveAnnouncement[] = [];
    socket.on('announcement', (a) => pushed.push(a));
    const joined = await socket.emitWithAck('live:subscribe', { rooms: [room.news(cup.tournament.id)] });
    expect(joined.rooms).toEqual([room.news(cup.tournament.id)]);

    const sent = await send({ text: '  Lunch break until 13:30  ', level: 'warning' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      text: 'Lunch break until 13:30',
      level: 'warning',
      audience: 'everyone',
      nomination: null,
      withdrawnAt: null,
      author: { name: expect.any(String) },
    });
    expect(seen).toEqual([
      {
        type: 'announcement.sent',
        tournamentId: cup.tournament.id,
        announcementId: sent.body._id,
        audience: 'everyone',
        nominationId: null,
        level: 'warning',
        text: 'Lunch break until 13:30',
      },
    ]);
    await waitFor(() => pushed.length === 1);
    expect(pushed[0]).toMatchObject({
      announcementId: sent.body._id,
      withdrawn: false,
      announcement: { text: 'Lunch break until 13:30', level: 'warning' },
    });
    socket.close();
  });

  it('answers bad input with 4xx and a readable message', async () => {
    const cases: [object, number][] = [
      [{}, 400],
      [{ text: '   ' }, 400],
      [{ text: 'x'.repeat(281) }, 400],
      [{ text: 'Hi', level: 'panic' }, 400],
      [{ text: 'Hi', audience: 'category' }, 400],
      [{ text: 'Hi', audience: 'everyone', nominationId: cup.nomination.id }, 400],
      [{ text: 'Hi', audience: 'category', nominationId: randomUUID() }, 400],
      [{ text: 'Hi', extra: 1 }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await send({ text: 'Hi' }, organizer, 'not-an-id')).status).toBe(404);
    expect((await send({ text: 'Hi' }, organizer, randomUUID())).status).toBe(404);
    expect((await call('post', `/announcements/${randomUUID()}/withdraw`, organizer)).status).toBe(404);
  });
});

describe('reading announcements', () => {
  it('shows everyone’s and categories’ to anyone, the judges’ to the ring judges and the organizer', async () => {
    const other = await createRing(t.db, DEMO.organizer);
    const toJudges = await send(
      { text: 'Judges to the table', audience: 'judges' },
      organizer,
      other.tournament.id,
    );
    const toCategory = await send(
      { text: 'Longsword pools are out', audience: 'category', nominationId: other.nomination.id },
      organizer,
      other.tournament.id,
    );
    expect([toJudges.status, toCategory.status]).toEqual([201, 201]);
    expect(toCategory.body.nomination).toEqual({ _id: other.nomination.id, title: other.nomination.title });

    const texts = (res: { body: { items: { text: string }[] } }) => res.body.items.map((a) => a.text);
    expect(texts(await current(undefined, other.tournament.idString))).toEqual(['Longsword pools are out']);
    expect(texts(await current(organizer, other.tournament.id))).toEqual([
      'Longsword pools are out',
      'Judges to the table',
    ]);

    const judge = await f.register('Jana', 'Judge');
    expect(
      (await call('post', `/areas/${other.area.id}/judges`, organizer, { userId: judge.id })).status,
    ).toBe(201);
    expect(texts(await current(judge.token, other.tournament.id))).toContain('Judges to the table');
    // A judge of another tournament's ring is a spectator here.
    expect(texts(await current(judge.token, cup.tournament.id))).not.toContain('Judges to the table');

    // Withdrawn ones leave at once; twice is a conflict; only the organizer withdraws.
    const stranger = await f.register('Stan', 'Other');
    expect(
      (await call('post', `/announcements/${toCategory.body._id}/withdraw`, stranger.token)).status,
    ).toBe(403);
    const withdrawn = await call('post', `/announcements/${toCategory.body._id}/withdraw`, organizer);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.withdrawnAt).toEqual(expect.any(String));
    expect(seen.at(-1)).toMatchObject({
      type: 'announcement.withdrawn',
      announcementId: toCategory.body._id,
    });
    expect((await call('post', `/announcements/${toCategory.body._id}/withdraw`, organizer)).status).toBe(
      409,
    );
    expect(texts(await current(undefined, other.tournament.id))).toEqual([]);

    // The organizer's list keeps everything, paginated, newest first.
    const list = await call('get', `/tournaments/${other.tournament.id}/announcements?perPage=1`, organizer);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      text: 'Longsword pools are out',
      withdrawnAt: expect.any(String),
    });
    expect((await call('get', `/tournaments/${other.tournament.id}/announcements`, judge.token)).status).toBe(
      403,
    );
    expect((await call('get', `/tournaments/${other.tournament.id}/announcements`)).status).toBe(401);
  });

  it('hides a tournament in developing from those who may not see it, on REST and in the news room', async () => {
    const hidden = await createRing(t.db, DEMO.organizer);
    await t.db.getRepository(Tournament).update(hidden.tournament.id, { status: 'DEVELOPING' });
    expect((await current(undefined, hidden.tournament.id)).status).toBe(404);
    expect((await current(organizer, hidden.tournament.id)).status).toBe(200);
    const socket = await connectLive(t.url);
    const answer = await socket.emitWithAck('live:subscribe', { rooms: [room.news(hidden.tournament.id)] });
    expect(answer.rooms).toEqual([]);
    expect(Object.keys(answer.refused ?? {})).toEqual([room.news(hidden.tournament.id)]);
    socket.close();
  });
});

async function waitFor(done: () => boolean, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
