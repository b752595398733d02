import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Applications: one per fighter and category; the categories a tournament opens for them. */
export class Applications1795800000000 implements MigrationInterface {
  name = 'Applications1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament" ADD "registrationNominationIds" jsonb`);
    await queryRunner.query(
      `CREATE TABLE "application" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tournamentId" uuid NOT NULL,
        "nominationId" uuid NOT NULL, "userId" uuid NOT NULL, "state" character varying(20) NOT NULL,
        "paid" boolean NOT NULL DEFAULT false, "present" boolean NOT NULL DEFAULT false,
        "answers" jsonb NOT NULL DEFAULT '[]', "refusalReason" text,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "seenAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "UQ_application_nomination_user" UNIQUE ("nominationId", "userId"),
        CONSTRAINT "PK_application" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_application_tournament" ON "application" ("tournamentId")`);
    await queryRunner.query(`CREATE INDEX "IDX_application_user" ON "application" ("userId")`);
    await queryRunner.query(
      `ALTER TABLE "application" ADD CONSTRAINT "FK_application_tournament" FOREIGN KEY ("tournamentId")
        REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "application" ADD CONSTRAINT "FK_application_nomination" FOREIGN KEY ("nominationId")
        REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "application" ADD CONSTRAINT "FK_application_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "application"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP COLUMN "registrationNominationIds"`);
  }
}
