import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/config.js';
import { DataFolderLockedError } from './database/database.js';
import { createApp } from './app.js';
import { seedOnFirstStart } from './seed/seed-on-start.js';

// A failed background promise (a Redis blip inside an adapter, say) is logged; it must not take the server down.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection, server keeps running:', reason);
});

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  try {
    const app = await createApp(config);
    // Modules register their parts with the ones below them on init (tournament contents, fight result hooks);
    // the first start's seed already goes through them, so init comes before it, not with listen.
    await app.init();
    await seedOnFirstStart(app, config);
    await app.listen(config.PORT, config.HOST);
    const where = config.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
    console.log(
      `HEMA Live is running on http://localhost:${config.PORT} — database: ${where}; Redis: ${config.REDIS_URL ? 'on' : 'off'}`,
    );
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

await main();
