import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { User } from '../users/user.entity.js';
import { seedDemoWorld } from './demo-world.js';
import { seedDemoTournament } from './demo-tournament.js';
import { seedDemoMoreTournaments } from './demo-more-tournaments.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoPredictions } from './demo-predictions.js';
import { deriveSeededResults } from './derive-results.js';
import { seedDemoTeams } from './demo-teams.js';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD } from './demo-world.js';

/**
 * `npm start` on the embedded database gets the demo world on its first start (an empty user table). A
 * DATABASE_URL database is never seeded by itself: that takes `npm run seed`.
 */
export async function seedOnFirstStart(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.DATABASE_URL || config.SEED_DEMO === 'never') return;
  const dataSource = app.get(DataSource);
  if ((await dataSource.getRepository(User).count()) > 0) return;
  const started = Date.now();
  await seedDemoWorld(dataSource);
  await seedDemoTournament(app, await hashPassword(DEMO_PASSWORD));
  await seedDemoMoreTournaments(app);
  await seedDemoHistory(app);
  await seedDemoTeams(app);
  await seedDemoPredictions(app);
  await deriveSeededResults(app);
  console.log(
    `Seeded the demo world in ${((Date.now() - started) / 1000).toFixed(1)} s: admin@, organizer@, trial@, fighter@demo.hema — password demo-password`,
  );
}
