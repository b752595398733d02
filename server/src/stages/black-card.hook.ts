import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { EventBus } from '../events/event-bus.js';
import { FightEvent } from '../fights/fight-event.entity.js';
import { FightResultHooks } from '../fights/fight-result-hooks.js';
import { snapshotOf } from '../fights/fight-snapshots.js';
import { Fight } from '../fights/fight.entity.js';
import type { FightWriter } from '../fights/fights.repository.js';
import { Participant } from '../nominations/participant.entity.js';
import { markBlackCarded } from '../nominations/participant-rows.js';
import { advanceAfterFight } from './bracket-advancement.js';

/** Enough rounds for any bracket a fighter could still be moved along; each round decides at least one fight. */
const MAX_ROUNDS = 64;

/**
 * A black card (common HEMA rules) loses the fight by technical defeat and removes the fighter from the rest of the
 * category. The judge's confirmed TECHNICAL_DEFEAT with `card: 'black'` finishes the fight; this hook then takes the
 * path an organizer's "dropped out" takes (ParticipantsService.update: the participant marked, the fights not
 * started rewritten without them, so they never advance) and decides the fighter's fights not started by technical
 * defeat — the way the platform decides a dropped-out fighter's fights — moving the bracket on after each. A team
 * bout's fighter has no participant row of their own: nothing more happens there.
 */
export async function excludeAfterBlackCard(
  writer: FightWriter,
  fight: Fight,
): Promise<{ nominationId: string } | null> {
  const { manager } = writer;
  const { value, context } = snapshotOf(fight);
  if (value !== 'finished' || context.finishReason !== 'technicalDefeat' || context.technicalDefeat === null)
    return null;
  // The event that finished the fight is the command's own, logged in this transaction before the hooks run.
  const last = await lastApplied(manager, fight.id);
  if (last?.event.type !== 'TECHNICAL_DEFEAT' || last.event.card !== 'black') return null;
  const fighterId = context.technicalDefeat === 1 ? fight.fighter1Id : fight.fighter2Id;
  const participant =
    fighterId &&
    (await manager.findOne(Participant, { where: { nominationId: fight.nominationId, userId: fighterId } }));
  if (!fighterId || !participant) return null;
  if (!participant.droppedOut) {
    await markBlackCarded(manager, participant.id);
    await writer.refreshScheduled(fight.nominationId);
  }
  await decideFightsOf(writer, fight.nominationId, [fighterId], last.userId, Number(last.event.at));
  return { nominationId: fight.nominationId };
}

/**
 * A bracket fight a black-carded fighter reaches only later — the bronze fight, whose other semi-final ends after
 * the card — is decided the same way as soon as both its fighters are known: the carded fighter cannot fight it, and
 * without this the ring's judge would have to press the technical defeat by hand. Runs after bracket advancement
 * placed the fighters.
 */
export async function decideReachedByBlackCarded(writer: FightWriter, fight: Fight): Promise<boolean> {
  if (!fight.bracketKey) return false;
  const carded = await writer.manager.find(Participant, {
    where: { nominationId: fight.nominationId, droppedOut: true, droppedOutReason: 'blackCard' },
    select: { userId: true },
  });
  if (carded.length === 0) return false;
  const last = await lastApplied(writer.manager, fight.id);
  const at = last ? Number(last.event.at) : Date.now();
  const decided = await decideFightsOf(
    writer,
    fight.nominationId,
    carded.map((p) => p.userId),
    null,
    at,
  );
  return decided > 0;
}

/**
 * Decides the fighters' fights not started by technical defeat, moving the bracket on after each (which may bring
 * them into a further fight, decided in the next round). Answers how many fights it decided.
 */
async function decideFightsOf(
  writer: FightWriter,
  nominationId: string,
  fighterIds: readonly string[],
  userId: string | null,
  at: number,
): Promise<number> {
  let count = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const left = await writer.manager.find(Fight, {
      where: [
        { nominationId, fighter1Id: In([...fighterIds]), status: 'scheduled', isBye: false },
        { nominationId, fighter2Id: In([...fighterIds]), status: 'scheduled', isBye: false },
      ],
      order: { index: 'ASC' },
    });
    const decided: Fight[] = [];
    for (const fighterId of fighterIds) {
      const open = left.filter((row) => !decided.some((d) => d.id === row.id));
      decided.push(...(await writer.technicalDefeats(open, fighterId, userId, at)));
    }
    if (decided.length === 0) break;
    count += decided.length;
    // A bracket fight decided this way moves its winner on, as a judge's technical defeat would.
    for (const row of decided) await advanceAfterFight(writer, row);
  }
  return count;
}

/** The fight's last applied event: in a result hook, the one of the command that moved the result. */
function lastApplied(manager: FightWriter['manager'], fightId: string): Promise<FightEvent | null> {
  return manager.findOne(FightEvent, {
    where: { fightId, applied: true },
    order: { version: 'DESC', id: 'DESC' },
  });
}

/** Registers the black card's exclusion with the fight engine, after bracket advancement. */
@Injectable()
export class BlackCardHook implements OnModuleInit {
  constructor(
    private readonly hooks: FightResultHooks,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.hooks.register(async (writer, fight) => {
      const excluded =
        (await excludeAfterBlackCard(writer, fight)) ??
        ((await decideReachedByBlackCarded(writer, fight)) ? { nominationId: fight.nominationId } : null);
      // The category's participants changed: its pages and lists follow after the commit.
      if (excluded)
        await this.events.publish(
          {
            type: 'nomination.changed',
            tournamentId: fight.tournamentId,
            nominationId: excluded.nominationId,
          },
          writer.manager,
        );
    });
  }
}
