import type { FightEvent } from './events.js';
import { applyFightEvent, fightView, type FightSnapshot, type FightView } from './fight-engine.js';
import { fightRules } from './rules.js';

/** A view with the presses still waiting in the console's outbox played on top of it. */
export interface ProjectedFight {
  view: FightView;
  /** How many waiting events the fight takes (a press the machine would refuse changes nothing). */
  applied: number;
}

/**
 * The snapshot behind a broadcast view, as far as the fight machine needs it. A view from a server that did not
 * send `rules` gets the rules the view itself shows (timer, counters) and the defaults for the rest.
 */
function snapshotOf(view: FightView): FightSnapshot {
  const rules =
    view.rules ??
    fightRules({
      timerDirection: view.clock.direction,
      durationMs: view.clock.durationMs,
      showTimer: view.clock.showTimer,
      counters: view.counters,
    });
  const { relay, hitPoints } = view;
  return {
    value: view.status,
    context: {
      fightId: view.fightId,
      fighter1: view.fighter1,
      fighter2: view.fighter2,
      // The server already refuses presses against a dropped-out fighter; the console only counts what it sends.
      droppedOut: [],
      rules,
      startingHitPoints: hitPoints ? { 1: hitPoints[1] + view.score2, 2: hitPoints[2] + view.score1 } : null,
      winnerRequired: view.winnerRequired,
      ...(relay
        ? {
            relay: {
              matchId: relay.matchId,
              team1: relay.team1,
              team2: relay.team2,
              carried1: relay.total1 - view.score1,
              carried2: relay.total2 - view.score2,
              threshold: relay.threshold,
              bout: relay.bout,
              bouts: relay.bouts,
              decides: relay.decides,
            },
          }
        : {}),
      score1: view.score1,
      score2: view.score2,
      doubles: view.doubles,
      cards: { ...view.cards },
      appeals1: view.appeals[1],
      appeals2: view.appeals[2],
      result: view.result,
      finishReason: view.finishReason,
      technicalDefeat: view.technicalDefeat,
      clock: {
        running: view.clock.running,
        elapsedMs: view.clock.elapsedMs,
        startedAt: view.clock.startedAt,
      },
      calledAt: view.calledAt,
    },
  };
}

/**
 * What the fight will look like once the server takes the events still waiting to be sent: the confirmed view with
 * each event applied by the same fight machine the server runs (fight-engine.ts), so an offline console shows the
 * score its presses will make. Events the machine refuses are skipped, as the server would refuse them.
 */
export function projectFight(view: FightView, waiting: readonly FightEvent[]): ProjectedFight {
  if (waiting.length === 0) return { view, applied: 0 };
  let snapshot = snapshotOf(view);
  let applied = 0;
  for (const event of waiting) {
    const outcome = applyFightEvent(snapshot, event);
    if (!outcome.ok) continue;
    snapshot = outcome.snapshot;
    applied++;
  }
  if (applied === 0) return { view, applied };
  const projected = fightView(snapshot);
  // Views carry server-side decorations the machine does not keep (relay team names are the same objects anyway).
  return { view: { ...view, ...projected }, applied };
}
