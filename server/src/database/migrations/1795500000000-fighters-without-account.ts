import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fighters an organizer enters on the spot have no account to sign in with: no e-mail. Postgres lets
 * any number of NULLs share the unique index, and sign-in and recovery look accounts up by e-mail, so they never
 * find one.
 */
export class FightersWithoutAccount1795500000000 implements MigrationInterface {
  name = 'FightersWithoutAccount1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "email" DROP NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "user" SET "email" = "username" || '@no-account.invalid' WHERE "email" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "user" ALTER COLUMN "email" SET NOT NULL`);
  }
}
