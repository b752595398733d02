import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { composeName } from '@hema/shared/schemas/auth';
import { createFight } from '@hema/shared/fight/fight-engine';
import type { FightRecord, FightResult } from '@hema/shared/domain-types';
import { computeFighterStats, rankFighterStats } from '@hema/shared/competition/standings';
import {
  DEMO_HISTORY_PREFIX,
  HISTORY_CIRCUIT,
  HISTORY_FIRST_YEAR,
  historyEventDay,
  planDemoHistory,
} from '@hema/shared/schedule/demo-history-days';
import { seededRandom } from '@hema/shared/schedule/event-day';
import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { Zone } from '../catalog/zone.entity.js';
import { Fight } from '../fights/fight.entity.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { Participant } from '../nominations/participant.entity.js';
import { sqlOf } from '../database/sql.js';
import {
  categoryRecords,
  emptyRecord,
  insertNominationResults,
  placesFingerprints,
} from '../ratings/nomination-results.js';
import { Area } from '../rings/area.entity.js';
import { Pool } from '../stages/pool.entity.js';
import { Stage } from '../stages/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';
import { fightsAreTimed } from './fight-times.js';

/** Marks the history: its tournaments' slugs start with it, so a second run finds them and does nothing. */
export { DEMO_HISTORY_PREFIX };

/** Clubs of the history's fighters beside the demo world's own five. */
const CLUBS = [
  { title: 'Berlin Fechtboden', country: 'DE', city: 'Berlin' },
  { title: 'Warsaw Szabla Club', country: 'PL', city: 'Warsaw' },
  { title: 'Kazan Sword Club', country: 'RU', city: 'Kazan' },
  { title: 'Lyon Escrime Ancienne', country: 'FR', city: 'Lyon' },
  { title: 'Bologna Sala d’Arme', country: 'IT', city: 'Bologna' },
];

/** First and last names by country: the history's 48 fighters, eight per country. */
const NAMES: Record<string, { first: string[]; last: string[]; clubs: string[] }> = {
  FI: {
    first: ['Juha', 'Sanna', 'Ville', 'Noora', 'Antti', 'Heidi', 'Lauri', 'Elina'],
    last: ['Korhonen', 'Nieminen', 'Mäkinen', 'Hämäläinen', 'Koskinen', 'Heikkinen', 'Järvinen', 'Lehtonen'],
    clubs: ['Fechtschule Helsinki'],
  },
  RU: {
    first: ['Alexei', 'Maria', 'Ivan', 'Ekaterina', 'Sergei', 'Anastasia', 'Nikolai', 'Yulia'],
    last: ['Kuznetsov', 'Smirnova', 'Popov', 'Volkova', 'Lebedev', 'Kozlova', 'Novikov', 'Morozova'],
    clubs: ['Moscow HEMA Club', 'Saint Petersburg Fencing Hall', 'Kazan Sword Club'],
  },
  EE: {
    first: ['Marten', 'Kadri', 'Rasmus', 'Triin', 'Siim', 'Kristi', 'Andres', 'Helen'],
    last: ['Saar', 'Mets', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel', 'Lepik'],
    clubs: ['Tallinn Sword Guild'],
  },
  SE: {
    first: ['Johan', 'Emma', 'Lars', 'Karin', 'Anders', 'Elin', 'Magnus', 'Linnea'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson'],
    clubs: ['Stockholm Longsword Academy'],
  },
  DE: {
    first: ['Lukas', 'Hannah', 'Felix', 'Lena', 'Jonas', 'Marie', 'Tobias', 'Julia'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Wagner', 'Hoffmann'],
    clubs: ['Berlin Fechtboden'],
  },
  PL: {
    first: ['Piotr', 'Anna', 'Tomasz', 'Katarzyna', 'Michał', 'Agnieszka', 'Paweł', 'Magdalena'],
    last: ['Nowak', 'Kowalska', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowska', 'Zieliński', 'Szymańska'],
    clubs: ['Warsaw Szabla Club'],
  },
};

/**
 * Five years (2021 to this year) of finished tournaments of the demo world — an EU and a Russian circuit, four
 * weapons, fighters from six countries — so ratings, fighter pages and leaderboards show real data on a fresh
 * start. Fighters have a hidden skill per weapon that drifts a little each year, and fights are drawn from it.
 * Everything is inserted in bulk (one statement per table and chunk), then the results job runs once. Tournaments
 * after `now` are left out. Skipped when the history exists.
 *
 * The tournaments, their categories' sizes and their event days come from shared/src/schedule/demo-history-days.ts
 * (its own seeded streams): each category's pool is fought on a ring of the tournament, and every fight has the start
 * and finish the event-day model gives it — the days `npm run bench:schedule` replays against the estimates.
 */
export async function seedDemoHistory(app: INestApplicationContext, now = new Date()): Promise<void> {
  const db = app.get(DataSource);
  if (
    await db
      .getRepository(Tournament)
      .exists({ where: { idString: `${DEMO_HISTORY_PREFIX}${HISTORY_FIRST_YEAR}-1` } })
  )
    return;
  // The same history on every first start.
  const rand = seededRandom(20210101);
  const plans = new Map(planDemoHistory(now).map((plan) => [plan.idString, plan]));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  await db.transaction(async (manager) => {
    const admin = await manager.getRepository(User).findOneByOrFail({ email: 'admin@demo.hema' });
    const zones = new Map((await manager.getRepository(Zone).find()).map((z) => [z.slug, z.id]));
    const weapons = new Map((await manager.getRepository(Weapon).find()).map((w) => [w.title, w.id]));

    for (const club of CLUBS)
      if (!(await manager.getRepository(Club).exists({ where: { title: club.title } })))
        await manager.getRepository(Club).insert(club);
    const clubs = new Map((await manager.getRepository(Club).find()).map((c) => [c.title, c.id]));

    // The history's fighters (no account to sign in with), and the live demo's fighters, who have a past too.
    const fresh = Object.entries(NAMES).flatMap(([country, names]) =>
      names.first.map((firstName, i) => ({
        firstName,
        lastName: names.last[i],
        name: composeName(firstName, names.last[i]),
        username: `${firstName}.${names.last[i]}`
          .normalize('NFD')
          .replace(/[^A-Za-z.]/g, '')
          .toLowerCase()
          .slice(0, 32),
        email: null,
        passwordHash: '',
        country,
        clubId: clubs.get(names.clubs[i % names.clubs.length]) ?? null,
        zones: [zones.get(country === 'RU' ? 'RU' : 'W')].filter((z): z is string => !!z),
      })),
    );
    await manager.getRepository(User).insert(fresh);
    const demoFighters = await manager.getRepository(User).find({
      where: { email: In(DEMO_FIGHTER_EMAILS) },
      relations: { club: true },
    });
    const fighters = [
      ...(await manager.getRepository(User).find({ where: { username: In(fresh.map((f) => f.username)) } })),
      ...demoFighters,
    ].map((user) => ({
      id: user.id,
      username: user.username,
      russian:
        (user.country ?? user.club?.country) === 'RU' || /Moscow|Petersburg/.test(user.club?.title ?? ''),
      skill: new Map<string, number>(),
    }));

    // Touring regulars, one per country, fight every stop of the circuit: seasonal achievements need more than 5
    // tournaments in a season, which the random draws below give nobody (7 stops a year, mostly home ones).
    const regularNames = fresh.filter((_, i) => i % 8 === 0).map((f) => f.username);
    const regulars = regularNames.map((name) => fighters.find((f) => f.username === name)!);

    const tournaments: Partial<Tournament>[] = [];
    const nominations: Partial<Nomination>[] = [];
    const participants: Partial<Participant>[] = [];
    const stages: Partial<Stage>[] = [];
    const pools: Partial<Pool>[] = [];
    const areas: Partial<Area>[] = [];
    const fights: Partial<Fight>[] = [];
    const places: { nominationId: string; userId: string; place: number }[] = [];

    for (let year = HISTORY_FIRST_YEAR; year <= now.getUTCFullYear(); year++) {
      // Skills drift from year to year: ratings have something to follow.
      for (const fighter of fighters)
        for (const weapon of ['Longsword', 'Sabre', 'Rapier', 'Messer'])
          fighter.skill.set(weapon, (fighter.skill.get(weapon) ?? (rand() - 0.5) * 3) + (rand() - 0.5) * 0.6);

      for (const [stop, circuit] of HISTORY_CIRCUIT.entries()) {
        const plan = plans.get(`${DEMO_HISTORY_PREFIX}${year}-${stop + 1}`);
        if (!plan) continue;
        const tournamentId = randomUUID();
        tournaments.push({
          id: tournamentId,
          idString: plan.idString,
          title: `${circuit.title} ${year}`,
          authorId: admin.id,
          zoneId: zones.get(circuit.zone) ?? null,
          country: circuit.country,
          city: circuit.city,
          status: 'FINISHED',
          dateStart: plan.dateStart,
          dateEnd: plan.dateEnd,
        });
        const ringIds = Array.from({ length: plan.rings }, () => randomUUID());
        ringIds.forEach((id, index) => areas.push({ id, tournamentId, title: `Ring ${index + 1}`, index }));
        const day: { nominationId: string; stageId: string; fightIds: string[] }[] = [];
        const dayFirst = fights.length;
        for (const [index, weaponTitle] of circuit.weapons.entries()) {
          const weaponId = weapons.get(weaponTitle);
          const category = plan.categories[index];
          const nominationId = randomUUID();
          nominations.push({
            id: nominationId,
            tournamentId,
            idString: weaponTitle.toLowerCase(),
            title: weaponTitle,
            weaponId: weaponId ?? null,
            index,
            rules: { durationMs: category.durationMs },
          });
          // Mostly the zone's own fighters, a few guests from the other side.
          const home = fighters.filter((f) => f.russian === (circuit.zone === 'RU'));
          const away = fighters.filter((f) => f.russian !== (circuit.zone === 'RU'));
          const size = category.size;
          // Each regular fights one category of the stop, in turn.
          const entrants = new Set(regulars.filter((_, k) => k % circuit.weapons.length === index));
          while (entrants.size < size) entrants.add(rand() < 0.85 ? pick(home) : pick(away));
          const field = [...entrants];
          const stageId = randomUUID();
          const poolId = randomUUID();
          stages.push({
            id: stageId,
            nominationId,
            index: 0,
            type: 'POOL',
            label: '',
            settings: { toTheFinals: true },
          });
          pools.push({ id: poolId, stageId, index: 0, fighters: field.map((f) => f.id) });
          field.forEach((f, seed) => participants.push({ nominationId, userId: f.id, seed: seed + 1 }));
          let bout = 0;
          const first = fights.length;
          for (let i = 0; i < field.length; i++)
            for (let j = i + 1; j < field.length; j++)
              fights.push(
                foughtBout(rand, {
                  poolId,
                  stageId,
                  nominationId,
                  tournamentId,
                  index: bout++,
                  one: field[i].id,
                  two: field[j].id,
                  edge: (field[i].skill.get(weaponTitle) ?? 0) - (field[j].skill.get(weaponTitle) ?? 0),
                }),
              );
          // The places the standings engine gives this final pool, so the results job need not rank it again.
          const records: FightRecord[] = fights.slice(first).map((f) => ({
            id: f.id!,
            fighter1: f.fighter1Id!,
            fighter2: f.fighter2Id!,
            score1: f.score1!,
            score2: f.score2!,
            result: f.result!,
          }));
          const entrantsBySeed = field.map((f, seed) => ({ id: f.id, seed: seed + 1 }));
          const ranked = rankFighterStats(
            computeFighterStats(entrantsBySeed, records),
            'MATCH_POINTS',
            new Map(entrantsBySeed.map((e) => [e.id, e.seed])),
          );
          for (const row of ranked) places.push({ nominationId, userId: row.fighterId, place: row.place });
          day.push({ nominationId, stageId, fightIds: fights.slice(first).map((f) => f.id!) });
        }
        // The day in the hall: each fight's ring, its order there, its start and finish, and its clock.
        const byId = new Map(fights.slice(dayFirst).map((f) => [f.id!, f]));
        for (const fought of historyEventDay(plan, day)) {
          const fight = byId.get(fought.fightId)!;
          fight.areaId = ringIds[fought.ring];
          fight.areaOrder = fought.ringOrder;
          fight.startedAt = new Date(fought.startedAt);
          fight.finishedAt = new Date(fought.finishedAt);
          const context = fight.snapshot!.context as { clock: { elapsedMs: number } };
          context.clock.elapsedMs = fought.fightTimeMs;
        }
      }
    }
    const CHUNK = 500;
    const insert = async <E extends object>(entity: new () => E, rows: Partial<E>[]) => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await manager.getRepository(entity).insert(rows.slice(i, i + CHUNK) as never);
    };
    await insert(Tournament, tournaments);
    await insert(Area, areas);
    await insert(Nomination, nominations);
    await insert(Participant, participants);
    await insert(Stage, stages);
    await insert(Pool, pools);
    const timed = await fightsAreTimed(manager);
    for (let i = 0; i < fights.length; i += CHUNK)
      await insertFights(manager, fights.slice(i, i + CHUNK), timed);
    // With their records (the job reads a category again only when its fingerprint changes).
    const records = new Map(
      (
        await categoryRecords(
          manager,
          nominations.map((n) => n.id!),
        )
      ).map((r) => [`${r.nominationId}:${r.userId}`, r]),
    );
    const rows = places.map((p) => ({
      ...(records.get(`${p.nominationId}:${p.userId}`) ?? emptyRecord(p.nominationId, p.userId)),
      ...p,
      // The one pool is the finished finals stage: its places 1–3 are the medals.
      medal: p.place <= 3 ? p.place : null,
    }));
    await insertNominationResults(manager, rows);
    const sql = sqlOf(manager);
    await sql
      .insertInto('nomination_result_source')
      .columns(['nominationId', 'fingerprint'])
      .expression(placesFingerprints(sql).where('t.idString', 'like', `${DEMO_HISTORY_PREFIX}%`))
      .execute();
  });
}

/**
 * Fights in one statement: TypeORM's insert spends seconds on a few thousand snapshots. Their start and finish are
 * written where the schema has them (the live schedule's migration adds them).
 */
async function insertFights(manager: EntityManager, fights: Partial<Fight>[], timed: boolean): Promise<void> {
  const column = <K extends keyof Fight>(key: K) => fights.map((f) => f[key]);
  const times = timed ? ', "startedAt", "finishedAt"' : '';
  const timeTypes = timed ? ', $16::timestamptz[], $17::timestamptz[]' : '';
  await manager.query(
    `INSERT INTO fight (id, "poolId", "stageId", "nominationId", "tournamentId", index, "fighter1Id", "fighter2Id",
       snapshot, status, score1, score2, result, "areaId", "areaOrder"${times})
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::uuid[],
       $8::uuid[], $9::jsonb[], $10::varchar[], $11::int[], $12::int[], $13::varchar[], $14::uuid[], $15::int[]${timeTypes})`,
    [
      column('id'),
      column('poolId'),
      column('stageId'),
      column('nominationId'),
      column('tournamentId'),
      column('index'),
      column('fighter1Id'),
      column('fighter2Id'),
      fights.map((f) => JSON.stringify(f.snapshot)),
      column('status'),
      column('score1'),
      column('score2'),
      column('result'),
      column('areaId'),
      column('areaOrder'),
      ...(timed ? [column('startedAt'), column('finishedAt')] : []),
    ],
  );
}

/** The live demo's fighters (demo-tournament.ts) who also have a past. Fedor Fighter is left a newcomer. */
const DEMO_FIGHTER_EMAILS = [
  'mikko.laine@demo.hema',
  'aino.virtanen@demo.hema',
  'dmitry.sokolov@demo.hema',
  'olga.ivanova@demo.hema',
  'kaspar.tamm@demo.hema',
  'liis.kask@demo.hema',
  'erik.lindqvist@demo.hema',
  'sofia.berg@demo.hema',
  'pavel.orlov@demo.hema',
  'nadia.petrova@demo.hema',
];

interface BoutInput {
  poolId: string;
  stageId: string;
  nominationId: string;
  tournamentId: string;
  index: number;
  one: string;
  two: string;
  /** Skill of fighter one minus fighter two. */
  edge: number;
}

/** A finished pool bout: the winner drawn from the skill edge, a score to 5 or near it, a few doubles and draws. */
function foughtBout(rand: () => number, bout: BoutInput): Partial<Fight> {
  const id = randomUUID();
  const draw = rand() < 0.06;
  const oneWins = rand() < 1 / (1 + Math.exp(-bout.edge));
  const high = 3 + Math.floor(rand() * 3);
  const low = draw ? high : Math.floor(rand() * high);
  const [score1, score2] = draw ? [high, high] : oneWins ? [high, low] : [low, high];
  const result: FightResult = draw ? 'DRAW' : oneWins ? 'F1_WIN' : 'F2_WIN';
  const doubles = Math.floor(rand() * rand() * 3);
  const scheduled = createFight({
    fightId: id,
    fighter1: bout.one,
    fighter2: bout.two,
    rules: {},
    droppedOut: [],
  });
  const snapshot = {
    value: 'finished',
    context: {
      ...scheduled.context,
      score1,
      score2,
      doubles,
      result,
      finishReason: 'byPoints',
      // The event day's model sets the fight time (elapsedMs) once the tournament's day is played.
      clock: { running: false, elapsedMs: 0, startedAt: null },
    },
  };
  return {
    id,
    poolId: bout.poolId,
    stageId: bout.stageId,
    nominationId: bout.nominationId,
    tournamentId: bout.tournamentId,
    index: bout.index,
    fighter1Id: bout.one,
    fighter2Id: bout.two,
    snapshot,
    version: 0,
    status: 'finished',
    score1,
    score2,
    result,
    isBye: false,
  };
}
