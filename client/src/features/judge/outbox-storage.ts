import type { OutboxStorage } from '@hema/shared/realtime/command-outbox';
import { fightCommandSchema, type FightCommand } from '@hema/shared/realtime/protocol';

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

/**
 * The judge's unacknowledged commands in localStorage, so they survive a reload (ARCHITECTURE §4). What cannot be
 * read back as commands (hand-edited, another version of the app) is dropped rather than sent.
 */
export function localOutboxStorage(
  areaId: string,
  storage: Storage | null = localStorageOrNull(),
): OutboxStorage {
  const key = outboxKey(areaId);
  return {
    load(): FightCommand[] {
      try {
        const raw: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
        if (!Array.isArray(raw)) return [];
        return raw.flatMap((item) => {
          const parsed = fightCommandSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        });
      } catch {
        return [];
      }
    },
    save(commands: readonly FightCommand[]): void {
      try {
        if (commands.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(commands));
      } catch {
        // Storage full or disabled: the commands still wait in memory until acknowledged.
      }
    },
  };
}
