import { describe, it, expect } from '@jest/globals';
import {
  CommandOutbox,
  MAX_ATTEMPTS,
  memoryOutboxStorage,
  newCommandId,
  type SendCommand,
} from './command-outbox.js';
import type { FightCommand, FightCommandAnswer, FightState } from './protocol.js';
import type { RefusalReason } from './refusals.js';

const FIGHT_A = '0b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const FIGHT_B = '1c8d4b63-9f8f-4d5f-8e6a-2b3c4d5e6f70';

const score = (n: number, fightId = FIGHT_A): FightCommand => ({
  commandId: `command-${n}`,
  fightId,
  event: { type: 'SCORE', side: 1, delta: 1, at: n },
});
const finish = (n: number, expectedVersion: number, fightId = FIGHT_A): FightCommand => ({
  commandId: `command-${n}`,
  fightId,
  expectedVersion,
  event: { type: 'FINISH', reason: 'byPoints', at: n },
});
const ok = (c: FightCommand, version = 1): FightCommandAnswer => ({
  ok: true,
  commandId: c.commandId,
  version,
  state: undefined as never,
  replayed: false,
});
const refusal = (c: FightCommand, reason: RefusalReason, state?: FightState): FightCommandAnswer => ({
  ok: false,
  commandId: c.commandId,
  reason,
  message: `refused: ${reason}`,
  ...(state ? { state } : {}),
});
const stateAt = (version: number) => ({ fightId: FIGHT_A, version }) as FightState;

/** A server that answers from a table (command id → answer maker) and acks everything else; it logs what it got. */
function server(answers: Record<string, (c: FightCommand) => FightCommandAnswer> = {}) {
  const sent: FightCommand[] = [];
  const send: SendCommand = async (c) => {
    sent.push(c);
    return (answers[c.commandId] ?? ((x: FightCommand) => ok(x)))(c);
  };
  return { send, sent, ids: () => sent.map((c) => c.commandId) };
}

const ids = (commands: readonly FightCommand[]) => commands.map((c) => c.commandId);

describe('judge command outbox', () => {
  describe('delivery', () => {
    it('keeps every command until the server acknowledges it, in order', async () => {
      const storage = memoryOutboxStorage();
      const outbox = new CommandOutbox(storage);
      outbox.add(score(1));
      outbox.add(score(2));
      expect(ids(storage.saved.commands)).toEqual(['command-1', 'command-2']);
      const { send, ids: sentIds } = server();
      await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-2']);
      expect(outbox.pending).toEqual([]);
      expect(storage.saved).toEqual({ commands: [], held: [] });
    });

    it('keeps the rest when the network fails and resumes from the same command', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      [1, 2, 3].forEach((n) => outbox.add(score(n)));
      let online = true;
      const sent: string[] = [];
      const send: SendCommand = async (c) => {
        if (!online) throw new Error('offline');
        sent.push(c.commandId);
        if (c.commandId === 'command-2') online = false;
        return ok(c);
      };
      await outbox.flush(send);
      expect(ids(outbox.pending)).toEqual(['command-3']);
      online = true;
      await outbox.flush(send);
      expect(sent).toEqual(['command-1', 'command-2', 'command-3']);
    });

    it('survives a reload: a new outbox on the same storage still holds the commands', () => {
      const storage = memoryOutboxStorage();
      new CommandOutbox(storage).add(score(7));
      expect(ids(new CommandOutbox(storage).pending)).toEqual(['command-7']);
    });

    it('tells listeners how many commands wait', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      const counts: number[] = [];
      outbox.subscribe(({ pending }) => counts.push(pending));
      outbox.add(score(1));
      await outbox.flush(server().send);
      expect(counts).toEqual([1, 0]);
    });

    it('shares one flush between concurrent callers, so nothing is sent twice', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      let answer!: (a: FightCommandAnswer) => void;
      let sends = 0;
      const send: SendCommand = (c) => {
        sends++;
        return new Promise((resolve) => (answer = () => resolve(ok(c))));
      };
      const both = Promise.all([outbox.flush(send), outbox.flush(send)]);
      await Promise.resolve();
      answer(ok(score(1)));
      await both;
      expect(sends).toBe(1);
      expect(outbox.pending).toEqual([]);
    });

    it('sends a command added while a flush is finishing', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      const sent: string[] = [];
      let late: Promise<void> = Promise.resolve();
      const send = (c: FightCommand) => {
        sent.push(c.commandId);
        const answer = Promise.resolve(ok(c));
        if (c.commandId === 'command-1') {
          // Lands after the run has seen an empty queue but before the run is marked done.
          void answer.then(() =>
            queueMicrotask(() => {
              outbox.add(score(2));
              late = outbox.flush(send);
            }),
          );
        }
        return answer;
      };
      await outbox.flush(send);
      await late;
      expect(sent).toEqual(['command-1', 'command-2']);
      expect(outbox.pending).toEqual([]);
    });
  });

  describe('final refusals', () => {
    it('drop the command at once and let the rest of the queue go on', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      [1, 2, 3].forEach((n) => outbox.add(score(n)));
      const { send, ids: sentIds } = server({ 'command-1': (c) => refusal(c, 'bracket/next-fight-started') });
      await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-2', 'command-3']);
      expect(outbox.pending).toEqual([]);
      expect(outbox.held).toEqual([]);
    });

    it('are listed one by one, not overwritten, until the judge dismisses each', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      [1, 2, 3].forEach((n) => outbox.add(score(n)));
      await outbox.flush(
        server({
          'command-1': (c) => refusal(c, 'fight/not-started'),
          'command-3': (c) => refusal(c, 'fight/counter-disabled'),
        }).send,
      );
      expect(outbox.refused.map((r) => [r.command.commandId, r.reason])).toEqual([
        ['command-1', 'fight/not-started'],
        ['command-3', 'fight/counter-disabled'],
      ]);
      outbox.discard('command-1');
      expect(ids(outbox.refused.map((r) => r.command))).toEqual(['command-3']);
    });

    it('drop a command the server can never take (a score of 2^31, refused as invalid), sent once only', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      const fix: FightCommand = {
        commandId: 'command-1',
        fightId: FIGHT_A,
        expectedVersion: 4,
        event: { type: 'FIX_RESULT', at: 1, score1: 2 ** 31, score2: 0, result: 'F1_WIN' },
      };
      outbox.add(fix);
      outbox.add(score(2));
      const { send, sent } = server({ 'command-1': (c) => refusal(c, 'command/invalid') });
      await outbox.flush(send);
      await outbox.flush(send);
      expect(ids(sent)).toEqual(['command-1', 'command-2']);
      expect(outbox.pending).toEqual([]);
      expect(outbox.held).toEqual([]);
      expect(outbox.refused.map((r) => r.reason)).toEqual(['command/invalid']);
    });

    it('count a reason the client does not know as final: it is never retried forever', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      const { send, sent } = server({ 'command-1': (c) => refusal(c, 'fight/new-rule' as RefusalReason) });
      await outbox.flush(send);
      await outbox.flush(send);
      expect(sent).toHaveLength(1);
      expect(outbox.refused).toHaveLength(1);
    });

    it('include a conflict on a counter event: the server already tried again on the newer version', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      await outbox.flush(server({ 'command-1': (c) => refusal(c, 'conflict', stateAt(9)) }).send);
      expect(outbox.refused.map((r) => r.reason)).toEqual(['conflict']);
      expect(outbox.held).toEqual([]);
    });
  });

  describe('server errors', () => {
    const failing = () => server({ 'command-1': (c) => refusal(c, 'server/error') });

    it('are sent again on later flushes, then held for the judge after a bounded number of answers', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      const { send, sent } = failing();
      for (let flush = 1; flush < MAX_ATTEMPTS; flush++) {
        await outbox.flush(send);
        expect(ids(outbox.pending)).toEqual(['command-1']);
        expect(outbox.held).toEqual([]);
      }
      await outbox.flush(send);
      expect(sent).toHaveLength(MAX_ATTEMPTS);
      expect(outbox.pending).toEqual([]);
      expect(outbox.held.map((h) => [h.command.commandId, h.reason])).toEqual([
        ['command-1', 'server/error'],
      ]);
      await outbox.flush(send);
      expect(sent).toHaveLength(MAX_ATTEMPTS); // held: never sent again by itself
    });

    it('never stop the commands of other fights', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      outbox.add(score(2, FIGHT_B));
      const { send, ids: sentIds } = failing();
      await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-2']);
      expect(ids(outbox.pending)).toEqual(['command-1']);
    });

    it('keep the later commands of the same fight waiting behind them, in order', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      outbox.add(finish(2, 4));
      outbox.add(score(3, FIGHT_B));
      const { send, ids: sentIds } = failing();
      for (let flush = 0; flush < MAX_ATTEMPTS; flush++) await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-3', 'command-1', 'command-1']);
      expect(ids(outbox.pending)).toEqual(['command-2']); // the FINISH waits for the judge's decision on the Q
      outbox.add(score(4, FIGHT_B));
      await outbox.flush(send);
      expect(sentIds().at(-1)).toBe('command-4');
      expect(ids(outbox.pending)).toEqual(['command-2']);
    });

    it('go again ahead of their fight when the judge retries, and the fight continues', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      outbox.add(score(2));
      const { send } = failing();
      for (let flush = 0; flush < MAX_ATTEMPTS; flush++) await outbox.flush(send);
      outbox.retry('command-1');
      expect(ids(outbox.pending)).toEqual(['command-1', 'command-2']);
      expect(outbox.held).toEqual([]);
      const healed = server();
      await outbox.flush(healed.send);
      expect(healed.ids()).toEqual(['command-1', 'command-2']);
    });

    it('release the waiting commands of the fight when the judge discards the held one', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      outbox.add(score(2));
      const { send, ids: sentIds } = failing();
      for (let flush = 0; flush < MAX_ATTEMPTS; flush++) await outbox.flush(send);
      outbox.discard('command-1');
      await outbox.flush(send);
      expect(sentIds().at(-1)).toBe('command-2');
      expect(outbox.pending).toEqual([]);
      expect(outbox.held).toEqual([]);
    });

    it('stay held across a reload', async () => {
      const storage = memoryOutboxStorage();
      const outbox = new CommandOutbox(storage);
      outbox.add(score(1));
      outbox.add(score(2));
      const { send } = failing();
      for (let flush = 0; flush < MAX_ATTEMPTS; flush++) await outbox.flush(send);
      const reloaded = new CommandOutbox(storage);
      expect(reloaded.held.map((h) => h.command.commandId)).toEqual(['command-1']);
      expect(ids(reloaded.pending)).toEqual(['command-2']);
      const sent = server();
      await reloaded.flush(sent.send);
      expect(sent.sent).toEqual([]); // still waiting behind the held command
    });
  });

  describe('decisive events and the version the judge saw', () => {
    it('move over the versions the judge’s own acknowledged commands produced', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1)); // the judge saw version 5, pressed Q…
      outbox.add(finish(2, 5)); // …then finished before the Q came back
      const versions: Record<string, number> = { 'command-1': 6, 'command-2': 7 };
      const sent: FightCommand[] = [];
      await outbox.flush(async (c) => {
        sent.push(c);
        return ok(c, versions[c.commandId]);
      });
      expect(sent[1]).toMatchObject({ commandId: 'command-2', expectedVersion: 6 });
    });

    it('stay stale when someone else changed the fight in between', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(score(1));
      outbox.add(finish(2, 5));
      // Another judge's press took version 6; ours was applied on top of it as version 7.
      const sent: FightCommand[] = [];
      await outbox.flush(async (c) => {
        sent.push(c);
        return c.commandId === 'command-1' ? ok(c, 7) : refusal(c, 'conflict', stateAt(7));
      });
      expect(sent[1].expectedVersion).toBe(5);
    });

    it('leave counter events as they are (they apply on top of newer versions)', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      const q = { ...score(1), expectedVersion: 3 };
      outbox.add(q);
      const { send, sent } = server();
      await outbox.flush(send);
      expect(sent[0]).toBe(q);
    });

    it('are held with the current state on a conflict, never sent again by themselves', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      outbox.add(finish(1, 5));
      outbox.add(score(2, FIGHT_B));
      const { send, ids: sentIds } = server({ 'command-1': (c) => refusal(c, 'conflict', stateAt(8)) });
      await outbox.flush(send);
      await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-2']);
      expect(outbox.held).toMatchObject([{ reason: 'conflict', state: { version: 8 } }]);
      expect(outbox.refused).toEqual([]);
    });

    it('go again as a new command expecting the version the judge has now seen, once confirmed', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage(), { newCommandId: () => 'confirmed-1' });
      outbox.add(finish(1, 5));
      await outbox.flush(server({ 'command-1': (c) => refusal(c, 'conflict', stateAt(8)) }).send);
      outbox.retry('command-1');
      expect(outbox.pending).toEqual([{ ...finish(1, 8), commandId: 'confirmed-1' }]);
      const { send, sent } = server();
      await outbox.flush(send);
      expect(sent[0]).toMatchObject({ commandId: 'confirmed-1', expectedVersion: 8 });
      expect(outbox.held).toEqual([]);
    });
  });

  describe('rate limits', () => {
    it('stop the round like no answer: the command stays first in line and no attempt is counted', async () => {
      const outbox = new CommandOutbox(memoryOutboxStorage());
      [1, 2].forEach((n) => outbox.add(score(n)));
      const throttled = server({ 'command-1': (c) => refusal(c, 'live/rate-limited') });
      for (let round = 0; round < MAX_ATTEMPTS + 2; round++) await outbox.flush(throttled.send);
      expect(throttled.ids()).toEqual(Array(MAX_ATTEMPTS + 2).fill('command-1'));
      expect(ids(outbox.pending)).toEqual(['command-1', 'command-2']);
      expect(outbox.held).toEqual([]);
      expect(outbox.refused).toEqual([]);
      const { send, ids: sentIds } = server();
      await outbox.flush(send);
      expect(sentIds()).toEqual(['command-1', 'command-2']);
      expect(outbox.pending).toEqual([]);
    });
  });

  describe('command ids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

    it('are random UUIDs from crypto.randomUUID, which match the protocol and differ', () => {
      const a = newCommandId();
      const b = newCommandId();
      expect(a).toMatch(uuid);
      expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(a).not.toBe(b);
    });

    it('are still random UUIDs where randomUUID is missing (plain http on a venue LAN is no secure context)', () => {
      const insecure = {
        getRandomValues: <T extends Uint8Array>(a: T) => globalThis.crypto.getRandomValues(a),
      };
      const a = newCommandId(insecure);
      expect(a).toMatch(uuid);
      expect(a).not.toBe(newCommandId(insecure));
      const zeros = newCommandId({ getRandomValues: <T extends Uint8Array>(a: T) => a.fill(0) });
      expect(zeros).toBe('00000000-0000-4000-8000-000000000000');
    });
  });
});
