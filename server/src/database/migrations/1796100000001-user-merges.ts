import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administration that acts: the log of merged accounts (who, when, what moved) and the reason an admin
 * gives when refusing organizer access.
 */
export class UserMerges1796100000001 implements MigrationInterface {
  name = 'UserMerges1796100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_merge" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "keptUserId" uuid,
        "removedUserId" uuid NOT NULL, "removedName" character varying(320) NOT NULL, "mergedById" uuid,
        "moves" jsonb NOT NULL DEFAULT '[]',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_merge" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_merge_createdAt" ON "user_merge" ("createdAt")`);
    await queryRunner.query(
      `ALTER TABLE "user_merge" ADD CONSTRAINT "FK_user_merge_kept" FOREIGN KEY ("keptUserId")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_merge" ADD CONSTRAINT "FK_user_merge_by" FOREIGN KEY ("mergedById")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "organizer_request" ADD "refusalReason" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizer_request" DROP COLUMN "refusalReason"`);
    await queryRunner.query(`DROP TABLE "user_merge"`);
  }
}
