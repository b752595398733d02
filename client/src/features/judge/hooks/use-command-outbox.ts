import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CommandOutbox, newCommandId, type OutboxStorage } from '@hema/shared/realtime/command-outbox';
import type { FightCommand, FightCommandAnswer } from '@hema/shared/realtime/protocol';
import { localOutboxStorage } from '../outbox-storage';

/** While commands wait and the link is up, the outbox tries again this often (a timeout, a server error). */
export const OUTBOX_RETRY_MS = 3_000;

export type Refusal = Extract<FightCommandAnswer, { ok: false }>;

export interface JudgeOutbox {
  /** Commands stored and not yet acknowledged. */
  pending: number;
  /** The waiting commands themselves, oldest first. */
  waiting: readonly FightCommand[];
  /** The last command the server refused, until the judge dismisses it or the next command is acknowledged. */
  refusal: Refusal | null;
  dismissRefusal: () => void;
  /** Stores a command for the fight and starts sending. */
  push: (fightId: string, expectedVersion: number | undefined, event: FightCommand['event']) => void;
}

/**
 * The console's outbox (ARCHITECTURE §4): every key press becomes a command with its own id, stored in localStorage
 * before it is sent and dropped only when the server answers. Sent in order; sent again when the link comes back,
 * and the command id makes the server apply each exactly once.
 */
export function useCommandOutbox(
  areaId: string,
  send: (command: FightCommand) => Promise<FightCommandAnswer>,
  online: boolean,
  storage?: OutboxStorage,
): JudgeOutbox {
  const outbox = useMemo(() => new CommandOutbox(storage ?? localOutboxStorage(areaId)), [areaId, storage]);
  const [waiting, setWaiting] = useState<readonly FightCommand[]>(() => outbox.pending);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const onlineRef = useRef(online);
  useEffect(() => {
    onlineRef.current = online;
  }, [online]);

  const flush = useCallback(async () => {
    const send = (command: FightCommand) => sendRef.current(command);
    await outbox.flush(send);
    // A command added while a finished run was still settling joined that run and missed it: go once more.
    if (outbox.pending.length > 0 && onlineRef.current) await outbox.flush(send);
  }, [outbox]);

  useEffect(() => {
    setWaiting(outbox.pending);
    return outbox.subscribe(({ answer }) => {
      setWaiting(outbox.pending);
      if (answer) setRefusal(answer.ok ? null : answer);
    });
  }, [outbox]);

  const pending = waiting.length;

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
      outbox.add({ commandId: newCommandId(Math.random, Date.now()), fightId, expectedVersion, event });
      void flush();
    },
    [outbox, flush],
  );

  const dismissRefusal = useCallback(() => setRefusal(null), []);
  return { pending, waiting, refusal, dismissRefusal, push };
}
