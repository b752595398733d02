import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import { STAGE_TYPES, type StageType } from '@hema/shared/domain-types';
import type { StageRef } from '@hema/shared/realtime/protocol';
import { stageDisplayTitle } from '@hema/shared/ui-rules/stage-title';

export interface FightTitles {
  /** "Pools 1", "Finals 2 (Elimination)" in the interface language. */
  stage: (stage: StageRef) => string;
  /** "Pool 2", "Semi-finals", or the organizer's own title of the pool. */
  group: (group: GroupTitle) => string;
  /** "Pools 1 · Pool 2". */
  fight: (fight: { stage: StageRef; group: GroupTitle }) => string;
}

/**
 * Stage and pool titles in the interface language: the server sends them as parts (type, number, key), never as
 * English text (docs/decisions.md "Titles as parts").
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
    return { stage, group, fight: (fight) => `${stage(fight.stage)} · ${group(fight.group)}` };
  }, [t]);
}
