/** ISO 3166-1 alpha-2 codes: countries of tournaments, clubs and users are stored as these. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** The country's name in `locale` ("Finland", "Финляндия"), or the code itself when unknown. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  try {
    return namesFor(locale)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

type CountryOption = { value: string; label: string };
const optionsByLocale = new Map<string, readonly CountryOption[]>();

/**
 * Every country as a select option, sorted by name in `locale`. Built once per language: a list page asks for it on
 * every render, and `localeCompare(…, locale)` builds a collator per comparison (a third of a second on a phone).
 */
export function countryOptions(locale: string): readonly CountryOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    optionsByLocale.set(locale, options);
  }
  return options;
}
