import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import { STAGE_TYPES, type StageType } from '@hema/shared/domain-types';
import type { FightView } from '@hema/shared/fight/fight-engine';
import type { StageRef } from '@hema/shared/realtime/protocol';
import type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';
import { stageDisplayTitle } from '@hema/shared/ui-rules/stage-title';

/** The parts of a fight its outcome names: the view and the fighters' names. */
export interface OutcomeFight {
  view: FightView;
  fighter1: { name: string } | null;
  fighter2: { name: string } | null;
}

export interface FightTitles {
  /** "Pools 1", "Finals 2 (Elimination)" in the interface language. */
  stage: (stage: StageRef) => string;
  /** "Pool 2", "Semi-finals", or the organizer's own title of the pool. */
  group: (group: GroupTitle) => string;
  /** "Pools 1 · Pool 2". */
  fight: (fight: { stage: StageRef; group: GroupTitle }) => string;
  /**
   * How a fight ended, in words: "Anna wins · by points", "Draw", "Technical defeat: Bob", "Cancelled"; null while
   * it is not over.
   */
  outcome: (fight: OutcomeFight) => string | null;
  /** "Red", "Blue", … */
  colour: (colour: FighterColour) => string;
}

/**
 * Stage and pool titles, outcomes and colours in the interface language: the server sends them as parts (type,
 * number, key, enum values), never as English text (docs/decisions.md "Titles as parts").
 */
export function useFightTitles(): FightTitles {
  const { t } = useTranslation();
  return useMemo(() => {
    const typeNames = Object.fromEntries(
      STAGE_TYPES.map((type) => [type, t(`spectator.stageTypes.${type}`)]),
    ) as Record<StageType, string>;
    const stage = (ref: StageRef) => stageDisplayTitle(ref, typeNames).text;
    const group = (title: GroupTitle) =>
      title.custom?.trim() ||
      t(`spectator.groups.${title.key}`, { n: title.n ?? '', half: title.n ? title.n / 2 : '' });
    const outcome = ({ view, fighter1, fighter2 }: OutcomeFight) => {
      if (view.status === 'cancelled') return t('live.status.cancelled');
      if (view.status !== 'finished') return null;
      const name1 = fighter1?.name || t('live.tbd');
      const name2 = fighter2?.name || t('live.tbd');
      if (view.technicalDefeat) {
        return t('live.technicalDefeatOf', { fighter: view.technicalDefeat === 1 ? name1 : name2 });
      }
      const result = t(`live.result.${view.result}`, { fighter1: name1, fighter2: name2 });
      const reason = view.finishReason && view.finishReason !== 'technicalDefeat' ? view.finishReason : null;
      return reason ? `${result} · ${t(`live.finishReason.${reason}`)}` : result;
    };
    return {
      stage,
      group,
      fight: (fight) => `${stage(fight.stage)} · ${group(fight.group)}`,
      outcome,
      colour: (colour) => t(`live.colours.${colour}`),
    };
  }, [t]);
}
