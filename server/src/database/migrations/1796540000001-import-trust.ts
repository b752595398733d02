import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports you can trust: the hash of an import's checked content (an upload of the same files again is flagged),
 * and the fighters' accounts and clubs its approval created (withdrawing it removes those nothing else uses).
 */
export class ImportTrust1796540000001 implements MigrationInterface {
  name = 'ImportTrust1796540000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_import" ADD "contentHash" character varying(64)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tournament_import_contentHash" ON "tournament_import" ("contentHash")`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_import" ADD "createdUserIds" uuid array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_import" ADD "createdClubIds" uuid array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament_import" DROP COLUMN "createdClubIds"`);
    await queryRunner.query(`ALTER TABLE "tournament_import" DROP COLUMN "createdUserIds"`);
    await queryRunner.query(`DROP INDEX "IDX_tournament_import_contentHash"`);
    await queryRunner.query(`ALTER TABLE "tournament_import" DROP COLUMN "contentHash"`);
  }
}
