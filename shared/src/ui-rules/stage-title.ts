/** How a stage and a finals fight are named on screen (spec §9). */
import type { StageType } from '../domain-types.js';

/** English display names of the stage types (spec §9 lists them); the client may pass translated ones. */
export const STAGE_TYPE_NAMES: Readonly<Record<StageType, string>> = {
  POOL: 'Pools',
  ELIMINATION: 'Elimination',
  ELIMINATION_DOUBLE: 'Double elimination',
  SWISS: 'Swiss',
  SWISS_HITS: 'Swiss with hits',
};

export interface StageTitleInput {
  /** The organizer's label for the stage, if any. */
  label?: string | null;
  /** 0-based position of the stage in its nomination. */
  index: number;
  type: StageType;
}

export interface StageTitle {
  label: string | null;
  /** index + 1: numbering for display starts at 1. */
  number: number;
  typeName: string;
  /** "Pools 1" without a label; "Finals 2 (Elimination)" with one. */
  text: string;
}

/**
 * The stage display title from its label, number (index + 1) and type name. Without a label the type
 * name stands in for it ("Pools 1"); with one, the type follows in brackets ("Finals 2 (Elimination)"),
 * so every title still says which format the stage runs.
 */
export function stageDisplayTitle(
  stage: StageTitleInput,
  typeNames: Readonly<Record<StageType, string>> = STAGE_TYPE_NAMES,
): StageTitle {
  const label = stage.label?.trim() || null;
  const number = stage.index + 1;
  const typeName = typeNames[stage.type];
  const text = label ? `${label} ${number} (${typeName})` : `${typeName} ${number}`;
  return { label, number, typeName, text };
}

export type FinalsLabel = 'gold' | 'bronze';

/** Finals fights are labelled gold for index 0 and bronze otherwise (spec §9). */
export function finalsLabel(index: number): FinalsLabel {
  return index === 0 ? 'gold' : 'bronze';
}
