import { describe, it, expect } from '@jest/globals';
import { CommandOutbox, memoryOutboxStorage, newCommandId } from './command-outbox.js';
import type { FightCommand, FightCommandAnswer } from './protocol.js';

const fightId = '0b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const command = (n: number): FightCommand => ({
  commandId: `command-${n}`,
  fightId,
  event: { type: 'SCORE', side: 1, delta: 1, at: n },
});
const ok = (c: FightCommand): FightCommandAnswer => ({
  ok: true,
  commandId: c.commandId,
  version: 1,
  state: undefined as never,
  replayed: false,
});

describe('judge command outbox', () => {
  it('keeps every command until the server acknowledges it, in order', async () => {
    const storage = memoryOutboxStorage();
    const outbox = new CommandOutbox(storage);
    outbox.add(command(1));
    outbox.add(command(2));
    expect(storage.saved.map((c) => c.commandId)).toEqual(['command-1', 'command-2']);
    const sent: string[] = [];
    await outbox.flush(async (c) => {
      sent.push(c.commandId);
      return ok(c);
    });
    expect(sent).toEqual(['command-1', 'command-2']);
    expect(outbox.pending).toEqual([]);
    expect(storage.saved).toEqual([]);
  });

  it('keeps the rest when the network fails and resumes from the same command', async () => {
    const outbox = new CommandOutbox(memoryOutboxStorage());
    [1, 2, 3].forEach((n) => outbox.add(command(n)));
    let online = true;
    const sent: string[] = [];
    const send = async (c: FightCommand) => {
      if (!online) throw new Error('offline');
      sent.push(c.commandId);
      if (c.commandId === 'command-2') online = false;
      return ok(c);
    };
    await outbox.flush(send);
    expect(outbox.pending.map((c) => c.commandId)).toEqual(['command-3']);
    online = true;
    await outbox.flush(send);
    expect(sent).toEqual(['command-1', 'command-2', 'command-3']);
  });

  it('survives a reload: a new outbox on the same storage still holds the commands', () => {
    const storage = memoryOutboxStorage();
    new CommandOutbox(storage).add(command(7));
    expect(new CommandOutbox(storage).pending.map((c) => c.commandId)).toEqual(['command-7']);
  });

  it('drops a refused command (the server decided) but keeps one the server could not take', async () => {
    const outbox = new CommandOutbox(memoryOutboxStorage());
    outbox.add(command(1));
    outbox.add(command(2));
    await outbox.flush(async (c) =>
      c.commandId === 'command-1'
        ? { ok: false, commandId: c.commandId, reason: 'fight/not-running', message: 'x' }
        : { ok: false, commandId: c.commandId, reason: 'server/error', message: 'y' },
    );
    expect(outbox.pending.map((c) => c.commandId)).toEqual(['command-2']);
  });

  it('tells listeners how many commands wait', async () => {
    const outbox = new CommandOutbox(memoryOutboxStorage());
    const counts: number[] = [];
    outbox.subscribe(({ pending }) => counts.push(pending));
    outbox.add(command(1));
    await outbox.flush(async (c) => ok(c));
    expect(counts).toEqual([1, 0]);
  });

  it('shares one flush between concurrent callers, so nothing is sent twice', async () => {
    const outbox = new CommandOutbox(memoryOutboxStorage());
    outbox.add(command(1));
    let sends = 0;
    const send = async (c: FightCommand) => {
      sends++;
      await new Promise((r) => setTimeout(r, 5));
      return ok(c);
    };
    await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(sends).toBe(1);
  });

  it('sends a command added while a flush is finishing', async () => {
    const outbox = new CommandOutbox(memoryOutboxStorage());
    outbox.add(command(1));
    const sent: string[] = [];
    let late: Promise<void> = Promise.resolve();
    const send = (c: FightCommand) => {
      sent.push(c.commandId);
      const answer = Promise.resolve(ok(c));
      if (c.commandId === 'command-1') {
        // Lands after the run has seen an empty queue but before the run is marked done.
        void answer.then(() =>
          queueMicrotask(() => {
            outbox.add(command(2));
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

  it('makes command ids that match the protocol and differ', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const a = newCommandId(random, 1_795_000_000_000);
    const b = newCommandId(random, 1_795_000_000_000);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).not.toBe(b);
  });
});
