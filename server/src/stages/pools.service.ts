import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { englishGroupTitle } from '@hema/shared/competition/group-title';
import { poolFights } from '@hema/shared/competition/pool-bout-order';
import { assertPoolSize, PoolError } from '@hema/shared/competition/pools';
import { badRequest, conflict } from '../common/app-error.js';
import { Clock } from '../common/clock.js';
import type { SessionUser } from '../users/user.view.js';
import { COMPETITION_ERRORS } from '../common/competition-errors.js';
import { StageLookup } from './stage-lookup.js';
import { Fight } from '../fights/fight.entity.js';
import { droppedOutFighters, snapshotColumns, unfoughtSnapshot } from '../fights/fight-snapshots.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { Participant } from '../nominations/participant.entity.js';
import { groupTitleOf, Pool } from './pool.entity.js';
import { poolViewsOf } from './stage.view.js';
import {
  assertCanManageTournament,
  assertCanViewTournament,
  type Viewer,
} from '../common/tournament-access.js';
import { EventBus } from '../events/event-bus.js';

const invalidFighters = (message: string, code = 'validation') =>
  badRequest(message, code, { fighters: message });

@Injectable()
export class PoolsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: StageLookup,
    private readonly clock: Clock,
    private readonly fights: FightsRepository,
    private readonly events: EventBus,
  ) {}

  /** Spec §7 `GET /pools/{id}`: the pool with its fights (fighters' names and clubs, scores, status, ring). */
  async get(id: string, user: Viewer | undefined) {
    const { tournament, pool } = await this.lookup.pool(id);
    assertCanViewTournament(user, tournament);
    return this.view(pool.id);
  }

  /**
   * Sets a pool's fighters in sheet order (at most 7, spec §5) and builds its bouts again in the bout order of
   * shared/. Only for pool stages, and only while none of the pool's fights has started.
   */
  async setFighters(id: string, user: SessionUser | undefined, fighters: string[]) {
    const { tournament, nomination, stage, pool } = await this.lookup.pool(id);
    assertCanManageTournament(user, tournament);
    try {
      assertPoolSize(fighters.length);
    } catch (error) {
      if (error instanceof PoolError) throw invalidFighters(error.message, COMPETITION_ERRORS.poolTooLarge);
      throw error;
    }
    if (stage.type !== 'POOL') {
      throw conflict('Only the fighters of a pool stage can be changed', COMPETITION_ERRORS.poolLocked);
    }
    await this.fights.write(async (writer) => {
      const { manager } = writer;
      const started = await manager.exists(Fight, { where: { poolId: pool.id, status: Not('scheduled') } });
      if (started) throw conflict('Fights of this pool have already started', COMPETITION_ERRORS.poolLocked);
      const entered = await manager.find(Participant, {
        where: { nominationId: nomination.id, userId: In(fighters) },
      });
      const byUser = new Map(entered.map((p) => [p.userId, p]));
      if (fighters.some((f) => !byUser.has(f)))
        throw invalidFighters('Every fighter of a pool must be a fighter of the category');
      if (entered.some((p) => p.droppedOut))
        throw invalidFighters('A fighter who dropped out cannot join a pool');
      const others = await manager.find(Pool, { where: { stageId: stage.id, id: Not(pool.id) } });
      const elsewhere = others.find((other) => other.fighters.some((f) => fighters.includes(f)));
      if (elsewhere)
        throw invalidFighters(`A fighter is already in ${englishGroupTitle(groupTitleOf(elsewhere))}`);

      await manager.update(Pool, pool.id, { fighters });
      await writer.remove({ poolId: pool.id });
      const setup = {
        rules: nomination.rules,
        droppedOut: await droppedOutFighters(manager, nomination.id),
        bye: stage.settings,
        stageType: stage.type,
      };
      const bouts = poolFights(fighters.map((fighter, position) => ({ id: fighter, seed: position + 1 })));
      await writer.insert(
        bouts.map((bout) => {
          const fightId = randomUUID();
          const slots = { fighter1: bout.fighter1, fighter2: bout.fighter2, isBye: false };
          return {
            ...snapshotColumns(unfoughtSnapshot(fightId, slots, setup)),
            id: fightId,
            index: bout.order - 1,
            poolId: pool.id,
            stageId: stage.id,
            nominationId: nomination.id,
            tournamentId: tournament.id,
            version: 0,
          };
        }),
      );
      await this.events.publish(
        { type: 'stage.changed', tournamentId: tournament.id, nominationId: nomination.id },
        manager,
      );
    });
    return this.view(pool.id);
  }

  private async view(poolId: string) {
    const [view] = await poolViewsOf(this.db.manager, { poolIds: [poolId] }, this.clock.now().getTime());
    return view;
  }
}
