import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createFight } from '@hema/shared/fight/fight-engine';
import { Area } from '../../src/rings/area.entity.js';
import { Fight } from '../../src/fights/fight.entity.js';
import { Nomination } from '../../src/nominations/nomination.entity.js';
import { Participant } from '../../src/nominations/participant.entity.js';
import { Pool } from '../../src/stages/pool.entity.js';
import { Stage } from '../../src/stages/stage.entity.js';
import { Tournament } from '../../src/tournaments/tournament.entity.js';
import { User } from '../../src/users/user.entity.js';

export interface Ring {
  tournament: Tournament;
  nomination: Nomination;
  area: Area;
  fights: Fight[];
  fighters: User[];
}

/**
 * A tournament of `organizerEmail` with one pool of four demo-made fighters, its six bouts assigned to one ring —
 * inserted directly, so live tests do not depend on the organizer API.
 */
export async function createRing(
  db: DataSource,
  organizerEmail: string,
  rules: Record<string, unknown> = {},
): Promise<Ring> {
  const suffix = randomUUID().slice(0, 8);
  const organizer = await db.getRepository(User).findOneByOrFail({ email: organizerEmail });
  const fighters: User[] = [];
  for (let i = 1; i <= 4; i++) {
    fighters.push(
      await db.getRepository(User).save(
        db.getRepository(User).create({
          firstName: `Fighter${i}`,
          lastName: suffix,
          name: `Fighter${i} ${suffix}`,
          username: `f${i}-${suffix}`,
          email: `f${i}-${suffix}@example.org`,
          passwordHash: 'not-a-hash',
        }),
      ),
    );
  }
  const tournament = await db.getRepository(Tournament).save(
    db.getRepository(Tournament).create({
      idString: `cup-${suffix}`,
      title: `Cup ${suffix}`,
      authorId: organizer.id,
      status: 'ONGOING',
      dateStart: '2026-11-22',
      dateEnd: '2026-11-23',
    }),
  );
  const nomination = await db
    .getRepository(Nomination)
    .save(
      db
        .getRepository(Nomination)
        .create({ tournamentId: tournament.id, idString: 'longsword', title: 'Longsword open', rules }),
    );
  const stage = await db
    .getRepository(Stage)
    .save(db.getRepository(Stage).create({ nominationId: nomination.id, index: 0, type: 'POOL', label: '' }));
  const pool = await db
    .getRepository(Pool)
    .save(
      db
        .getRepository(Pool)
        .create({ stageId: stage.id, index: 0, title: 'Pool A', fighters: fighters.map((f) => f.id) }),
    );
  const area = await db
    .getRepository(Area)
    .save(db.getRepository(Area).create({ tournamentId: tournament.id, title: 'Ring 1' }));
  const pairs = [
    [0, 3],
    [1, 2],
    [0, 2],
    [1, 3],
    [2, 3],
    [0, 1],
  ];
  const fights: Fight[] = [];
  for (const [index, [a, b]] of pairs.entries()) {
    const id = randomUUID();
    fights.push(
      await db.getRepository(Fight).save(
        db.getRepository(Fight).create({
          id,
          poolId: pool.id,
          stageId: stage.id,
          nominationId: nomination.id,
          tournamentId: tournament.id,
          index,
          fighter1Id: fighters[a].id,
          fighter2Id: fighters[b].id,
          areaId: area.id,
          areaOrder: index,
          snapshot: createFight({
            fightId: id,
            fighter1: fighters[a].id,
            fighter2: fighters[b].id,
            rules,
          }) as never,
        }),
      ),
    );
  }
  return { tournament, nomination, area, fights, fighters };
}

/** Enters the ring's fighters in its category (seeded in order), for tests that read standings or drop fighters out. */
export async function enterFighters(db: DataSource, ring: Ring): Promise<Participant[]> {
  const repo = db.getRepository(Participant);
  return repo.save(
    ring.fighters.map((fighter, index) =>
      repo.create({ nominationId: ring.nomination.id, userId: fighter.id, seed: index + 1 }),
    ),
  );
}
