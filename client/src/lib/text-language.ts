/**
 * The language a person wrote a text in, as far as the two interface languages go: Cyrillic letters make it
 * Russian, anything else English. Texts people write (achievement titles, tournament descriptions) are shown as
 * written; this tells a page when to mark one as being in the other language.
 */
export function writtenLanguage(text: string): 'ru' | 'en' {
  return /[\u0400-\u04FF]/.test(text) ? 'ru' : 'en';
}
