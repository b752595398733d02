import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guard rails: the status a tournament had before it started (so "Back to …" can return to it while no fight has
 * started), and the fencers a captain named who have not accepted yet (`team.invitedIds`, a subset of `memberIds`
 * that holds nobody's place).
 */
export class GuardRails1796530000001 implements MigrationInterface {
  name = 'GuardRails1796530000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament" ADD "statusBeforeStart" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "team" ADD "invitedIds" uuid array NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "team" DROP COLUMN "invitedIds"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP COLUMN "statusBeforeStart"`);
  }
}
