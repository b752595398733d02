import type { HeldCommand, OutboxStorage, StoredOutbox } from '@hema/shared/realtime/command-outbox';
import { fightCommandSchema, type FightCommand } from '@hema/shared/realtime/protocol';
import { isRefusalReason } from '@hema/shared/realtime/refusals';

/** localStorage key of a ring's outbox: one per ring, so two rings scored from one browser never mix. */
export function outboxKey(areaId: string): string {
  return `judge-outbox:${areaId}`;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const EMPTY: StoredOutbox = { commands: [], held: [] };

function commandOf(item: unknown): FightCommand | null {
  const parsed = fightCommandSchema.safeParse(item);
  return parsed.success ? parsed.data : null;
}

function heldOf(item: unknown): HeldCommand | null {
  if (typeof item !== 'object' || item === null) return null;
  const { command, reason, message, state } = item as Record<string, unknown>;
  const parsed = commandOf(command);
  if (!parsed || typeof reason !== 'string' || !isRefusalReason(reason)) return null;
  return {
    command: parsed,
    reason,
    message: typeof message === 'string' ? message : '',
    ...(typeof state === 'object' && state !== null ? { state: state as HeldCommand['state'] } : {}),
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** Reads what was stored: `{commands, held}`, or the plain list of commands earlier versions stored. */
function parseStored(raw: unknown): StoredOutbox {
  if (Array.isArray(raw)) return { commands: raw.map(commandOf).filter(present), held: [] };
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const { commands, held } = raw as Record<string, unknown>;
  return {
    commands: Array.isArray(commands) ? commands.map(commandOf).filter(present) : [],
    held: Array.isArray(held) ? held.map(heldOf).filter(present) : [],
  };
}

/**
 * The judge's unanswered and held commands in localStorage, so they survive a reload (ARCHITECTURE §4). What cannot
 * be read back as commands (hand-edited, another version of the app) is dropped rather than sent.
 */
export function localOutboxStorage(
  areaId: string,
  storage: Storage | null = localStorageOrNull(),
): OutboxStorage {
  const key = outboxKey(areaId);
  return {
    load(): StoredOutbox {
      try {
        return parseStored(JSON.parse(storage?.getItem(key) ?? 'null'));
      } catch {
        return EMPTY;
      }
    },
    save(outbox: StoredOutbox): void {
      try {
        if (outbox.commands.length === 0 && outbox.held.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(outbox));
      } catch {
        // Storage full or disabled: the commands still wait in memory until answered.
      }
    },
  };
}
