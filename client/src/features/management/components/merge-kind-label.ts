import { MERGE_KINDS } from '@hema/shared/contracts/admin';
import type { TFunction } from 'i18next';

const KNOWN_KINDS = new Set<string>(MERGE_KINDS);

/**
 * A kind of row a merge moves, in words: every kind of MERGE_KINDS has its text; a kind this client does not know
 * (an older merge log, a newer server) reads "Other records" rather than its raw key.
 */
export function mergeKindLabel(t: TFunction<['translation', 'pages']>, kind: string): string {
  return t(`pages:admin.merge.kinds.${KNOWN_KINDS.has(kind) ? kind : 'other'}` as never) as string;
}
