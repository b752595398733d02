/** `npm run seed`: the demo world and demo tournament into whatever database the environment names (idempotent). */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { hashPassword } from './auth/passwords.js';
import { loadConfig } from './config/config.js';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD, seedDemoWorld } from './seed/demo-world.js';
import { seedDemoTournament } from './seed/demo-tournament.js';
import { seedDemoMoreTournaments } from './seed/demo-more-tournaments.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { seedDemoPredictions } from './seed/demo-predictions.js';
import { deriveSeededResults } from './seed/derive-results.js';
import { seedDemoTeams } from './seed/demo-teams.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
  logger: ['error', 'warn'],
});
try {
  await seedDemoWorld(app.get(DataSource));
  await seedDemoTournament(app, await hashPassword(DEMO_PASSWORD));
  await seedDemoMoreTournaments(app);
  await seedDemoHistory(app);
  await seedDemoTeams(app);
  await seedDemoPredictions(app);
  await deriveSeededResults(app);
  console.log(`Demo world seeded into ${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR}.`);
} finally {
  await app.close();
}
