import type { GroupTitle, GroupTitleKey } from '@hema/shared/competition/group-title';

/**
 * The caption's few words in its two languages (`?lang=ru`). A tiny table instead of i18next keeps the OBS bundle a
 * few tens of KB; the group titles repeat the client's `spectator.groups` texts (client/src/i18n/*.json).
 */
export const CAPTION_LANGUAGES = ['en', 'ru'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

export interface CaptionWords {
  win: string;
  draw: string;
  noWinner: string;
  paused: string;
  cancelled: string;
  technicalDefeat: string;
  next: string;
  noFights: string;
  /** The spec's connection-lost notice (§8): check the internet and refresh. */
  connectionLost: string;
  /** The link names no ring of its tournament: said on screen so the streamer sees it in OBS's preview. */
  wrongLink: string;
  wrongLinkHint: string;
  /** A relay bout's place: "Bout {n} of {total}". */
  bout: string;
  /** "3 doubles", by the language's plural rule. */
  doubles: (count: number) => string;
  group: (title: GroupTitle) => string;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const GROUPS: Record<CaptionLanguage, Record<GroupTitleKey, string>> = {
  en: {
    pool: 'Pool {n}',
    swissRound: 'Round {n}',
    finals: 'Finals',
    semiFinals: 'Semi-finals',
    quarterFinals: 'Quarter-finals',
    roundOf: 'Round of {n}',
    upperRound: 'Upper round {n}',
    upperFinal: 'Upper final',
    lowerRound: 'Lower round {n}',
    lowerFinal: 'Lower final',
    grandFinal: 'Grand final',
    grandFinalReset: 'Grand final reset',
  },
  ru: {
    pool: 'Пул {n}',
    swissRound: 'Тур {n}',
    finals: 'Финал',
    semiFinals: 'Полуфиналы',
    quarterFinals: 'Четвертьфиналы',
    roundOf: '1/{half} финала',
    upperRound: 'Верхняя сетка, раунд {n}',
    upperFinal: 'Финал верхней сетки',
    lowerRound: 'Нижняя сетка, раунд {n}',
    lowerFinal: 'Финал нижней сетки',
    grandFinal: 'Гранд-финал',
    grandFinalReset: 'Повторный гранд-финал',
  },
};

const DOUBLES: Record<CaptionLanguage, PluralForms> = {
  en: { one: '{n} double', other: '{n} doubles' },
  ru: { one: '{n} обоюдный', other: '{n} обоюдных' },
};

const WORDS: Record<CaptionLanguage, Omit<CaptionWords, 'doubles' | 'group'>> = {
  en: {
    win: 'WIN',
    draw: 'Draw',
    noWinner: 'No winner',
    paused: 'Paused',
    cancelled: 'Cancelled',
    technicalDefeat: 'Technical defeat',
    next: 'Next',
    noFights: 'No fights pending',
    connectionLost: 'Connection lost. Check the internet connection and refresh the page.',
    wrongLink: 'This caption link is wrong',
    wrongLinkHint: 'This tournament has no such ring. Copy the link again from the tournament’s Rings page.',
    bout: 'Bout {n} of {total}',
  },
  ru: {
    win: 'ПОБЕДА',
    draw: 'Ничья',
    noWinner: 'Без победителя',
    paused: 'Пауза',
    cancelled: 'Бой отменён',
    technicalDefeat: 'Техническое поражение',
    next: 'Далее',
    noFights: 'Боёв в очереди нет',
    connectionLost: 'Соединение потеряно. Проверьте подключение к интернету и обновите страницу.',
    wrongLink: 'Ссылка на титры неверна',
    wrongLinkHint: 'В этом турнире нет такого ринга. Скопируйте ссылку заново на странице «Ринги» турнира.',
    bout: 'Бой {n} из {total}',
  },
};

const fill = (text: string, n: number | null) =>
  text.replace('{n}', String(n ?? '')).replace('{half}', n ? String(n / 2) : '');

export function captionWords(language: CaptionLanguage): CaptionWords {
  const plural = new Intl.PluralRules(language);
  return {
    ...WORDS[language],
    doubles: (count) => {
      const forms = DOUBLES[language];
      return fill(forms[plural.select(count)] ?? forms.other, count);
    },
    group: (title) => title.custom?.trim() || fill(GROUPS[language][title.key] ?? '', title.n),
  };
}
