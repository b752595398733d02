import { captionWords, type CaptionLanguage, type CaptionWords } from '../caption-words.js';

/**
 * The stream graphics' few words in their two languages: the caption's (group titles, results, the connection
 * notice) and the boards' own. A small table instead of i18next keeps each bundle a few tens of KB.
 */
export interface StreamWords extends Pick<
  CaptionWords,
  'group' | 'draw' | 'cancelled' | 'paused' | 'connectionLost'
> {
  live: string;
  now: string;
  next: string;
  nextUp: string;
  /** A bracket slot whose fighter is not decided yet. */
  toBeDecided: string;
  bye: string;
  champion: string;
  eliminated: string;
  /** A fighter's path: the fight they wait for. */
  waiting: string;
  pathTitle: string;
  ringIdle: string;
  noRings: string;
  noFights: string;
  /** "Ring {title}" where the organizer's title is a bare number. */
  ring: (title: string) => string;
  gold: string;
  bronze: string;
  /** Pool table headings. */
  place: string;
  fighter: string;
  wins: string;
  draws: string;
  losses: string;
  hitsFor: string;
  hitsAgainst: string;
  /** Full names of the abbreviated headings, for screen readers. */
  winsLong: string;
  drawsLong: string;
  lossesLong: string;
  hitsForLong: string;
  hitsAgainstLong: string;
  /** "3 of 15 fights". */
  fightsDone: (done: number, total: number) => string;
  /** A paged board's page, for screen readers (the board shows "2/3"). */
  page: (page: number, pages: number) => string;
  /** "about 14:20" for an estimated start (ISO time), in the source's local time. */
  about: (iso: string) => string;
  wrongLink: string;
  wrongLinkHint: string;
}

type Own = Omit<
  StreamWords,
  'group' | 'draw' | 'cancelled' | 'paused' | 'connectionLost' | 'ring' | 'fightsDone' | 'about' | 'page'
>;

const WORDS: Record<CaptionLanguage, Own> = {
  en: {
    live: 'LIVE',
    now: 'Now',
    next: 'Next',
    nextUp: 'Next up',
    toBeDecided: 'TBD',
    bye: 'Bye',
    champion: 'Champion',
    eliminated: 'Eliminated',
    waiting: 'Waiting for the opponent',
    pathTitle: 'Path through the bracket',
    ringIdle: 'No fights pending',
    noRings: 'No rings yet',
    noFights: 'No fights yet',
    gold: 'Final',
    bronze: 'Third place',
    place: '#',
    fighter: 'Fighter',
    wins: 'W',
    draws: 'D',
    losses: 'L',
    hitsFor: 'HF',
    hitsAgainst: 'HA',
    winsLong: 'Wins',
    drawsLong: 'Draws',
    lossesLong: 'Losses',
    hitsForLong: 'Hits scored',
    hitsAgainstLong: 'Hits received',
    wrongLink: 'This overlay link is wrong',
    wrongLinkHint:
      'It names nothing this tournament has. Copy the link again from the tournament’s Rings page.',
  },
  ru: {
    live: 'ИДЁТ',
    now: 'Сейчас',
    next: 'Далее',
    nextUp: 'Следующие бои',
    toBeDecided: 'Определится',
    bye: 'Без боя',
    champion: 'Чемпион',
    eliminated: 'Выбыл',
    waiting: 'Ждёт соперника',
    pathTitle: 'Путь по сетке',
    ringIdle: 'Боёв в очереди нет',
    noRings: 'Рингов пока нет',
    noFights: 'Боёв пока нет',
    gold: 'Финал',
    bronze: 'Бой за 3-е место',
    place: '№',
    fighter: 'Боец',
    wins: 'П',
    draws: 'Н',
    losses: 'Пр',
    hitsFor: 'НУ',
    hitsAgainst: 'ПУ',
    winsLong: 'Победы',
    drawsLong: 'Ничьи',
    lossesLong: 'Поражения',
    hitsForLong: 'Нанесённые удары',
    hitsAgainstLong: 'Пропущенные удары',
    wrongLink: 'Ссылка на графику неверна',
    wrongLinkHint:
      'В этом турнире нет того, что она называет. Скопируйте ссылку заново на странице «Ринги» турнира.',
  },
};

export function streamWords(language: CaptionLanguage): StreamWords {
  const caption = captionWords(language);
  const clock = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    group: caption.group,
    draw: caption.draw,
    cancelled: caption.cancelled,
    paused: caption.paused,
    connectionLost: caption.connectionLost,
    ...WORDS[language],
    ring: (title) =>
      /^\d+$/.test(title.trim()) ? `${language === 'ru' ? 'Ристалище' : 'Ring'} ${title}` : title,
    about: (iso) => `${language === 'ru' ? 'около' : 'about'} ${clock.format(new Date(iso))}`,
    page: (page, pages) => (language === 'ru' ? `Страница ${page} из ${pages}` : `Page ${page} of ${pages}`),
    fightsDone: (done, total) =>
      language === 'ru' ? `Боёв проведено: ${done} из ${total}` : `${done} of ${total} fights fought`,
  };
}
