import type { Request } from 'express';
import type { GroupTitle, GroupTitleKey } from '@hema/shared/competition/group-title';
import { PRINT_LANGUAGES, type PrintLanguage } from '@hema/shared/contracts/documents';
import type { FightResult, RatingMode, StageType } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import { stageDisplayTitle } from '@hema/shared/ui-rules/stage-title';

/**
 * The words of the print-outs in both interface languages. A print-out is a page a person reads, so it speaks the
 * language the organizer works in (`lang`, else Accept-Language) — the same words the client uses for these things.
 */
const LABELS = {
  en: {
    poolSheet: 'Pool sheet',
    stageBracket: 'Stage',
    ringSchedule: 'Ring schedule',
    categoryResults: 'Results',
    fighters: 'Fighters',
    boutOrder: 'Bout order',
    fighter: 'Fighter',
    ring: 'Ring',
    club: 'Club',
    fighter1: 'Fighter 1',
    fighter2: 'Fighter 2',
    score: 'Score',
    wins: 'W',
    losses: 'L',
    draws: 'D',
    hitsFor: 'HF',
    hitsAgainst: 'HA',
    place: 'Place',
    legend: 'W wins · L losses · D draws · HF hits given · HA hits received',
    category: 'Category',
    stage: 'Stage',
    status: 'Status',
    result: 'Result',
    fights: 'Fights',
    ratingMode: 'Rating mode',
    orderedBy: 'Ranked by',
    why: 'Why this place',
    judge: 'Judge',
    secretary: 'Secretary',
    signature: 'signature',
    bye: 'bye',
    tbd: 'to be decided',
    noFights: 'No fights yet.',
    noFighters: 'No fighters yet.',
    printed: 'Printed',
    page: 'Page',
    upper: 'Upper bracket',
    lower: 'Lower bracket',
    tiedWith: 'tied',
    above: 'above the next',
    teams: 'Teams',
    team: 'Team',
    lineUp: 'Line-up',
    reserve: 'reserve',
    matchOrder: 'Match order',
    relayBouts: 'Relay bouts',
    fencer1: 'Fencer',
    fencer2: 'Fencer',
    teamScore: 'Team score',
    endsAt: 'Ends at',
    relayLegend:
      'Each bout ends when a team score reaches its "Ends at" total, or on time; the team score carries on.',
    finalPlaces:
      'Final places: the stage marked to the finals, then everyone by the last stage they fought in',
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
    goldFight: 'Gold fight',
    bronzeFight: 'Bronze fight',
    wonFinal: 'won the final',
    lostFinal: 'lost the final',
    wonBronze: 'won the fight for third place',
    lostBronze: 'lost the fight for third place',
    outInRound: 'out in round',
    outInLowerRound: 'out in the lower bracket, round',
    stillIn: 'still in the bracket',
  },
  ru: {
    poolSheet: 'Протокол пула',
    stageBracket: 'Этап',
    ringSchedule: 'Расписание ристалища',
    categoryResults: 'Итоги',
    fighters: 'Бойцы',
    boutOrder: 'Порядок боёв',
    fighter: 'Боец',
    ring: 'Ристалище',
    club: 'Клуб',
    fighter1: 'Боец 1',
    fighter2: 'Боец 2',
    score: 'Счёт',
    wins: 'П',
    losses: 'Пр',
    draws: 'Н',
    hitsFor: 'НУ',
    hitsAgainst: 'ПУ',
    place: 'Место',
    legend: 'П победы · Пр поражения · Н ничьи · НУ нанесённые удары · ПУ пропущенные удары',
    category: 'Категория',
    stage: 'Этап',
    status: 'Статус',
    result: 'Результат',
    fights: 'Бои',
    ratingMode: 'Режим рейтинга',
    orderedBy: 'Порядок мест',
    why: 'Почему это место',
    judge: 'Судья',
    secretary: 'Секретарь',
    signature: 'подпись',
    bye: 'без боя',
    tbd: 'ещё не известен',
    noFights: 'Боёв пока нет.',
    noFighters: 'Бойцов пока нет.',
    printed: 'Напечатано',
    page: 'Стр.',
    upper: 'Верхняя сетка',
    lower: 'Нижняя сетка',
    tiedWith: 'поровну',
    above: 'выше следующего',
    teams: 'Команды',
    team: 'Команда',
    lineUp: 'Состав',
    reserve: 'запасной',
    matchOrder: 'Порядок матчей',
    relayBouts: 'Бои эстафеты',
    fencer1: 'Боец',
    fencer2: 'Боец',
    teamScore: 'Счёт команд',
    endsAt: 'До',
    relayLegend:
      'Бой заканчивается, когда счёт команды достигает числа в графе «До», или по времени; счёт команд переходит в следующий бой.',
    finalPlaces: 'Итоговые места: финальный этап, затем остальные по последнему этапу, в котором они бились',
    gold: 'Золото',
    silver: 'Серебро',
    bronze: 'Бронза',
    goldFight: 'Бой за золото',
    bronzeFight: 'Бой за бронзу',
    wonFinal: 'победа в финале',
    lostFinal: 'поражение в финале',
    wonBronze: 'победа в бою за третье место',
    lostBronze: 'поражение в бою за третье место',
    outInRound: 'выбыл в раунде',
    outInLowerRound: 'выбыл в нижней сетке, раунд',
    stillIn: 'ещё в сетке',
  },
} as const;

export type PrintLabels = { readonly [K in keyof (typeof LABELS)['en']]: string };

const GROUPS: Record<PrintLanguage, Record<GroupTitleKey, (n: number | null) => string>> = {
  en: {
    pool: (n) => `Pool ${n}`,
    swissRound: (n) => `Round ${n}`,
    finals: () => 'Finals',
    semiFinals: () => 'Semi-finals',
    quarterFinals: () => 'Quarter-finals',
    roundOf: (n) => `Round of ${n}`,
    upperRound: (n) => `Upper round ${n}`,
    upperFinal: () => 'Upper final',
    lowerRound: (n) => `Lower round ${n}`,
    lowerFinal: () => 'Lower final',
    grandFinal: () => 'Grand final',
    grandFinalReset: () => 'Grand final reset',
  },
  ru: {
    pool: (n) => `Пул ${n}`,
    swissRound: (n) => `Тур ${n}`,
    finals: () => 'Финал',
    semiFinals: () => 'Полуфиналы',
    quarterFinals: () => 'Четвертьфиналы',
    roundOf: (n) => `1/${n ? n / 2 : ''} финала`,
    upperRound: (n) => `Верхняя сетка, раунд ${n}`,
    upperFinal: () => 'Финал верхней сетки',
    lowerRound: (n) => `Нижняя сетка, раунд ${n}`,
    lowerFinal: () => 'Финал нижней сетки',
    grandFinal: () => 'Гранд-финал',
    grandFinalReset: () => 'Повторный гранд-финал',
  },
};

const STAGE_TYPES: Record<PrintLanguage, Record<StageType, string>> = {
  en: {
    POOL: 'Pools',
    ELIMINATION: 'Elimination',
    ELIMINATION_DOUBLE: 'Double elimination',
    SWISS: 'Swiss',
    SWISS_HITS: 'Swiss with hits',
  },
  ru: {
    POOL: 'Пулы',
    ELIMINATION: 'Олимпийская система',
    ELIMINATION_DOUBLE: 'Двойное выбывание',
    SWISS: 'Швейцарская система',
    SWISS_HITS: 'Швейцарская с хитами',
  },
};

const STATUSES: Record<PrintLanguage, Record<FightStatus, string>> = {
  en: {
    scheduled: 'Scheduled',
    running: 'Fighting',
    paused: 'Paused',
    finished: 'Finished',
    cancelled: 'Cancelled',
  },
  ru: {
    scheduled: 'Запланирован',
    running: 'Идёт',
    paused: 'Пауза',
    finished: 'Завершён',
    cancelled: 'Отменён',
  },
};

const RESULTS: Record<PrintLanguage, Record<'win' | 'DRAW' | 'NO_WIN' | 'BOTH_WIN', string>> = {
  en: { win: 'Won by', DRAW: 'Draw', NO_WIN: 'No winner', BOTH_WIN: 'Both win' },
  ru: { win: 'Победа:', DRAW: 'Ничья', NO_WIN: 'Без победителя', BOTH_WIN: 'Победа обоих' },
};

const RATING_MODES: Record<PrintLanguage, Record<RatingMode, string>> = {
  en: {
    MATCH_POINTS: 'Match points',
    COUNTER_TIME: 'Counter time',
    COUNTER_TIME_2: 'Counter time 2',
    FFG: 'FFG',
    CSEN: 'CSEN',
    US1: 'US1',
    BOHEMA: 'Bohema',
  },
  ru: {
    MATCH_POINTS: 'Матчевые очки',
    COUNTER_TIME: 'Счёт и время',
    COUNTER_TIME_2: 'Счёт и время 2',
    FFG: 'FFG',
    CSEN: 'CSEN',
    US1: 'US1',
    BOHEMA: 'Bohema',
  },
};

/** The words, titles and names of one print-out language. */
export class PrintLanguagePack {
  readonly labels: PrintLabels;

  constructor(readonly language: PrintLanguage) {
    this.labels = LABELS[language];
  }

  group(title: GroupTitle): string {
    return title.custom?.trim() || GROUPS[this.language][title.key](title.n);
  }

  stage(stage: { type: StageType; index: number; label: string | null }): string {
    return stageDisplayTitle(stage, STAGE_TYPES[this.language]).text;
  }

  status(status: FightStatus): string {
    return STATUSES[this.language][status];
  }

  /** How a fight ended, naming the winner: "Won by Anna", "Draw"; empty while it has no result. */
  result(result: FightResult, name1: string, name2: string): string {
    if (result === 'NONE') return '';
    if (result === 'F1_WIN' || result === 'F2_WIN')
      return `${RESULTS[this.language].win} ${result === 'F1_WIN' ? name1 : name2}`;
    return RESULTS[this.language][result];
  }

  ratingMode(mode: RatingMode): string {
    return RATING_MODES[this.language][mode];
  }

  date(at: Date): string {
    return at.toLocaleDateString(this.language === 'ru' ? 'ru-RU' : 'en-GB', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
  }
}

/** The language asked for (`lang`), else the first supported one the Accept-Language header names, else English. */
export function printLanguageOf(
  asked: PrintLanguage | undefined,
  req: Pick<Request, 'headers'>,
): PrintLanguagePack {
  if (asked) return new PrintLanguagePack(asked);
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  const named = header
    .split(',')
    .map((part) => part.trim().slice(0, 2))
    .find((code): code is PrintLanguage => (PRINT_LANGUAGES as readonly string[]).includes(code));
  return new PrintLanguagePack(named ?? 'en');
}
