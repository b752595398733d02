import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usernames and e-mails are unique whatever their case. The server writes both lower-case and compares them that
 * way; these indexes make the database refuse "ADMIN" beside "admin" even from a writer that forgets (an import, a
 * script), and a refusal becomes a 409, never a second account for one person.
 */
export class CaseInsensitiveAccounts1795417000000 implements MigrationInterface {
  name = 'CaseInsensitiveAccounts1795417000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "user" SET "username" = lower("username") WHERE "username" <> lower("username")`,
    );
    await queryRunner.query(`UPDATE "user" SET "email" = lower("email") WHERE "email" <> lower("email")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_username_lower" ON "user" (lower("username"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_email_lower" ON "user" (lower("email"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_user_email_lower"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_username_lower"`);
  }
}
