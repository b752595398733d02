import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { areaFightsViewSchema } from '@hema/shared/contracts/areas';

type RingFight = z.input<typeof areaFightsViewSchema>['fights'][number];

/** A ring's fights named by stage and pool, as the ring's schedule shows them. */
export interface FightStageNames {
  stages: Map<string, NonNullable<RingFight['stage']>>;
  pools: Map<string, NonNullable<RingFight['pool']>>;
}

/** Reads the names of the given stages and pools. */
export type FightStageNamesReader = (
  manager: EntityManager,
  stageIds: readonly string[],
  poolIds: readonly string[],
) => Promise<FightStageNames>;

/** Drops a removed ring from the stages that send their next fights to it, in the removal's transaction. */
export type RingRemoval = (manager: EntityManager, areaId: string) => Promise<void>;

/**
 * The stages module's part of rings: the stage and pool each fight belongs to, and what a removed ring leaves in
 * stages. Rings sit below stages, so stages register both here at start-up; the rings module imports nothing of
 * stages.
 */
@Injectable()
export class RingFightStages {
  private reader?: FightStageNamesReader;
  private removal?: RingRemoval;

  register(reader: FightStageNamesReader, removal: RingRemoval): void {
    this.reader = reader;
    this.removal = removal;
  }

  get names(): FightStageNamesReader {
    // A missing reader is a wiring mistake (the stages module is not in the app), never a state a request can cause.
    if (!this.reader) throw new Error('No module registered the names of fight stages');
    return this.reader;
  }

  get forgetRing(): RingRemoval {
    if (!this.removal) throw new Error('No module registered what a removed ring leaves in stages');
    return this.removal;
  }
}
