import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Announcements: an organizer's short messages to a tournament's people (everyone, a category, the judges). */
export class Announcements1796650000001 implements MigrationInterface {
  name = 'Announcements1796650000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "announcement" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tournamentId" uuid NOT NULL,
        "authorId" uuid, "level" character varying(10) NOT NULL, "audience" character varying(10) NOT NULL,
        "nominationId" uuid, "text" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "withdrawnAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_announcement" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_announcement_tournament_created" ON "announcement" ("tournamentId", "createdAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement" ADD CONSTRAINT "FK_announcement_tournament" FOREIGN KEY ("tournamentId")
        REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement" ADD CONSTRAINT "FK_announcement_author" FOREIGN KEY ("authorId")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "announcement" ADD CONSTRAINT "FK_announcement_nomination" FOREIGN KEY ("nominationId")
        REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "announcement"`);
  }
}
