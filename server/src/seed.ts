/** `npm run seed`: the demo world into whatever database the environment names (idempotent). */
import 'reflect-metadata';
import { loadConfig } from './config/config.js';
import { openDatabase } from './database/database.js';
import { seedDemoWorld } from './seed/demo-world.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDemoWorld(database.dataSource);
  console.log(`Demo world seeded into ${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR}.`);
} finally {
  await database.close();
}
