import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('configuration (validated at start)', () => {
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('defaults to port 3000, the ./data folder and no Redis', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEFAULT_COUNTRY: 'FI' });
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });
});

describe('GET /geo/country with a trusted proxy header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { COUNTRY_HEADER: 'CF-IPCountry' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the country from the trusted header', async () => {
    expect((await t.http.get('/api/geo/country').set('cf-ipcountry', 'ru')).text).toBe('RU');
  });

  it('falls back to FI for a missing or malformed header', async () => {
    expect((await t.http.get('/api/geo/country')).text).toBe('FI');
    expect((await t.http.get('/api/geo/country').set('cf-ipcountry', 'Russia')).text).toBe('FI');
    expect((await t.http.get('/api/geo/country').set('cf-ipcountry', 'XX')).text).toBe('FI');
  });
});
