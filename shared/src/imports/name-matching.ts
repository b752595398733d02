/**
 * The one key names and club titles of an import are compared by (issue "imports you can trust"): the same club or
 * person is written differently by different spreadsheets — a typographic apostrophe instead of a straight one
 * (O’Neill, O'Neill), guillemets or curly quotes around a club name, capitals, accents (Åström, Astrom), doubled
 * spaces. Two texts with the same key are the same name. Transliteration between Cyrillic and Latin is not guessed
 * here: the admins' merge of users joins such accounts afterwards.
 */

/** Apostrophes and quotes of every kind: ' ’ ‘ ‛ ` ´ ʼ ′ and " “ ” „ « » ″. */
const QUOTES = /['’‘‛`´ʼ′"“”„«»″]/gu;

export function matchingKey(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(QUOTES, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two names (or club titles) are the same once written the same way. */
export const sameName = (a: string | null | undefined, b: string | null | undefined): boolean =>
  matchingKey(a) === matchingKey(b);

/** Legal-form words clubs add or leave out (Finnish ry, German e.V., Ltd, Russian ООО / АНО / РОО…). */
const LEGAL_FORMS = new Set([
  'ry',
  'rf',
  'ev',
  'ltd',
  'inc',
  'llc',
  'gmbh',
  'oy',
  'ab',
  'asbl',
  'ооо',
  'ано',
  'роо',
]);

/**
 * A club title's key: {@link matchingKey}, punctuation as spaces (dots dropped, so "e.V." is "ev"), and legal-form
 * words at either end left out — "Fechtschule Helsinki ry" is the club "Fechtschule Helsinki".
 */
export function clubKey(title: string | null | undefined): string {
  const words = matchingKey(title)
    .replace(/\./g, '')
    .replace(/[,;:!?()[\]{}\-–—/\\|]+/g, ' ')
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)!)) words.pop();
  while (words.length > 1 && LEGAL_FORMS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/**
 * {@link matchingKey} as arguments of SQL `translate(lower(text), from, to)`, for a coarse filter in the database:
 * accented Latin letters (and й, ё) to their base letter, quotes and apostrophes (past the end of `to`) removed.
 * Letters whose base is not one letter (æ, ß, ø) stay as they are on both sides.
 */
export const MATCHING_TRANSLATE: { from: string; to: string } = (() => {
  let from = '';
  let to = '';
  const letters = [
    ...Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCharCode(0xc0 + i)),
    'й',
    'ё',
  ];
  for (const letter of letters) {
    const lower = letter.toLowerCase();
    const base = matchingKey(lower);
    if (lower.length === 1 && base.length === 1 && base !== lower && !from.includes(lower)) {
      from += lower;
      to += base;
    }
  }
  return { from: from + QUOTES.source.slice(1, -1), to };
})();
