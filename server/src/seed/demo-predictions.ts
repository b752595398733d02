import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_RULE_PARAMS } from '@hema/shared/rating/achievement-rules';
import { Achievement } from '../achievements/achievement.entity.js';
import { AchievementsService } from '../achievements/achievements.service.js';
import { sqlOf } from '../database/sql.js';
import { Prediction } from '../predictions/prediction.entity.js';

/** The achievements the demo world starts with: one of each rule type, so the pages show how each reads. */
const ACHIEVEMENTS: Pick<Achievement, 'title' | 'description' | 'icon' | 'kind' | 'rule' | 'params'>[] = [
  {
    title: 'First medal',
    description: 'Stood on a podium for the first time.',
    icon: 'medal',
    kind: 'permanent',
    rule: 'firstMedal',
    params: DEFAULT_RULE_PARAMS,
  },
  {
    title: 'Ten victories',
    description: 'Won ten fights in finished tournaments.',
    icon: 'swords',
    kind: 'permanent',
    rule: 'wins',
    params: { ...DEFAULT_RULE_PARAMS, count: 10 },
  },
  {
    title: 'Hot streak',
    description: 'Won five fights in a row.',
    icon: 'flame',
    kind: 'permanent',
    rule: 'streak',
    params: { ...DEFAULT_RULE_PARAMS, count: 5 },
  },
  {
    title: 'Giant slayer',
    description: 'Beat a fighter rated at least 150 points higher.',
    icon: 'target',
    kind: 'permanent',
    rule: 'upsets',
    params: { ...DEFAULT_RULE_PARAMS, count: 1, ratingGap: 150 },
  },
  {
    title: 'Season regular',
    description: 'Competed all season long.',
    icon: 'star',
    kind: 'seasonal',
    rule: 'tournaments',
    params: { ...DEFAULT_RULE_PARAMS, count: 6 },
  },
  {
    title: 'Podium season',
    description: 'Two medals or more in one season.',
    icon: 'trophy',
    kind: 'seasonal',
    rule: 'medals',
    params: { ...DEFAULT_RULE_PARAMS, count: 2, bestPlace: 3 },
  },
];

/** A small deterministic hash: the same demo world gets the same picks on every machine. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * The last demo step: predictions by the demo fighters and organizers (not fighter@demo.hema, whose first pick is
 * the visitor's to make) on every decided fight of public tournaments — most of them right, so the leaderboards
 * and the best predictors differ — and on the open fights of online tournaments; then the demo achievements,
 * awarded at once. Skipped when achievements exist (the demo ran before).
 */
export async function seedDemoPredictions(app: INestApplicationContext): Promise<void> {
  const db = app.get(DataSource);
  if ((await db.getRepository(Achievement).count()) > 0) return;
  await db.getRepository(Achievement).insert(ACHIEVEMENTS);
  const sql = sqlOf(db);
  const predictors = await sql
    .selectFrom('user')
    .select('id')
    .where('email', 'like', '%@demo.hema')
    .where('email', '<>', 'fighter@demo.hema')
    .where('deleted', '=', false)
    .orderBy('email')
    .execute();
  const fights = await sql
    .selectFrom('fight as f')
    .innerJoin('tournament as t', 't.id', 'f.tournamentId')
    .select(['f.id', 'f.fighter1Id', 'f.fighter2Id', 'f.status', 'f.result'])
    .where('t.status', '<>', 'DEVELOPING')
    .where('f.isBye', '=', false)
    .where('f.fighter1Id', 'is not', null)
    .where('f.fighter2Id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('f.result', 'in', ['F1_WIN', 'F2_WIN']),
        eb.and([eb('f.status', '=', 'scheduled'), eb('t.status', '=', 'ONGOING')]),
      ]),
    )
    .orderBy('t.dateStart', 'desc')
    .orderBy('f.id')
    .limit(2000)
    .execute();
  const rows: { userId: string; fightId: string; winner: 1 | 2; expected: number }[] = [];
  predictors.forEach(({ id: userId }, at) => {
    // Each predictor has a skill between 50 % and 85 %, and skips about a third of the fights.
    const skill = 50 + ((at * 7) % 36);
    for (const fight of fights) {
      if (fight.fighter1Id === userId || fight.fighter2Id === userId) continue;
      const roll = hash(`${userId}:${fight.id}`);
      if (roll % 3 === 0) continue;
      const winner: 1 | 2 =
        fight.result === 'F1_WIN' || fight.result === 'F2_WIN'
          ? (roll >> 4) % 100 < skill
            ? fight.result === 'F1_WIN'
              ? 1
              : 2
            : fight.result === 'F1_WIN'
              ? 2
              : 1
          : ((roll >> 4) % 2) + 1 === 1
            ? 1
            : 2;
      rows.push({ userId, fightId: fight.id, winner, expected: 0.5 });
    }
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .createQueryBuilder()
      .insert()
      .into(Prediction)
      .values(rows.slice(i, i + 1000))
      .orIgnore()
      .execute();
  await app.get(AchievementsService).awardAll();
}
