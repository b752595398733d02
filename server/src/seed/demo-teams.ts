import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { createNominationSchema } from '@hema/shared/contracts/nominations';
import { createStageSchema } from '@hema/shared/contracts/stages';
import { createTeamSchema } from '@hema/shared/contracts/teams';
import { createTournamentSchema } from '@hema/shared/contracts/tournaments';
import { Clock } from '../common/clock.js';
import { Club } from '../catalog/club.entity.js';
import { Weapon } from '../catalog/weapon.entity.js';
import { FightCommandService } from '../fights/fight-command.service.js';
import { Fight } from '../fights/fight.entity.js';
import { NominationsService } from '../nominations/nominations.service.js';
import { AreasService } from '../rings/areas.service.js';
import { StagesService } from '../stages/stages.service.js';
import { TeamsService } from '../teams/teams.service.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { TournamentsService } from '../tournaments/tournaments.service.js';
import { User } from '../users/user.entity.js';
import { sessionUserView } from '../users/user.view.js';
import { writeDemoMorning } from './fight-times.js';

export const DEMO_TEAM_TOURNAMENT = 'demo-team-cup';

/** Four club teams of three, fencers created with them (first name, last name). */
const TEAMS: { name: string; club: string; fencers: [string, string][] }[] = [
  {
    name: 'Helsinki Hawks',
    club: 'Fechtschule Helsinki',
    fencers: [
      ['Ville', 'Koskinen'],
      ['Emma', 'Heikkinen'],
      ['Juho', 'Nieminen'],
    ],
  },
  {
    name: 'Moscow Bears',
    club: 'Moscow HEMA Club',
    fencers: [
      ['Ivan', 'Kuznetsov'],
      ['Maria', 'Smirnova'],
      ['Alexei', 'Popov'],
    ],
  },
  {
    name: 'Tallinn Wolves',
    club: 'Tallinn Sword Guild',
    fencers: [
      ['Mart', 'Saar'],
      ['Kadri', 'Mets'],
      ['Toomas', 'Rebane'],
    ],
  },
  {
    name: 'Stockholm Vikings',
    club: 'Stockholm Longsword Academy',
    fencers: [
      ['Lars', 'Nilsson'],
      ['Karin', 'Holm'],
      ['Oskar', 'Ek'],
    ],
  },
];

/**
 * The team demo of `npm start`: a team category (three a side, team score limit 5) with four teams, a
 * generated pool, a final stage, and on "Team ring" a relay match in progress — three bouts fought, the fourth
 * running — all through the services the organizer and the judge use. Idempotent.
 */
export async function seedDemoTeams(app: INestApplicationContext): Promise<void> {
  const db = app.get(DataSource);
  if (await db.getRepository(Tournament).exists({ where: { idString: DEMO_TEAM_TOURNAMENT } })) return;
  // The relay follows its bouts through a fight-result hook registered on module init; `npm start` seeds before
  // `listen` would init the app, so init it here (Nest inits once; listen then skips it).
  await app.init();
  const now = app.get(Clock).now();
  const organizerRow = await db
    .getRepository(User)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.club', 'club')
    .where('user.email = :e', { e: 'organizer@demo.hema' })
    .getOneOrFail();
  const organizer = sessionUserView(organizerRow, now);
  const clubs = new Map((await db.getRepository(Club).find()).map((c) => [c.title, c.id]));
  const weapons = new Map((await db.getRepository(Weapon).find()).map((w) => [w.title, w.id]));
  const today = now.toISOString().slice(0, 10);

  const tournaments = app.get(TournamentsService);
  const tournament = await tournaments.create(
    organizer,
    createTournamentSchema.parse({
      title: 'Baltic Team Relay Cup',
      idString: DEMO_TEAM_TOURNAMENT,
      description:
        'A team category: four teams of three fence relays of nine bouts to 45. Score a bout on Team ring as organizer@demo.hema and watch the team score carry.',
      dateStart: today,
      dateEnd: today,
      country: 'EE',
      city: 'Tallinn',
    }),
  );
  const nomination = await app.get(NominationsService).create(
    tournament._id,
    organizer,
    createNominationSchema.parse({
      title: 'Longsword Teams',
      idString: 'longsword-teams',
      weaponId: weapons.get('Longsword') ?? null,
      isTeam: true,
      teamMembers: 3,
      scoringPlacement: 'TEAM',
      rules: { timerDirection: 'down', durationMs: 60_000, team: { isTeam: true, teamScoreLimit: 5 } },
    }),
  );
  await tournaments.changeStatus(tournament._id, organizer, { action: 'openForViewing' });
  await tournaments.changeStatus(tournament._id, organizer, { action: 'start', earlyStartConfirmed: true });

  const teams = app.get(TeamsService);
  for (const [i, team] of TEAMS.entries()) {
    const clubId = clubs.get(team.club) ?? null;
    await teams.create(
      nomination._id,
      organizer,
      createTeamSchema.parse({
        name: team.name,
        clubId,
        seed: i + 1,
        newMembers: team.fencers.map(([firstName, lastName]) => ({ firstName, lastName, clubId })),
      }),
    );
  }

  const stages = app.get(StagesService);
  const pool = await stages.create(
    nomination._id,
    organizer,
    createStageSchema.parse({ type: 'POOL', label: '', settings: { poolsCount: 1 } }),
  );
  await stages.create(
    nomination._id,
    organizer,
    createStageSchema.parse({
      type: 'ELIMINATION',
      label: 'Final',
      settings: { eliminationSize: 2, toTheFinals: true },
    }),
  );
  await stages.generate(pool._id, organizer);

  const matches = await db
    .getRepository(Fight)
    .find({ where: { stageId: pool._id, matchId: IsNull() }, order: { index: 'ASC' } });
  const areas = app.get(AreasService);
  const ring = await areas.create(tournament._id, organizer, { title: 'Team ring' });
  // The first two matches on the ring: each stands for its nine bouts.
  await areas.assignFights(
    ring._id,
    organizer,
    matches.slice(0, 2).map((m) => m.id),
  );

  const bouts = await db
    .getRepository(Fight)
    .find({ where: { matchId: matches[0]!.id }, order: { index: 'ASC' } });
  const commands = app.get(FightCommandService);
  const versions = new Map<string, number>();
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
  // Three bouts fought (the first to the limit, two on time), the fourth running.
  const played: [number, number, boolean][] = [
    [5, 2, true],
    [2, 3, true],
    [1, 2, true],
    [1, 1, false],
  ];
  for (const [i, [a, b, finish]] of played.entries()) {
    const bout = bouts[i]!;
    await send(bout.id, { type: 'START' });
    for (let k = 0; k < b; k++) await send(bout.id, { type: 'SCORE', side: 2, delta: 1 });
    for (let k = 0; k < a; k++) await send(bout.id, { type: 'SCORE', side: 1, delta: 1 });
    if (finish && i > 0) await send(bout.id, { type: 'FINISH', reason: 'overTime' });
  }
  // The commands ran within a second: the schedule's estimates need a morning's times.
  await writeDemoMorning(
    db.manager,
    'demo-teams',
    [
      {
        nominationId: bouts[0]!.nominationId,
        durationMs: 60_000,
        fightIds: bouts.slice(0, played.length).map((b) => b.id),
      },
    ],
    Date.now(),
  );
}
