import type { Nomination } from '@hema/shared/contracts/nominations';
import type { AfterblowRule } from '@hema/shared/fight/exchanges';
import type { PanelMode } from '@hema/shared/fight/panel';
import { fightRules } from '@hema/shared/fight/rules';

/**
 * What the category form holds: the contract's body with numbers that may be empty ('' while typed), the fight time
 * in seconds (people set "90 s", not "90000 ms") and the red side as the segmented control's text.
 */
type Num = number | '';

export interface NominationFormValues {
  [key: string]: unknown;
  title: string;
  idString: string;
  weaponId: string | null;
  fighterLimit: Num;
  registrationNote: string;
  colorLeft: Nomination['colorLeft'];
  colorRight: Nomination['colorRight'];
  redSide: '1' | '2';
  ratingMode: Nomination['ratingMode'];
  isFighting: boolean;
  isTeam: boolean;
  teamMembers: Num;
  teamRated: boolean;
  scoringPlacement: 'TEAM' | 'FIGHT';
  rules: {
    timerDirection: 'up' | 'down';
    /** Seconds in the form; milliseconds in the contract. */
    durationMs: Num;
    showTimer: boolean;
    addedValue: Num;
    scoreCap: Num;
    doublesLimit: Num;
    doublesOutResult: 'NO_WIN' | 'BY_SCORE';
    drawsInElimination: boolean;
    afterblow: AfterblowRule;
    counters: { doubles: boolean; appeals: boolean; yellowCards: boolean; redCards: boolean };
    redCardsToLose: Num;
    hitPoints: Num;
    team: { teamScoreLimit: Num };
    /** The judging panel; its window in seconds in the form (as the fight time), milliseconds in the contract. */
    panel: { mode: PanelMode; judges: Num; windowMs: Num };
  };
}

const orEmpty = (value: number | null | undefined): Num => value ?? '';
/** An empty optional number means "none" (null); an empty required one stays '' so the schema says "Field required". */
const orNull = (value: Num): number | null => (value === '' ? null : value);

/** The form of a category as it is, or of a new one with the fight machine's defaults. */
export function nominationFormValues(nomination?: Nomination): NominationFormValues {
  const rules = nomination?.rules ?? fightRules();
  return {
    title: nomination?.title ?? '',
    idString: nomination?.idString ?? '',
    weaponId: nomination?.weapon?._id ?? null,
    fighterLimit: orEmpty(nomination?.fighterLimit),
    registrationNote: nomination?.registrationNote ?? '',
    colorLeft: nomination?.colorLeft ?? 'red',
    colorRight: nomination?.colorRight ?? 'blue',
    redSide: nomination?.redSide === 2 ? '2' : '1',
    ratingMode: nomination?.ratingMode ?? 'MATCH_POINTS',
    isFighting: nomination?.isFighting ?? true,
    isTeam: nomination?.isTeam ?? false,
    teamMembers: orEmpty(nomination?.teamMembers),
    teamRated: nomination?.teamRated ?? false,
    scoringPlacement: nomination?.scoringPlacement === 'TEAM' ? 'TEAM' : 'FIGHT',
    rules: {
      timerDirection: rules.timerDirection,
      durationMs: rules.durationMs / 1000,
      showTimer: rules.showTimer,
      addedValue: rules.addedValue,
      scoreCap: orEmpty(rules.scoreCap),
      doublesLimit: orEmpty(rules.doublesLimit),
      doublesOutResult: rules.doublesOutResult,
      drawsInElimination: rules.drawsInElimination,
      afterblow: rules.afterblow,
      counters: { ...rules.counters },
      redCardsToLose: orEmpty(rules.redCardsToLose),
      hitPoints: orEmpty(rules.hitPoints),
      team: { teamScoreLimit: orEmpty(rules.team.teamScoreLimit) },
      panel: {
        mode: rules.panel.mode,
        judges: rules.panel.judges,
        windowMs: rules.panel.windowMs / 1000,
      },
    },
  };
}

/** The body the contract validates (create or update): the same field paths, so messages land under their fields. */
export function nominationInput(values: NominationFormValues) {
  const { rules } = values;
  return {
    title: values.title,
    idString: values.idString,
    weaponId: values.weaponId,
    fighterLimit: orNull(values.fighterLimit),
    registrationNote: values.registrationNote,
    colorLeft: values.colorLeft,
    colorRight: values.colorRight,
    redSide: values.redSide === '2' ? 2 : 1,
    ratingMode: values.ratingMode,
    isFighting: values.isFighting,
    isTeam: values.isTeam,
    teamMembers: values.isTeam ? orNull(values.teamMembers) : null,
    teamRated: values.isTeam && values.teamRated,
    scoringPlacement: values.scoringPlacement,
    rules: {
      timerDirection: rules.timerDirection,
      durationMs: rules.durationMs === '' ? '' : Math.round(rules.durationMs * 1000),
      showTimer: rules.showTimer,
      addedValue: rules.addedValue,
      scoreCap: orNull(rules.scoreCap),
      doublesLimit: orNull(rules.doublesLimit),
      doublesOutResult: rules.doublesOutResult,
      drawsInElimination: rules.drawsInElimination,
      afterblow: rules.afterblow,
      counters: rules.counters,
      redCardsToLose: orNull(rules.redCardsToLose),
      hitPoints: orNull(rules.hitPoints),
      team: {
        isTeam: values.isTeam,
        teamScoreLimit: values.isTeam ? orNull(rules.team.teamScoreLimit) : null,
      },
      panel: {
        mode: rules.panel.mode,
        judges: rules.panel.judges,
        windowMs: rules.panel.windowMs === '' ? '' : Math.round(rules.panel.windowMs * 1000),
      },
    },
  };
}

/** Russian letters in Latin ones, so a Russian title suggests a readable address too. */
const CYRILLIC: Record<string, string> = Object.fromEntries([
  ...'абвгдезийклмнопрстуфцы'.split('').map((c, i) => [c, 'abvgdezijklmnoprstufcy'[i]!]),
  ['ё', 'e'],
  ['ж', 'zh'],
  ['х', 'kh'],
  ['ч', 'ch'],
  ['ш', 'sh'],
  ['щ', 'shch'],
  ['ъ', ''],
  ['ь', ''],
  ['э', 'e'],
  ['ю', 'yu'],
  ['я', 'ya'],
]);

/** A category address suggested from its title: "Longsword Open" → "longsword-open", "Длинный меч" → "dlinnyj-mech". */
export function suggestedIdString(title: string): string {
  return title
    .toLowerCase()
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
