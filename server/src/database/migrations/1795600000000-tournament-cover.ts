import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tournament cover images: the bytes in their own table, the type and upload time on the tournament. */
export class TournamentCover1795600000000 implements MigrationInterface {
  name = 'TournamentCover1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tournament" ADD "coverType" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "tournament" ADD "coverUpdatedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "tournament_cover" ("tournamentId" uuid NOT NULL, "data" bytea NOT NULL,
        CONSTRAINT "PK_tournament_cover" PRIMARY KEY ("tournamentId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament_cover" ADD CONSTRAINT "FK_tournament_cover_tournament" FOREIGN KEY ("tournamentId")
        REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tournament_cover"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP COLUMN "coverUpdatedAt"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP COLUMN "coverType"`);
  }
}
