import { describe, expect, it } from '@jest/globals';
import {
  defaultTournamentZone,
  isSelectorCountry,
  normalizeCountry,
  offeredZones,
  russianZone,
  russianZonesAllowed,
  showZoneSelector,
  startupLocale,
  tournamentZonesFor,
  ZONE_SELECTOR_COUNTRIES,
} from './zone-rules.js';

const W = { _id: 'z-w', slug: 'W', isInRussia: false };
const RU = { _id: 'z-ru', slug: 'RU', isInRussia: true };
const SPB = { _id: 'z-spb', slug: 'SPB', isInRussia: true };
const EU = { _id: 'z-eu', slug: 'EU', isInRussia: false };
const zones = [W, RU, SPB, EU];

const start = (country: string, extra: Partial<Parameters<typeof startupLocale>[0]> = {}) =>
  startupLocale({ country, zones, currentZoneId: null, chosenLanguage: null, ...extra });

describe('zone and language on start (spec §4)', () => {
  it('gives a visitor from Russia Russian and the Russian zone', () => {
    expect(start('RU')).toEqual({ language: 'ru', zone: RU });
    expect(start('ru')).toEqual({ language: 'ru', zone: RU });
  });

  it('gives a visitor from a listed country English and the world zone', () => {
    expect(start('AM')).toEqual({ language: 'en', zone: W });
  });

  it('gives a visitor from elsewhere English and keeps the current zone', () => {
    expect(start('FI', { currentZoneId: EU._id })).toEqual({ language: 'en', zone: EU });
  });

  it('falls back to the zone with slug W when there is no current zone', () => {
    expect(start('DE')).toEqual({ language: 'en', zone: W });
    expect(start('DE', { currentZoneId: 'deleted-zone' })).toEqual({ language: 'en', zone: W });
  });

  it('keeps a language and zone the visitor chose earlier', () => {
    expect(start('RU', { chosenLanguage: 'en', currentZoneId: W._id })).toEqual({ language: 'en', zone: W });
    expect(start('AM', { chosenLanguage: 'ru', currentZoneId: SPB._id })).toEqual({
      language: 'ru',
      zone: SPB,
    });
  });

  it('does not keep a Russian zone the visitor may no longer use', () => {
    expect(start('FI', { currentZoneId: RU._id })).toEqual({ language: 'en', zone: W });
    expect(start('FI', { currentZoneId: RU._id, userZoneIds: [RU._id] }).zone).toEqual(RU);
  });

  it('treats a failed detection as the default country FI', () => {
    expect(normalizeCountry(undefined)).toBe('FI');
    expect(normalizeCountry('<html>')).toBe('FI');
    expect(normalizeCountry(' ru ')).toBe('RU');
    expect(start('garbage')).toEqual({ language: 'en', zone: W });
  });

  it('copes with zone lists without W or without a Russian zone', () => {
    expect(
      startupLocale({ country: 'RU', zones: [W, EU], currentZoneId: null, chosenLanguage: null }),
    ).toEqual({
      language: 'ru',
      zone: W,
    });
    expect(
      startupLocale({ country: 'FI', zones: [EU], currentZoneId: null, chosenLanguage: null }).zone,
    ).toEqual(EU);
    expect(
      startupLocale({ country: 'FI', zones: [], currentZoneId: null, chosenLanguage: null }).zone,
    ).toBeNull();
    expect(russianZone([W, SPB])).toEqual(SPB);
  });
});

describe('zone and language selector (spec §6)', () => {
  it('shows for Russia, each listed country and admins only', () => {
    expect(ZONE_SELECTOR_COUNTRIES).toEqual([
      'AM',
      'AZ',
      'BY',
      'GE',
      'KZ',
      'KG',
      'TJ',
      'TM',
      'UA',
      'UZ',
      'IL',
      'RS',
    ]);
    for (const country of ['RU', ...ZONE_SELECTOR_COUNTRIES]) {
      expect(isSelectorCountry(country)).toBe(true);
      expect(showZoneSelector({ country })).toBe(true);
    }
    expect(showZoneSelector({ country: 'FI' })).toBe(false);
    expect(showZoneSelector({ country: 'US', isAdmin: false })).toBe(false);
    expect(showZoneSelector({ country: 'US', isAdmin: true })).toBe(true);
  });

  it('offers Russian zones to admins, to Russia and the listed countries, and to users with a Russian zone', () => {
    expect(offeredZones(zones, { country: 'FI', isAdmin: true })).toEqual(zones);
    expect(offeredZones(zones, { country: 'RU' })).toEqual(zones);
    expect(offeredZones(zones, { country: 'KZ' })).toEqual(zones);
    expect(offeredZones(zones, { country: 'FI', userZoneIds: [SPB._id] })).toEqual(zones);
  });

  it('offers only non-Russian zones to everyone else', () => {
    expect(offeredZones(zones, { country: 'FI' })).toEqual([W, EU]);
    expect(offeredZones(zones, { country: 'FI', userZoneIds: [W._id] })).toEqual([W, EU]);
    expect(russianZonesAllowed({ country: 'SE', userZoneIds: ['unknown'] }, zones)).toBe(false);
  });
});

describe('tournament zones', () => {
  it('lets an organizer use the zones the selector offers them, admins every zone', () => {
    expect(tournamentZonesFor(zones, { country: 'FI' })).toEqual([W, EU]);
    expect(tournamentZonesFor(zones, { country: 'FI', userZoneIds: [RU._id] })).toEqual(zones);
    expect(tournamentZonesFor(zones, { country: 'FI', isAdmin: true })).toEqual(zones);
  });

  it('defaults to the one assigned zone, otherwise to the world zone', () => {
    expect(defaultTournamentZone(zones, { country: 'FI' })).toEqual(W);
    expect(defaultTournamentZone(zones, { country: 'FI', userZoneIds: [EU._id] })).toEqual(EU);
    expect(defaultTournamentZone(zones, { country: 'FI', userZoneIds: [EU._id, W._id] })).toEqual(EU);
    expect(defaultTournamentZone(zones, { country: 'FI', userZoneIds: [EU._id, SPB._id] })).toEqual(W);
    // An assigned zone the organizer may not use does not become the default.
    expect(defaultTournamentZone([W, RU], { country: 'FI', userZoneIds: ['gone'] })).toEqual(W);
  });
});
