import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fight predictions, achievement definitions and their awards. */
export class PredictionsAchievements1796000000001 implements MigrationInterface {
  name = 'PredictionsAchievements1796000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "prediction" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL,
        "fightId" uuid NOT NULL, "winner" smallint NOT NULL, "expected" double precision NOT NULL DEFAULT '0.5',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_prediction_user_fight" UNIQUE ("userId", "fightId"),
        CONSTRAINT "PK_prediction" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_prediction_fight" ON "prediction" ("fightId")`);
    await queryRunner.query(
      `ALTER TABLE "prediction" ADD CONSTRAINT "FK_prediction_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "prediction" ADD CONSTRAINT "FK_prediction_fight" FOREIGN KEY ("fightId")
        REFERENCES "fight"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(120) NOT NULL,
        "description" text NOT NULL DEFAULT '', "icon" character varying(20) NOT NULL,
        "kind" character varying(20) NOT NULL, "rule" character varying(20) NOT NULL, "params" jsonb NOT NULL,
        "zoneId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_achievement" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "achievement" ADD CONSTRAINT "FK_achievement_zone" FOREIGN KEY ("zoneId")
        REFERENCES "zone"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "achievement_award" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "achievementId" uuid NOT NULL,
        "userId" uuid NOT NULL, "season" character varying(9) NOT NULL DEFAULT '',
        "awardedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_achievement_award" UNIQUE ("achievementId", "userId", "season"),
        CONSTRAINT "PK_achievement_award" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_achievement_award_user" ON "achievement_award" ("userId")`);
    await queryRunner.query(
      `ALTER TABLE "achievement_award" ADD CONSTRAINT "FK_achievement_award_achievement" FOREIGN KEY ("achievementId")
        REFERENCES "achievement"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "achievement_award" ADD CONSTRAINT "FK_achievement_award_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "achievement_award"`);
    await queryRunner.query(`DROP TABLE "achievement"`);
    await queryRunner.query(`DROP TABLE "prediction"`);
  }
}
