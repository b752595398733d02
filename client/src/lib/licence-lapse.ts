/**
 * A write refused because the organizer's licence has ended (403 `competition/license-expired`) is not a failed
 * sign-in: the session stays, and whoever listens (the session check) re-reads the account so the pages show the
 * licence-expired notice and lock their write controls.
 */
export const LICENCE_EXPIRED_CODE = 'competition/license-expired';

const listeners = new Set<() => void>();

export function onLicenceLapse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportLicenceLapse(): void {
  for (const listener of listeners) listener();
}
