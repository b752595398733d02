import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fight's event log shows the console each command came from and the score after it. */
export class FightEventLog1795700000000 implements MigrationInterface {
  name = 'FightEventLog1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fight_event" ADD "console" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "fight_event" ADD "score1" integer`);
    await queryRunner.query(`ALTER TABLE "fight_event" ADD "score2" integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fight_event" DROP COLUMN "score2"`);
    await queryRunner.query(`ALTER TABLE "fight_event" DROP COLUMN "score1"`);
    await queryRunner.query(`ALTER TABLE "fight_event" DROP COLUMN "console"`);
  }
}
