import { FIGHT_REFUSALS } from '@hema/shared/fight/refusals';
import type { FightCommandAnswer } from '@hema/shared/realtime/protocol';

type RefusalName = keyof typeof FIGHT_REFUSALS;
const NAME_OF = new Map<string, RefusalName>(
  (Object.entries(FIGHT_REFUSALS) as [RefusalName, string][]).map(([name, code]) => [code, name]),
);

/** The translation key of a fight refusal, or null for other reasons (the server's message is shown then). */
export function refusalKey(
  answer: Extract<FightCommandAnswer, { ok: false }>,
): `judge.refusals.${RefusalName}` | null {
  const name = NAME_OF.get(answer.reason);
  return name ? `judge.refusals.${name}` : null;
}
