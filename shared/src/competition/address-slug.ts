/**
 * The address of a tournament (`idString`, spec §2 "looked up by the string identifier") suggested from its title:
 * lower-case Latin letters, digits and hyphens, Russian titles transliterated, so "Кубок Москвы 2026" gives
 * "kubok-moskvy-2026". The result always satisfies the contract's slug rule (never empty, never a uuid).
 */

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

const LOOKS_LIKE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Longest suggestion: the contract allows 64 characters; room is left for a "-2" when the address is taken. */
export const ADDRESS_SLUG_MAX = 56;

/**
 * Text in lower-case Latin letters: Cyrillic transliterated first (so й stays "y", not an и without its breve), then
 * other letters' accents dropped ("Zürich" → "zurich"). The one transliteration of addresses and usernames.
 */
export function latinLetters(text: string): string {
  return [...text.toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function addressSlug(title: string): string {
  const slug = latinLetters(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ADDRESS_SLUG_MAX)
    .replace(/-+$/g, '');
  if (!slug) return 'tournament';
  // An address shaped like a uuid would shadow a tournament id in `/tournaments/{key}`.
  return LOOKS_LIKE_ID.test(slug) ? `t-${slug}` : slug;
}

/** The first of `base`, `base-2`, `base-3`, … that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
