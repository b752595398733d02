import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team categories: teams with their line-up, team matches as parents of their relay bouts
 * (`fight.matchId`), and whether a team category's bouts count in ratings (`nomination.teamRated`, default off).
 */
export class Teams1796400000001 implements MigrationInterface {
  name = 'Teams1796400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "team" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "nominationId" uuid NOT NULL,
        "name" character varying(200) NOT NULL, "clubId" uuid, "captainId" uuid,
        "memberIds" uuid array NOT NULL DEFAULT '{}', "seed" integer, "droppedOut" boolean NOT NULL DEFAULT false,
        "entered" boolean NOT NULL DEFAULT true,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_team" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_team_nominationId" ON "team" ("nominationId")`);
    await queryRunner.query(
      `ALTER TABLE "team" ADD CONSTRAINT "FK_team_nomination" FOREIGN KEY ("nominationId")
        REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team" ADD CONSTRAINT "FK_team_club" FOREIGN KEY ("clubId")
        REFERENCES "club"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "team" ADD CONSTRAINT "FK_team_captain" FOREIGN KEY ("captainId")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "fight" ADD "matchId" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_fight_matchId" ON "fight" ("matchId")`);
    await queryRunner.query(`ALTER TABLE "nomination" ADD "teamRated" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "application" ADD "teamId" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "application" DROP COLUMN "teamId"`);
    await queryRunner.query(`ALTER TABLE "nomination" DROP COLUMN "teamRated"`);
    await queryRunner.query(`DROP INDEX "IDX_fight_matchId"`);
    await queryRunner.query(`ALTER TABLE "fight" DROP COLUMN "matchId"`);
    await queryRunner.query(`DROP TABLE "team"`);
  }
}
