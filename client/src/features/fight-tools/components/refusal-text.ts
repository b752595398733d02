import { FIGHT_REFUSALS, type FightRefusal } from '@hema/shared/fight/refusals';
import type pages from '../../../i18n/pages/en.json';

type RefusalName = keyof typeof FIGHT_REFUSALS;
export type RefusalKey = `pages:fight.refusals.${keyof typeof pages.fight.refusals}`;

const NAME_BY_CODE = new Map<FightRefusal, RefusalName>(
  (Object.entries(FIGHT_REFUSALS) as [RefusalName, FightRefusal][]).map(([name, code]) => [code, name]),
);

/** The translation key that explains why the fight refused an event. */
export function refusalKey(code: FightRefusal): RefusalKey {
  return `pages:fight.refusals.${NAME_BY_CODE.get(code) ?? 'invalidEvent'}` as RefusalKey;
}
