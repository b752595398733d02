import { describe, expect, it } from '@jest/globals';
import { mapSearchUrl, venueLine } from './venue';

describe('venue', () => {
  it('joins address, city and country, most precise first, skipping what is missing', () => {
    expect(venueLine({ address: 'Urheilukatu 1', city: 'Helsinki', countryName: 'Finland' })).toBe(
      'Urheilukatu 1, Helsinki, Finland',
    );
    expect(venueLine({ address: ' ', city: null, countryName: 'Finland' })).toBe('Finland');
    expect(venueLine({ address: null, city: null, countryName: '' })).toBe('');
  });

  it('searches OpenStreetMap for the whole address, encoded', () => {
    expect(mapSearchUrl('Urheilukatu 1, Helsinki & Co')).toBe(
      'https://www.openstreetmap.org/search?query=Urheilukatu+1%2C+Helsinki+%26+Co',
    );
  });
});
