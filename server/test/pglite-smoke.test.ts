import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { DataFolderLockedError, openDatabase } from '../src/database/database.js';
import { seedDemoWorld } from '../src/seed/demo-world.js';
import { ratedBouts } from '../src/ratings/rated-bouts.js';

/** The embedded database `npm start` uses: the same migrations on PGlite, one process per data folder. */
describe('embedded PGlite database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hema-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the migrations, keeps data across a restart and refuses a second process on the same folder', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir });
    expect(first.kind).toBe('pglite');
    await seedDemoWorld(first.dataSource);
    await seedDemoWorld(first.dataSource); // idempotent
    await expect(openDatabase({ DATA_DIR: dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
    const [{ n }] = await first.dataSource.query('SELECT count(*)::int AS n FROM "user"');
    expect(n).toBe(4);
    // A rolled-back transaction leaves nothing behind (the trap of sharing one session).
    await expect(
      first.dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO "club" ("title") VALUES ('Ghost club')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await first.close();

    const second = await openDatabase({ DATA_DIR: dataDir });
    const migrations = await second.dataSource.query('SELECT count(*)::int AS n FROM "migrations"');
    expect(migrations[0].n).toBeGreaterThan(0);
    expect((await second.dataSource.query('SELECT count(*)::int AS n FROM "user"'))[0].n).toBe(4);
    expect(
      (await second.dataSource.query(`SELECT count(*)::int AS n FROM "club" WHERE title = 'Ghost club'`))[0]
        .n,
    ).toBe(0);
    // The ratings step reads the rated bouts here on the server thread (one row per tournament, string_agg): the
    // query runs on PGlite too, and every bout it gives is whole.
    const bouts = await ratedBouts(second.dataSource.manager, null);
    for (const bout of bouts)
      expect(bout).toMatchObject({ weaponId: expect.any(String), date: expect.any(String) });
    await second.close();
  });
});
