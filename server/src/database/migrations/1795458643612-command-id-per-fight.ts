import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A command id is unique within its fight instead of across all fights: the key leads with the command
 * id, so the command path still finds an id another fight used and refuses it. A fighter's live room reads their
 * fights by fighter, which was a scan of every fight: both fighter columns get an index. (The generated diff also proposed
 * rewriting two jsonb column defaults that only differ in spacing; left out.)
 */
export class CommandIdPerFight1795458643612 implements MigrationInterface {
  name = 'CommandIdPerFight1795458643612';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fight_event" DROP CONSTRAINT "UQ_a01cf23c0df02d34761c5d43448"`);
    await queryRunner.query(
      `ALTER TABLE "fight_event" ADD CONSTRAINT "UQ_fight_event_command" UNIQUE ("commandId", "fightId")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_2de71cc862710b86b748c517df" ON "fight"  ("fighter1Id") `);
    await queryRunner.query(`CREATE INDEX "IDX_4664ae59ee7c3a84b085fd1647" ON "fight"  ("fighter2Id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_4664ae59ee7c3a84b085fd1647"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2de71cc862710b86b748c517df"`);
    await queryRunner.query(`ALTER TABLE "fight_event" DROP CONSTRAINT "UQ_fight_event_command"`);
    await queryRunner.query(
      `ALTER TABLE "fight_event" ADD CONSTRAINT "UQ_a01cf23c0df02d34761c5d43448" UNIQUE ("commandId")`,
    );
  }
}
