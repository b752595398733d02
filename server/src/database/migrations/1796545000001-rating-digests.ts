import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Digests of what the ratings step last wrote, per rating list (its ranking rows) and per rating period of a list
 * (its history points): the next run rewrites only the parts whose digest changed. Empty after this migration, so
 * the first run writes both tables whole. And each category result's medal (place 1–3 of a finished finals stage),
 * which the achievements step reads instead of every tournament's summary: the stored fingerprints are dropped so
 * the first run places every category again and fills it in.
 */
export class RatingDigests1796545000001 implements MigrationInterface {
  name = 'RatingDigests1796545000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "weapon_rating_digest" ("weaponId" uuid NOT NULL, "zoneId" uuid NOT NULL, "part" text NOT NULL,
        "digest" text NOT NULL, CONSTRAINT "PK_weapon_rating_digest" PRIMARY KEY ("weaponId", "zoneId", "part"))`,
    );
    await queryRunner.query(`ALTER TABLE "nomination_result" ADD "medal" smallint`);
    await queryRunner.query(`DELETE FROM "nomination_result_source"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "nomination_result" DROP COLUMN "medal"`);
    await queryRunner.query(`DROP TABLE "weapon_rating_digest"`);
  }
}
