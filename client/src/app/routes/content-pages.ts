import type contentEn from '../../i18n/content/en.json';

/** The content pages of spec §2 whose texts live in the lazily loaded `content` namespace. */
export type ContentPageKey = keyof typeof contentEn;
