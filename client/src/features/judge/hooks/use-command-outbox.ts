import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CommandOutbox,
  newCommandId,
  type HeldCommand,
  type OutboxStorage,
  type RefusedCommand,
} from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { localOutboxStorage } from '../outbox-storage';

/** While commands wait and the link is up, the outbox tries again this often (a timeout, a server error). */
export const OUTBOX_RETRY_MS = 3_000;

export interface JudgeOutbox {
  /** Commands stored and not yet answered (held ones excluded). */
  pending: number;
  /** The waiting commands themselves, oldest first. */
  waiting: readonly FightCommand[];
  /** Commands set aside for the judge: repeated server errors, or a decisive event the fight changed under. */
  held: readonly HeldCommand[];
  /** Commands the server refused for good, until the judge dismisses them. */
  refused: readonly RefusedCommand[];
  /** Sends a held command again (after a conflict: as confirmed by the judge, against the fight as it is now). */
  retry: (commandId: string) => void;
  /** Drops a held command or dismisses a refusal. */
  discard: (commandId: string) => void;
  /** Stores a command for the fight and starts sending. */
  push: (fightId: string, expectedVersion: number | undefined, event: FightCommand['event']) => void;
}

interface OutboxView {
  waiting: readonly FightCommand[];
  held: readonly HeldCommand[];
  refused: readonly RefusedCommand[];
}

const viewOf = (outbox: CommandOutbox): OutboxView => ({
  waiting: outbox.pending,
  held: outbox.held,
  refused: outbox.refused,
});

/**
 * The console's outbox (architecture.md §4): every key press becomes a command with its own id, stored in localStorage
 * before it is sent and dropped only when the server answers. Sent in order; sent again when the link comes back,
 * and the command id makes the server apply each exactly once. What the server refuses or cannot take is set aside
 * for the judge (shared/realtime/command-outbox), so the ring's queue never jams.
 */
export function useCommandOutbox(
  areaId: string,
  send: (command: FightCommand) => Promise<FightCommandAnswer>,
  online: boolean,
  storage?: OutboxStorage,
): JudgeOutbox {
  const outbox = useMemo(() => new CommandOutbox(storage ?? localOutboxStorage(areaId)), [areaId, storage]);
  const [view, setView] = useState<OutboxView>(() => viewOf(outbox));
  const sendRef = useRef(send);
  // In the commit, like the console's key handler: a key pressed right after a render uses this render's link.
  useLayoutEffect(() => {
    sendRef.current = send;
  }, [send]);

  const onlineRef = useRef(online);
  useLayoutEffect(() => {
    onlineRef.current = online;
  }, [online]);

  const flush = useCallback(async () => {
    const send = (command: FightCommand) => sendRef.current(command);
    await outbox.flush(send);
    // A command added while a finished run was still settling joined that run and missed it: go once more.
    if (outbox.pending.length > 0 && onlineRef.current) await outbox.flush(send);
  }, [outbox]);

  useEffect(() => {
    setView(viewOf(outbox));
    return outbox.subscribe(() => setView(viewOf(outbox)));
  }, [outbox]);

  const pending = view.waiting.length;

  // Back online (or a reload with stored commands): send what waits.
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  useEffect(() => {
    if (!online || pending === 0) return;
    const timer = window.setInterval(() => void flush(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, pending, flush]);

  const push = useCallback<JudgeOutbox['push']>(
    (fightId, expectedVersion, event) => {
      outbox.add({ commandId: newCommandId(), fightId, expectedVersion, event });
      void flush();
    },
    [outbox, flush],
  );

  const retry = useCallback(
    (commandId: string) => {
      outbox.retry(commandId);
      void flush();
    },
    [outbox, flush],
  );

  const discard = useCallback(
    (commandId: string) => {
      outbox.discard(commandId);
      void flush();
    },
    [outbox, flush],
  );

  return { pending, ...view, retry, discard, push };
}
