import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tournament's day plan for the schedule's estimates: the venue's time zone, when fighting starts and ends each
 * day, the lunch break (venue wall-clock "HH:MM"), and the break between two stages on a ring. All optional.
 */
export class DayPlan1796740000001 implements MigrationInterface {
  name = 'DayPlan1796740000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tournament" ADD "timeZone" character varying(64), ADD "dayStartsAt" character varying(5),
         ADD "dayEndsAt" character varying(5), ADD "lunchFrom" character varying(5),
         ADD "lunchTo" character varying(5), ADD "stageBreakMinutes" integer`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tournament" DROP COLUMN "stageBreakMinutes", DROP COLUMN "lunchTo", DROP COLUMN "lunchFrom",
         DROP COLUMN "dayEndsAt", DROP COLUMN "dayStartsAt", DROP COLUMN "timeZone"`,
    );
  }
}
