/** The parts of a tournament that say where it is held. */
export interface VenueParts {
  address: string | null;
  city: string | null;
  /** The country's name, already in the reader's language. */
  countryName: string;
}

/** The venue as one line, most precise first ("Urheilukatu 1, Helsinki, Finland"), or '' when nothing is known. */
export function venueLine({ address, city, countryName }: VenueParts): string {
  return [address, city, countryName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** An OpenStreetMap search for the venue: it needs no key, and the visitor picks the match on the map. */
export function mapSearchUrl(venue: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: venue }).toString()}`;
}
