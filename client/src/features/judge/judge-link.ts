import type { FightCommand, FightCommandAnswer, FightState } from '@hema/shared/realtime/protocol';

/**
 * What the console needs from the network, whichever way it travels: over the live websocket or over HTTP polling
 * (`area-scores-polling`). The console shows the server's state only; commands go through its outbox.
 */
export interface JudgeLink {
  /** The ring's fights, newest state of each. */
  states: FightState[];
  /** The first answer has arrived (until then an empty ring is not yet known to be empty). */
  ready: boolean;
  online: boolean;
  /** Server time minus local time, ms: events carry `at` in server time and clocks render from it. */
  offsetMs: number;
  /** Resolves with the server's answer; rejects while offline or without an answer in time. */
  send: (command: FightCommand) => Promise<FightCommandAnswer>;
}
