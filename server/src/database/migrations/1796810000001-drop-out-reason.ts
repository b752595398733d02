import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a fighter is out of their category, so the participants list can tell a black card from an organizer's
 * "dropped out": null for an organizer's mark (and for every fighter marked before this column), 'blackCard' when a
 * judge's black card took them out.
 */
export class DropOutReason1796810000001 implements MigrationInterface {
  name = 'DropOutReason1796810000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "participant" ADD "droppedOutReason" character varying`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "participant" DROP COLUMN "droppedOutReason"`);
  }
}
