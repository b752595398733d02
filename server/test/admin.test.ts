import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import { pathOf } from '@hema/shared/contracts/endpoint';
import { Fight } from '../src/fights/fight.entity.js';
import { Participant } from '../src/nominations/participant.entity.js';
import { User } from '../src/users/user.entity.js';
import { USER_OWNED_ROWS } from '../src/users/merge/user-owned-rows.js';
import { CompetitionFixtures } from './competition/competition-fixtures.js';
import { allEndpoints } from './support/contracts.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The administration that acts: every admin endpoint refuses organizers, users and visitors; merging two
 * accounts of one person moves everything the removed one owned in one transaction and records it; club merges,
 * analytics, system state and backups.
 */
let t: TestApp;
let f: CompetitionFixtures;
let admin: string;
let organizer: string;
let fighter: string;

beforeAll(async () => {
  t = await startTestApp();
  f = new CompetitionFixtures(t);
  admin = await t.login(DEMO.admin);
  organizer = await t.login(DEMO.organizer);
  fighter = await t.login(DEMO.fighter);
});
afterAll(async () => {
  await t?.close();
});

const adminOnly = ROUTE_ROLES.admin;

describe('authorization', () => {
  it('every admin endpoint of the contract registry refuses organizers, users and visitors', async () => {
    const endpoints = (await allEndpoints()).filter(
      (e) => e.roles?.length === adminOnly.length && e.roles.every((r) => adminOnly.includes(r as 'ADMIN')),
    );
    expect(endpoints.length).toBeGreaterThan(15);
    const refused: string[] = [];
    for (const e of endpoints) {
      const params = Object.fromEntries(
        [...e.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
          name,
          name === 'name' ? 'backup-20260101-000000.json.gz' : randomUUID(),
        ]),
      );
      const path = `/api${pathOf(e, params)}`;
      const call = (token?: string) => {
        const req = t.http[e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        if (token) req.set('Authorization', token);
        return e.method === 'GET' || e.method === 'DELETE' ? req : req.send({});
      };
      const statuses = [(await call(organizer)).status, (await call(fighter)).status, (await call()).status];
      if (statuses.join() !== '403,403,401') refused.push(`${e.method} ${e.path}: ${statuses.join()}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('merging users', () => {
  it('lists every user column of the schema among the rows a user owns', async () => {
    // A new table that refers to users (predictions, achievements) fails here until it joins USER_OWNED_ROWS.
    const references: { table: string; column: string }[] = await t.db.query(
      `SELECT cl.relname AS table, att.attname AS column
         FROM pg_constraint con
         JOIN pg_class cl ON cl.oid = con.conrelid
         JOIN pg_class ref ON ref.oid = con.confrelid
         JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY(con.conkey)
        WHERE con.contype = 'f' AND ref.relname = 'user'`,
    );
    const listed = new Set(USER_OWNED_ROWS.flatMap((r) => r.columns.map((c) => `${r.table}.${c}`)));
    expect(references.length).toBeGreaterThan(5);
    expect(references.map((r) => `${r.table}.${r.column}`).filter((c) => !listed.has(c))).toEqual([]);
  });

  it('finds namesakes written in Cyrillic and swapped, moves results to the kept account and records it', async () => {
    const tournament = await f.tournament(organizer);
    const nomination = await f.nomination(organizer, tournament._id);
    const [removedId, otherId] = await f.fighters(organizer, nomination._id, 3);
    const stage = await f.stage(organizer, nomination._id, 'POOL');
    await f.generate(organizer, stage._id);
    await t.db
      .getRepository(User)
      .update(removedId!, { firstName: 'Ivan', lastName: 'Petrovsky', name: 'Ivan Petrovsky' });
    // The same person entered again, last name first, in Cyrillic.
    const kept = { id: await f.fighterAccount('Kept') };
    await t.db
      .getRepository(User)
      .update(kept.id, { firstName: 'Петровский', lastName: 'Иван', name: 'Петровский Иван' });

    const candidates = await t.http.get('/api/admin/users/merge-candidates').set('Authorization', admin);
    expect(candidates.status).toBe(200);
    const pair = candidates.body.items.find(
      (p: { a: { _id: string }; b: { _id: string } }) =>
        [p.a._id, p.b._id].sort().join() === [removedId, kept.id].sort().join(),
    );
    expect(pair?.reasons).toContain('name');

    const fightsBefore = await t.db.getRepository(Fight).count({
      where: [{ fighter1Id: removedId }, { fighter2Id: removedId }],
    });
    expect(fightsBefore).toBe(2);
    const preview = await t.http
      .get(`/api/admin/users/merge-preview?keep=${kept.id}&remove=${removedId}`)
      .set('Authorization', admin);
    expect(preview.status).toBe(200);
    expect(preview.body.moves).toEqual(
      expect.arrayContaining([
        { kind: 'participants', count: 1 },
        { kind: 'fights', count: 2 },
        { kind: 'pools', count: 1 },
      ]),
    );
    expect(preview.body.conflicts).toEqual([]);

    const merged = await t.http
      .post('/api/admin/users/merge')
      .set('Authorization', admin)
      .send({ keepId: kept.id, removeId: removedId });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      keptUser: { _id: kept.id },
      removedUserId: removedId,
      removedName: 'Ivan Petrovsky',
      mergedBy: { name: 'Anna Admin' },
    });

    const fights = await t.db.getRepository(Fight).find({
      where: [{ fighter1Id: kept.id }, { fighter2Id: kept.id }],
    });
    expect(fights).toHaveLength(2);
    for (const fight of fights) {
      const context = (fight.snapshot as { context: { fighter1: string; fighter2: string } }).context;
      expect([context.fighter1, context.fighter2]).toContain(kept.id);
    }
    expect(
      await t.db.getRepository(Participant).countBy({ nominationId: nomination._id, userId: kept.id }),
    ).toBe(1);
    const removed = await t.db.getRepository(User).findOneByOrFail({ id: removedId });
    expect(removed.deleted).toBe(true);
    const log = await t.http.get('/api/admin/users/merges').set('Authorization', admin);
    expect(log.body.items[0]).toMatchObject({ _id: merged.body._id, removedUserId: removedId });

    // The kept account is now in the category: merging the other fighter of it into it would enter it twice.
    const clash = await t.http
      .post('/api/admin/users/merge')
      .set('Authorization', admin)
      .send({ keepId: kept.id, removeId: otherId });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('users/merge-conflict');
    expect(await t.db.getRepository(Participant).countBy({ userId: otherId })).toBe(1);

    // Merging again finds the removed account gone; an admin never merges their own account away.
    const again = await t.http
      .post('/api/admin/users/merge')
      .set('Authorization', admin)
      .send({ keepId: kept.id, removeId: removedId });
    expect(again.status).toBe(404);
    const me = (await t.http.get('/api/auth/current').set('Authorization', admin)).body;
    const own = await t.http
      .post('/api/admin/users/merge')
      .set('Authorization', admin)
      .send({ keepId: kept.id, removeId: me._id });
    expect(own.status).toBe(409);
  });
});

describe('clubs, analytics, controls', () => {
  it('merges a duplicate club: its members move and the duplicate is marked deleted', async () => {
    const club = async (title: string) =>
      (await t.http.post('/api/clubs').set('Authorization', admin).send({ title })).body._id as string;
    const into = await club('Sword Guild');
    const duplicate = await club('Sword guild.');
    const member = await f.fighterAccount('Mira', duplicate);
    const res = await t.http
      .post(`/api/clubs/${duplicate}/merge`)
      .set('Authorization', admin)
      .send({ intoId: into });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ intoId: into, moved: 1 });
    expect((await t.db.getRepository(User).findOneByOrFail({ id: member })).clubId).toBe(into);
    expect((await t.http.get(`/api/clubs/${duplicate}`)).body.deleted).toBe(true);
  });

  it('counts users by month, role, country and club', async () => {
    const res = await t.http.get('/api/admin/users/analytics').set('Authorization', admin);
    expect(res.status).toBe(200);
    const total = await t.db.getRepository(User).countBy({ deleted: false });
    expect(res.body.total).toBe(total);
    const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
    expect(sum(res.body.roles)).toBe(total);
    expect(sum(res.body.countries) + res.body.others.countries).toBe(total);
    expect(sum(res.body.registrations)).toBe(total);
    expect(sum(res.body.clubs) + res.body.others.clubs).toBe(total);
    // Months oldest first, as the chart draws them.
    const months = res.body.registrations.map((r: { key: string }) => r.key);
    for (const month of months) expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(months).toEqual([...months].sort());
    for (const season of res.body.activeFighters) expect(Number.isInteger(season.key)).toBe(true);
  });

  it('reports the system and writes a backup the admin downloads', async () => {
    const system = await t.http.get('/api/admin/system').set('Authorization', admin);
    expect(system.body).toMatchObject({
      database: { state: 'up', kind: 'postgres' },
      redis: { state: 'disabled' },
    });

    const created = await t.http.post('/api/admin/backups').set('Authorization', admin);
    expect(created.status).toBe(201);
    expect(created.body.size).toBeGreaterThan(0);
    const list = await t.http.get('/api/admin/backups').set('Authorization', admin);
    expect(list.body.items.map((b: { name: string }) => b.name)).toContain(created.body.name);

    const file = await t.http
      .get(`/api/admin/backups/${created.body.name}`)
      .set('Authorization', admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    const lines = gunzipSync(file.body as Buffer)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ format: 'hema-backup', version: 1 });
    const start = lines.findIndex((l) => l.table === 'user');
    const users = lines.slice(
      start + 1,
      lines.findIndex((l, i) => i > start && l.table),
    );
    expect(users.map((l) => l.row.email)).toContain(DEMO.admin);
    expect(
      (await t.http.get('/api/admin/backups/backup-20000101-000000.json.gz').set('Authorization', admin))
        .status,
    ).toBe(404);
  });
});
