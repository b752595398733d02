import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live schedule (issue 32): when each fight started and finished, and after how many minutes a ring counts as
 * stale for its tournament's organizer (null = the default). Fights fought before this take their times from their
 * event log: the first applied START, and the last applied command of a fight that is over.
 */
export class FightTimes1796603200001 implements MigrationInterface {
  name = 'FightTimes1796603200001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fight" ADD "startedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "fight" ADD "finishedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "tournament" ADD "staleRingMinutes" integer`);
    await queryRunner.query(
      `UPDATE "fight" f SET "startedAt" = e.started
         FROM (SELECT "fightId", MIN("createdAt") AS started FROM fight_event
                WHERE applied AND event->>'type' = 'START' GROUP BY "fightId") e
        WHERE e."fightId" = f.id AND f.status <> 'scheduled'`,
    );
    await queryRunner.query(
      `UPDATE "fight" f SET "finishedAt" = e.finished
         FROM (SELECT "fightId", MAX("createdAt") AS finished FROM fight_event WHERE applied GROUP BY "fightId") e
        WHERE e."fightId" = f.id AND f.status IN ('finished', 'cancelled')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament" DROP COLUMN "staleRingMinutes"`);
    await queryRunner.query(`ALTER TABLE "fight" DROP COLUMN "finishedAt"`);
    await queryRunner.query(`ALTER TABLE "fight" DROP COLUMN "startedAt"`);
  }
}
