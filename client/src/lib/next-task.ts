/**
 * Resolves in a new task of the event loop. Work split at these points is several short tasks instead of one long
 * one, so a tap or a paint can come in between (on a phone each piece of start-up is tens of milliseconds).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
