import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tournament imports: uploaded zips waiting for an administrator's review. */
export class TournamentImports1796200000000 implements MigrationInterface {
  name = 'TournamentImports1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tournament_import" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "uploaderId" uuid NOT NULL,
        "status" character varying(20) NOT NULL DEFAULT 'PENDING', "fileName" character varying(200) NOT NULL,
        "title" character varying(200) NOT NULL, "dateStart" date NOT NULL, "content" jsonb NOT NULL,
        "refusalReason" text, "decidedById" uuid, "decidedAt" TIMESTAMP WITH TIME ZONE, "tournamentId" uuid,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tournament_import" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_tournament_import_uploader" ON "tournament_import" ("uploaderId")`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_import" ADD CONSTRAINT "FK_tournament_import_uploader" FOREIGN KEY ("uploaderId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_import" ADD CONSTRAINT "FK_tournament_import_tournament" FOREIGN KEY ("tournamentId")
        REFERENCES "tournament"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tournament_import"`);
  }
}
