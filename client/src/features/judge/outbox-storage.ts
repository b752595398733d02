import type { HeldCommand, OutboxStorage, StoredOutbox } from '@hema/shared/realtime/command-outbox';
import { fightCommandSchema, type FightCommand } from '@hema/shared/realtime/protocol';
import { isRefusalReason } from '@hema/shared/realtime/refusals';

/** localStorage key of a ring's waiting commands: one per ring, so two rings scored from one browser never mix. */
export function outboxKey(areaId: string): string {
  return `judge-outbox:${areaId}`;
}

/** localStorage key of the ring's commands held for the judge (a list beside the waiting ones). */
export function heldKey(areaId: string): string {
  return `judge-outbox-held:${areaId}`;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function commandOf(item: unknown): FightCommand | null {
  const parsed = fightCommandSchema.safeParse(item);
  return parsed.success ? parsed.data : null;
}

/** Enough of a fight state to show the judge (scores, status) and to confirm against (version). */
function stateOf(value: unknown): HeldCommand['state'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, view } = value as { version?: unknown; view?: Record<string, unknown> };
  const readable =
    typeof version === 'number' &&
    typeof view === 'object' &&
    view !== null &&
    typeof view.score1 === 'number' &&
    typeof view.score2 === 'number' &&
    typeof view.status === 'string';
  return readable ? (value as HeldCommand['state']) : null;
}

function heldOf(item: unknown): HeldCommand | null {
  if (typeof item !== 'object' || item === null) return null;
  const { command, reason, message } = item as Record<string, unknown>;
  const parsed = commandOf(command);
  const state = stateOf((item as Record<string, unknown>).state);
  if (!parsed || typeof reason !== 'string' || !isRefusalReason(reason)) return null;
  return {
    command: parsed,
    reason,
    message: typeof message === 'string' ? message : '',
    ...(state ? { state } : {}),
  };
}

const present = <T>(value: T | null): value is T => value !== null;

function readList(storage: Storage | null, key: string): unknown[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw : [];
  } catch {
    return [];
  }
}

function writeList(storage: Storage | null, key: string, items: readonly unknown[]): void {
  try {
    if (items.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the commands still wait in memory until answered.
  }
}

/**
 * The judge's waiting and held commands in localStorage, so they survive a reload (architecture.md §4): the waiting
 * ones as a plain list under the ring's key, the held ones beside them. What cannot be read back as commands
 * (hand-edited, another version of the app) is dropped rather than sent.
 */
export function localOutboxStorage(
  areaId: string,
  storage: Storage | null = localStorageOrNull(),
): OutboxStorage {
  return {
    load(): StoredOutbox {
      return {
        commands: readList(storage, outboxKey(areaId)).map(commandOf).filter(present),
        held: readList(storage, heldKey(areaId)).map(heldOf).filter(present),
      };
    },
    save(outbox: StoredOutbox): void {
      writeList(storage, outboxKey(areaId), outbox.commands);
      writeList(storage, heldKey(areaId), outbox.held);
    },
  };
}
