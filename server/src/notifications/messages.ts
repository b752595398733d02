import {
  NOTIFICATION_LOCALES,
  type NotificationLocale,
  type NotificationMessage,
} from '@hema/shared/contracts/notifications';

/** The languages a notification is written in: a push in the page's language that enabled it, a mail in the person's. */
export const MESSAGE_LOCALES = NOTIFICATION_LOCALES;
export type MessageLocale = NotificationLocale;

/** What a notification is about, before it is put in words: the same facts make the push in any language and the mail. */
export type Subject =
  | {
      kind: 'fightSoon';
      tournament: string;
      ring: string;
      opponent: string | null;
      minutes: number;
      fighter: string | null;
      path: string;
    }
  | {
      kind: 'called';
      tournament: string;
      ring: string;
      opponent: string | null;
      fighter: string | null;
      path: string;
    }
  | { kind: 'poolsOut'; tournament: string; category: string; fighter: string | null; path: string }
  | {
      kind: 'application';
      tournament: string;
      category: string;
      decision: 'approved' | 'movedUp';
      path: string;
    }
  | {
      kind: 'announcement';
      tournament: string;
      level: 'info' | 'warning' | 'alert';
      text: string;
      path: string;
    }
  | { kind: 'test'; path: string };

type Words = (s: Subject) => { title: string; body: string };

/**
 * `fighter` is set when the person is told about a fighter they follow (then it is that fighter's fight, not theirs).
 */
const EN: Words = (s) => {
  switch (s.kind) {
    case 'fightSoon':
      return {
        title: s.fighter
          ? `${s.fighter} fights in about ${s.minutes} min`
          : `Your fight is in about ${s.minutes} min`,
        body: `${s.ring}${s.opponent ? `, against ${s.opponent}` : ''} — ${s.tournament}`,
      };
    case 'called':
      return {
        title: s.fighter ? `${s.fighter} is called to ${s.ring}` : `You are called to ${s.ring}`,
        body: `${s.opponent ? `Against ${s.opponent} — ` : ''}${s.tournament}`,
      };
    case 'poolsOut':
      return {
        title: s.fighter
          ? `${s.fighter}'s pools are out: ${s.category}`
          : `Your pools are out: ${s.category}`,
        body: `See whom and where ${s.fighter ? 'they fight' : 'you fight'} — ${s.tournament}`,
      };
    case 'application':
      return {
        title:
          s.decision === 'approved'
            ? `Application approved: ${s.category}`
            : `Moved up from the waiting list: ${s.category}`,
        body:
          s.decision === 'approved'
            ? `You are one of the category's fighters — ${s.tournament}`
            : `A place became free; your application waits for the organizer's review — ${s.tournament}`,
      };
    case 'announcement':
      return {
        title: `${s.level === 'info' ? '' : s.level === 'warning' ? '⚠ ' : '‼ '}${s.tournament}`,
        body: s.text,
      };
    case 'test':
      return { title: 'HEMA Live: test notification', body: 'Notifications reach you here.' };
  }
};

const RU: Words = (s) => {
  switch (s.kind) {
    case 'fightSoon':
      return {
        title: s.fighter
          ? `${s.fighter}: бой примерно через ${s.minutes} мин`
          : `Ваш бой примерно через ${s.minutes} мин`,
        body: `${s.ring}${s.opponent ? `, соперник — ${s.opponent}` : ''} — ${s.tournament}`,
      };
    case 'called':
      return {
        title: s.fighter ? `${s.fighter}: вызов на ${s.ring}` : `Вас вызывают на ${s.ring}`,
        body: `${s.opponent ? `Соперник — ${s.opponent}. ` : ''}${s.tournament}`,
      };
    case 'poolsOut':
      return {
        title: s.fighter
          ? `${s.fighter}: группы готовы — ${s.category}`
          : `Ваши группы готовы: ${s.category}`,
        body: `С кем и где бой — ${s.tournament}`,
      };
    case 'application':
      return {
        title:
          s.decision === 'approved'
            ? `Заявка одобрена: ${s.category}`
            : `Вы вышли из листа ожидания: ${s.category}`,
        body:
          s.decision === 'approved'
            ? `Вы участник номинации — ${s.tournament}`
            : `Освободилось место; заявка ждёт решения организатора — ${s.tournament}`,
      };
    case 'announcement':
      return {
        title: `${s.level === 'info' ? '' : s.level === 'warning' ? '⚠ ' : '‼ '}${s.tournament}`,
        body: s.text,
      };
    case 'test':
      return { title: 'HEMA Live: проверка уведомлений', body: 'Уведомления приходят сюда.' };
  }
};

const WORDS: Record<MessageLocale, Words> = { en: EN, ru: RU };

/** The lines a notification mail adds around its message, per language. */
export const MAIL_WORDS: Record<MessageLocale, { open: string; settings: string }> = {
  en: { open: 'Open', settings: 'Choose which notifications you get, and how' },
  ru: { open: 'Открыть', settings: 'Какие уведомления получать и как' },
};

export function messageOf(subject: Subject, locale: MessageLocale): NotificationMessage {
  return { kind: subject.kind, path: subject.path, ...WORDS[locale](subject) };
}

export function localeOf(value: string | null | undefined): MessageLocale {
  return (MESSAGE_LOCALES as readonly string[]).includes(value ?? '') ? (value as MessageLocale) : 'en';
}
