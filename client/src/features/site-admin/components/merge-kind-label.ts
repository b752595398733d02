import { MERGE_KINDS } from '@hema/shared/contracts/admin';

const KNOWN_KINDS = new Set<string>(MERGE_KINDS);

/**
 * A kind of row a merge moves, in words: every kind of MERGE_KINDS has its text; a kind this client does not know
 * (an older merge log, a newer server) reads "Other records" rather than its raw key.
 */
export function mergeKindLabel(t: (key: never) => unknown, kind: string): string {
  // Any translator of the pages texts will do (the page's own, or a test's instance).
  return String(t(`pages:admin.merge.kinds.${KNOWN_KINDS.has(kind) ? kind : 'other'}` as never));
}
