import { describe, expect, it } from '@jest/globals';
import { CommandOutbox, MAX_ATTEMPTS } from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { heldKey, localOutboxStorage, outboxKey } from './outbox-storage';

const RING = '7a1c9a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const FIGHT = '0b7c3a52-8f7e-4c4e-9d5f-1a2b3c4d5e6f';
const command = (n: number): FightCommand => ({
  commandId: `command-000${n}`,
  fightId: FIGHT,
  expectedVersion: n,
  event: { type: 'SCORE', side: 1, delta: 1, at: 1_000 + n },
});
const ok = (c: FightCommand) =>
  ({ ok: true, commandId: c.commandId, version: 1, replayed: false }) as unknown as FightCommandAnswer;

describe('the judge outbox in localStorage', () => {
  it('keeps the waiting commands under one key per ring', () => {
    const outbox = new CommandOutbox(localOutboxStorage(RING));
    outbox.add(command(1));
    outbox.add(command(2));
    const stored = JSON.parse(window.localStorage.getItem(outboxKey(RING)) ?? '[]') as FightCommand[];
    expect(stored.map((c) => c.commandId)).toEqual(['command-0001', 'command-0002']);
    expect(window.localStorage.getItem(outboxKey('another-ring'))).toBeNull();
  });

  it('survives a reload: a new outbox on the same ring finds the commands in order', () => {
    new CommandOutbox(localOutboxStorage(RING)).add(command(1));
    new CommandOutbox(localOutboxStorage(RING)).add(command(2));
    const reloaded = new CommandOutbox(localOutboxStorage(RING));
    expect(reloaded.pending).toEqual([command(1), command(2)]);
  });

  it('forgets each command once acknowledged, and the key when nothing waits', async () => {
    const outbox = new CommandOutbox(localOutboxStorage(RING));
    outbox.add(command(1));
    await outbox.flush(async (c) => ok(c));
    expect(window.localStorage.getItem(outboxKey(RING))).toBeNull();
    expect(new CommandOutbox(localOutboxStorage(RING)).pending).toEqual([]);
  });

  it('keeps what the network could not deliver, for the replay after the reconnect', async () => {
    const outbox = new CommandOutbox(localOutboxStorage(RING));
    outbox.add(command(1));
    outbox.add(command(2));
    await outbox.flush(async () => {
      throw new Error('offline');
    });
    expect(new CommandOutbox(localOutboxStorage(RING)).pending).toHaveLength(2);
  });

  it('keeps a held command across a reload, with its reason', async () => {
    const outbox = new CommandOutbox(localOutboxStorage(RING));
    outbox.add(command(1));
    const serverError = (c: FightCommand): FightCommandAnswer => ({
      ok: false,
      commandId: c.commandId,
      reason: 'server/error',
      message: 'The server could not take the command',
    });
    for (let i = 0; i < MAX_ATTEMPTS; i++) await outbox.flush(async (c) => serverError(c));
    const reloaded = new CommandOutbox(localOutboxStorage(RING));
    expect(reloaded.held).toEqual([
      { command: command(1), reason: 'server/error', message: 'The server could not take the command' },
    ]);
    expect(reloaded.pending).toEqual([]);
  });

  it('drops stored entries that are not commands instead of sending them', () => {
    window.localStorage.setItem(outboxKey(RING), JSON.stringify([command(1), { commandId: 'x' }, 'junk']));
    window.localStorage.setItem(
      heldKey(RING),
      JSON.stringify([
        { command: command(2), reason: 'no/such-reason' },
        { command: 'junk', reason: 'server/error' },
      ]),
    );
    const outbox = new CommandOutbox(localOutboxStorage(RING));
    expect(outbox.pending).toEqual([command(1)]);
    expect(outbox.held).toEqual([]);
    window.localStorage.setItem(outboxKey(RING), '{not json');
    expect(new CommandOutbox(localOutboxStorage(RING)).pending).toEqual([]);
  });

  it('keeps a held conflict but not a stored fight state it cannot read', () => {
    window.localStorage.setItem(
      heldKey(RING),
      JSON.stringify([
        { command: command(1), reason: 'conflict', message: 'changed', state: { view: 'junk' } },
      ]),
    );
    expect(new CommandOutbox(localOutboxStorage(RING)).held).toEqual([
      { command: command(1), reason: 'conflict', message: 'changed' },
    ]);
  });

  it('still works in memory when storage refuses to save', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const outbox = new CommandOutbox(localOutboxStorage(RING, broken));
    outbox.add(command(1));
    expect(outbox.pending).toHaveLength(1);
  });
});
