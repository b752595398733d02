import type { StageSettings } from '@hema/shared/contracts/stages';
import type { StageType } from '@hema/shared/domain-types';

/** The settings a form field edits: every one of spec §3 a stage type can use. */
export type StageSettingKey = keyof StageSettings;

/**
 * What a type asks for beside the common ones (spec §3): pools count for pools, elimination size for brackets…; the
 * types that fill fights later (brackets, swiss rounds) also the ring those fights go to.
 */
const OWN_FIELDS: Record<StageType, readonly StageSettingKey[]> = {
  POOL: ['poolsCount', 'minimumFromEachPool'],
  ELIMINATION: ['eliminationSize', 'bronze', 'byeMode', 'byeWinScores', 'nextFightsAreaId'],
  ELIMINATION_DOUBLE: ['eliminationSize', 'grandFinalReset', 'byeMode', 'byeWinScores', 'nextFightsAreaId'],
  SWISS: ['roundsCount', 'byeMode', 'byeWinScores', 'nextFightsAreaId'],
  SWISS_HITS: ['roundsCount', 'initialHp', 'byeMode', 'byeWinScores', 'nextFightsAreaId'],
};

/** Every stage may feed the next one or be the finals. */
const COMMON_FIELDS: readonly StageSettingKey[] = [
  'goesToNextStage',
  'qualification',
  'combineStats',
  'toTheFinals',
];

export function stageFields(type: StageType): readonly StageSettingKey[] {
  return [...OWN_FIELDS[type], ...COMMON_FIELDS];
}

/** "Default" keeps the spec's rule without a bye mode: fighter one wins with score 1. */
export const BYE_MODES = ['DEFAULT', 'WIN', 'DRAW'] as const;
export type ByeModeChoice = (typeof BYE_MODES)[number];

type NumberField = number | '';

/** The ring rule's default as a choice of the form: next fights go to the ring of the fights that feed them. */
export const FEEDING_RING = 'FEEDING';

export interface StageFormValues {
  [key: string]: unknown;
  type: StageType;
  label: string;
  settings: {
    poolsCount: NumberField;
    roundsCount: NumberField;
    eliminationSize: NumberField;
    minimumFromEachPool: NumberField;
    goesToNextStage: NumberField;
    toTheFinals: boolean;
    combineStats: boolean;
    qualification: 'BASIC' | 'ADVANCED';
    byeMode: ByeModeChoice;
    byeWinScores: string;
    bronze: boolean;
    grandFinalReset: boolean;
    initialHp: NumberField;
    /** A ring of the tournament, or {@link FEEDING_RING} for the ring of the feeding fights. */
    nextFightsAreaId: string;
  };
}

const number = (value: number | null | undefined): NumberField => value ?? '';

/** The form of a new stage of the given type, or of an existing stage. */
export function stageFormValues(
  stage: { type: StageType; label: string; settings: StageSettings } | StageType,
): StageFormValues {
  const { type, label, settings } =
    typeof stage === 'string' ? { type: stage, label: '', settings: {} as StageSettings } : stage;
  const byeMode = settings.byeMode === 'WIN' ? 'WIN' : settings.byeMode ? 'DRAW' : 'DEFAULT';
  return {
    type,
    label,
    settings: {
      poolsCount: number(settings.poolsCount),
      roundsCount: number(settings.roundsCount),
      eliminationSize: number(settings.eliminationSize),
      minimumFromEachPool: number(settings.minimumFromEachPool),
      goesToNextStage: number(settings.goesToNextStage),
      toTheFinals: settings.toTheFinals ?? false,
      combineStats: settings.combineStats ?? false,
      qualification: settings.qualification ?? 'ADVANCED',
      byeMode,
      byeWinScores: settings.byeWinScores ?? '',
      bronze: settings.bronze ?? false,
      grandFinalReset: settings.grandFinalReset ?? false,
      initialHp: number(settings.initialHp),
      nextFightsAreaId: settings.nextFightsAreaId ?? FEEDING_RING,
    },
  };
}

/**
 * The body of "Add stage" and of a stage's settings: only the settings its type uses (the others would linger
 * unseen), an empty number as "not set", and a bye score only with the WIN bye mode.
 */
export function stageBody(values: StageFormValues) {
  const all = values.settings;
  const settings: Record<string, unknown> = {};
  for (const key of stageFields(values.type)) {
    const value = all[key as keyof typeof all];
    if (key === 'byeMode') settings.byeMode = value === 'DEFAULT' ? null : value;
    else if (key === 'nextFightsAreaId') settings.nextFightsAreaId = value === FEEDING_RING ? null : value;
    else if (key === 'byeWinScores')
      settings.byeWinScores = all.byeMode === 'WIN' && value !== '' ? value : null;
    else settings[key] = value === '' ? null : value;
  }
  return { type: values.type, label: values.label, settings };
}
