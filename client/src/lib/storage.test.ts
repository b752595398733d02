import { describe, expect, it } from '@jest/globals';
import { ensureStorageVersion, readToken, STORAGE_KEYS, STORAGE_VERSION } from './storage';

describe('storage version (spec §9)', () => {
  it('clears everything when the version key is missing, then records 2.5.1', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'stale');
    window.localStorage.setItem('grid:/users', '{"page":3}');

    ensureStorageVersion();

    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('grid:/users')).toBeNull();
    expect(window.localStorage.getItem('version')).toBe('2.5.1');
    expect(STORAGE_VERSION).toBe('2.5.1');
  });

  it('clears everything written by another version', () => {
    window.localStorage.setItem('version', '2.4.0');
    window.localStorage.setItem(STORAGE_KEYS.token, 'stale');
    ensureStorageVersion();
    expect(readToken()).toBeNull();
  });

  it('keeps the data of the current version', () => {
    window.localStorage.setItem('version', '2.5.1');
    window.localStorage.setItem(STORAGE_KEYS.token, 'fresh');
    ensureStorageVersion();
    expect(readToken()).toBe('fresh');
  });
});
