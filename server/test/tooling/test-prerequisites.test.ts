import { describe, expect, it } from '@jest/globals';
// @ts-expect-error -- a plain script of `npm test`, without type declarations
import { addressOf, missingPrerequisites, missingReport } from '../../../scripts/prerequisites.mjs';

type Probe = (arg: unknown) => Promise<boolean>;
const everythingThere: Record<string, Probe> = {
  port: async () => true,
  file: async () => true,
  command: async () => true,
};
const without = (kind: string, is: (arg: unknown) => boolean) => ({
  ...everythingThere,
  [kind]: async (arg: unknown) => !is(arg),
});
const names = (missing: { name: string }[]) => missing.map((m) => m.name);

describe("npm test's check of the machine", () => {
  it('finds nothing missing on a machine that has everything', async () => {
    expect(
      await missingPrerequisites(['shared', 'server', 'client', 'caption', 'e2e'], everythingThere),
    ).toEqual([]);
  });

  it('names chromium with its install command when the browser tests would run without it', async () => {
    const missing = await missingPrerequisites(
      ['e2e'],
      without('file', () => true),
    );
    expect(names(missing)).toEqual([expect.stringMatching(/^chromium at /)]);
    expect(missing[0].fix).toContain('apt-get install chromium');
  });

  it('does not ask for chromium, Postgres or Redis when only the unit tiers run', async () => {
    const nothingThere = { port: async () => false, file: async () => false, command: async () => false };
    expect(await missingPrerequisites(['shared', 'client', 'caption'], nothingThere)).toEqual([]);
  });

  it('tells a stopped Redis from a stopped Postgres by their ports', async () => {
    const missing = await missingPrerequisites(
      ['server'],
      without('port', (address) => (address as { port: number }).port === 6379),
    );
    expect(names(missing)).toEqual([expect.stringMatching(/^Redis at /)]);
  });

  it('asks for poppler-utils for the print-out tests of the server and of the browser', async () => {
    for (const tier of ['server', 'e2e']) {
      const missing = await missingPrerequisites(
        [tier],
        without('command', (name) => name === 'pdftotext'),
      );
      expect(missing).toEqual([expect.objectContaining({ fix: 'apt-get install poppler-utils' })]);
    }
  });

  it('reports every missing part on its own line and says nothing was run', () => {
    const report = missingReport([
      { name: 'chromium at /usr/bin/chromium', fix: 'apt-get install chromium' },
      { name: 'pdftotext', fix: 'apt-get install poppler-utils' },
    ]);
    expect(report.split('\n')).toEqual([
      expect.any(String),
      '  - chromium at /usr/bin/chromium is missing. Fix: apt-get install chromium',
      '  - pdftotext is missing. Fix: apt-get install poppler-utils',
      expect.stringContaining('Nothing was run'),
    ]);
  });

  it('reads host and port from the test addresses, with the default port when none is given', () => {
    expect(addressOf('postgres://postgres@db.local/postgres', 5432)).toEqual({
      host: 'db.local',
      port: 5432,
    });
    expect(addressOf('redis://127.0.0.1:6380', 6379)).toEqual({ host: '127.0.0.1', port: 6380 });
  });
});
