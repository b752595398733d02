import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createNominationSchema } from '@hema/shared/contracts/nominations';
import { createStageSchema } from '@hema/shared/contracts/stages';
import { createTournamentSchema } from '@hema/shared/contracts/tournaments';
import { composeName } from '@hema/shared/schemas/auth';
import { Clock } from '../common/clock.js';
import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { Fight } from '../fights/fight.entity.js';
import { Pool } from '../stages/pool.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { AreasService } from '../rings/areas.service.js';
import { NominationsService } from '../nominations/nominations.service.js';
import { ParticipantsService } from '../nominations/participants.service.js';
import { StagesService } from '../stages/stages.service.js';
import { TournamentsService } from '../tournaments/tournaments.service.js';
import { FightCommandService } from '../fights/fight-command.service.js';
import { User } from '../users/user.entity.js';
import { sessionUserView } from '../users/user.view.js';
import { writeDemoMorning } from './fight-times.js';

export const DEMO_TOURNAMENT = 'demo-open';

const FIGHTERS: [string, string, string][] = [
  ['Mikko', 'Laine', 'Fechtschule Helsinki'],
  ['Aino', 'Virtanen', 'Fechtschule Helsinki'],
  ['Dmitry', 'Sokolov', 'Moscow HEMA Club'],
  ['Olga', 'Ivanova', 'Moscow HEMA Club'],
  ['Kaspar', 'Tamm', 'Tallinn Sword Guild'],
  ['Liis', 'Kask', 'Tallinn Sword Guild'],
  ['Erik', 'Lindqvist', 'Stockholm Longsword Academy'],
  ['Sofia', 'Berg', 'Stockholm Longsword Academy'],
  ['Pavel', 'Orlov', 'Saint Petersburg Fencing Hall'],
  ['Nadia', 'Petrova', 'Saint Petersburg Fencing Hall'],
];

/**
 * The demo tournament of `npm start`: two categories, pools and a bracket, two rings with fights assigned, some
 * finished and one running — built through the same services the organizer API uses, so it is a real tournament.
 * Idempotent: does nothing when it exists.
 */
export async function seedDemoTournament(app: INestApplicationContext, passwordHash: string): Promise<void> {
  const db = app.get(DataSource);
  if (await db.getRepository(Tournament).exists({ where: { idString: DEMO_TOURNAMENT } })) return;
  const now = app.get(Clock).now();
  const organizerRow = await db
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.club', 'club')
    .where('user.email = :e', { e: 'organizer@demo.hema' })
    .getOneOrFail();
  const organizer = sessionUserView(organizerRow, now);

  const clubs = new Map((await db.getRepository(Club).find()).map((c) => [c.title, c.id]));
  const fighters: string[] = [];
  for (const [firstName, lastName, club] of FIGHTERS) {
    const email = `${firstName}.${lastName}@demo.hema`.toLowerCase();
    const existing = await db.getRepository(User).findOne({ where: { email } });
    const user =
      existing ??
      (await db.getRepository(User).save(
        db.getRepository(User).create({
          firstName,
          lastName,
          name: composeName(firstName, lastName),
          email,
          username: `${firstName}.${lastName}`.toLowerCase(),
          passwordHash,
          clubId: clubs.get(club) ?? null,
        }),
      ));
    fighters.push(user.id);
  }
  const fighterAccount = await db.getRepository(User).findOneByOrFail({ email: 'fighter@demo.hema' });
  fighters.push(fighterAccount.id);

  const weapons = new Map((await db.getRepository(Weapon).find()).map((w) => [w.title, w.id]));
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const tournaments = app.get(TournamentsService);
  const tournament = await tournaments.create(
    organizer,
    createTournamentSchema.parse({
      title: 'HEMA Live Demo Open',
      idString: DEMO_TOURNAMENT,
      description:
        'A demo tournament with fights in progress: open a ring’s scores screen as organizer@demo.hema and score with the keyboard, and watch the category page or the caption overlay update live.',
      dateStart: today,
      dateEnd: tomorrow,
      country: 'FI',
      city: 'Helsinki',
    }),
  );

  const nominations = app.get(NominationsService);
  const participants = app.get(ParticipantsService);
  const stages = app.get(StagesService);
  const longsword = await nominations.create(
    tournament._id,
    organizer,
    createNominationSchema.parse({
      title: 'Longsword Open',
      idString: 'longsword',
      weaponId: weapons.get('Longsword') ?? null,
      rules: { timerDirection: 'down', durationMs: 90_000, scoreCap: 7, doublesLimit: 3 },
    }),
  );
  const sabre = await nominations.create(
    tournament._id,
    organizer,
    createNominationSchema.parse({
      title: 'Sabre',
      idString: 'sabre',
      weaponId: weapons.get('Sabre') ?? null,
      rules: { timerDirection: 'down', durationMs: 60_000, scoreCap: 5 },
    }),
  );
  // Opened and started once it has categories (a tournament without one cannot start).
  await tournaments.changeStatus(tournament._id, organizer, { action: 'openForViewing' });
  await tournaments.changeStatus(tournament._id, organizer, { action: 'start', earlyStartConfirmed: true });
  for (const [i, userId] of fighters.entries())
    await participants.create(longsword._id, organizer, { userId, seed: i + 1 });
  for (const [i, userId] of fighters.slice(0, 8).entries())
    await participants.create(sabre._id, organizer, { userId, seed: i + 1 });

  const pools = await stages.create(
    longsword._id,
    organizer,
    createStageSchema.parse({
      type: 'POOL',
      label: '',
      settings: { poolsCount: 2 },
    }),
  );
  await stages.create(
    longsword._id,
    organizer,
    createStageSchema.parse({
      type: 'ELIMINATION',
      label: 'Finals',
      settings: { eliminationSize: 8, toTheFinals: true, bronze: true },
    }),
  );
  const bracket = await stages.create(
    sabre._id,
    organizer,
    createStageSchema.parse({
      type: 'ELIMINATION',
      label: '',
      settings: { toTheFinals: true, bronze: true },
    }),
  );
  await stages.generate(pools._id, organizer);
  await stages.generate(bracket._id, organizer);

  const areas = app.get(AreasService);
  const ring1 = await areas.create(tournament._id, organizer, { title: 'Ring 1' });
  const ring2 = await areas.create(tournament._id, organizer, { title: 'Ring 2' });
  const poolFights = await db
    .getRepository(Fight)
    .find({ where: { stageId: pools._id }, order: { poolId: 'ASC', index: 'ASC' } });
  const [poolA, poolB] = (
    await db.getRepository(Pool).find({ where: { stageId: pools._id }, order: { index: 'ASC' } })
  ).map((p) => p.id);
  const sabreFights = await db
    .getRepository(Fight)
    .find({ where: { stageId: bracket._id, isBye: false }, order: { index: 'ASC' } });
  const ring1Fights = poolFights.filter((f) => f.poolId === poolA);
  const ring2Fights = [
    ...poolFights.filter((f) => f.poolId === poolB),
    ...sabreFights.filter((f) => f.fighter1Id && f.fighter2Id),
  ];
  await areas.assignFights(
    ring1._id,
    organizer,
    ring1Fights.map((f) => f.id),
  );
  await areas.assignFights(
    ring2._id,
    organizer,
    ring2Fights.map((f) => f.id),
  );

  // Fights in progress: two finished on each ring, the third running.
  const commands = app.get(FightCommandService);
  const versions = new Map<string, number>();
  // Each command carries the version the organizer saw, as a judge's console does; a refusal is a bug in the seed.
  const send = async (fightId: string, event: Record<string, unknown>) => {
    const answer = await commands.execute(
      {
        commandId: randomUUID(),
        fightId,
        expectedVersion: versions.get(fightId) ?? 0,
        event: { ...event, at: Date.now() },
      },
      { user: organizer },
    );
    if (!answer.ok) throw new Error(`demo ${String(event.type)} refused: ${answer.reason} ${answer.message}`);
    versions.set(fightId, answer.version);
  };
  for (const ring of [ring1Fights, ring2Fights]) {
    for (const [i, fight] of ring.slice(0, 3).entries()) {
      await send(fight.id, { type: 'START' });
      const [a, b] = i === 0 ? [5, 3] : i === 1 ? [2, 4] : [2, 1];
      for (let k = 0; k < a; k++) await send(fight.id, { type: 'SCORE', side: 1, delta: 1 });
      for (let k = 0; k < b; k++) await send(fight.id, { type: 'SCORE', side: 2, delta: 1 });
      if (i < 2) await send(fight.id, { type: 'FINISH', reason: 'byPoints' });
    }
  }
  // The commands ran within a second: the schedule's estimates need a morning's times.
  await writeDemoMorning(
    db.manager,
    DEMO_TOURNAMENT,
    [ring1Fights, ring2Fights].map((fights) => ({
      nominationId: fights[0].nominationId,
      durationMs: 90_000,
      fightIds: fights.slice(0, 3).map((f) => f.id),
    })),
    Date.now(),
  );
}
