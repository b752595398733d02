import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Results that live on: the results job's one row (what was asked, what was done, progress), weapon
 * ratings per weapon, zone and fighter, their history per tournament (the rating graph), and each fighter's result
 * in each category of a finished tournament. All are derived: the results job rewrites them from the fights.
 */
export class WeaponRatings1795900000000 implements MigrationInterface {
  name = 'WeaponRatings1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "results_job" ("id" character varying(20) NOT NULL, "requested" integer NOT NULL DEFAULT 0,
        "completed" integer NOT NULL DEFAULT 0, "running" boolean NOT NULL DEFAULT false,
        "reason" text, "step" character varying(40), "done" integer NOT NULL DEFAULT 0,
        "total" integer NOT NULL DEFAULT 0, "runs" integer NOT NULL DEFAULT 0,
        "startedAt" TIMESTAMP WITH TIME ZONE, "finishedAt" TIMESTAMP WITH TIME ZONE, "error" text,
        CONSTRAINT "PK_results_job" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`INSERT INTO "results_job" ("id") VALUES ('results')`);
    await queryRunner.query(
      `CREATE TABLE "weapon_rating" ("weaponId" uuid NOT NULL, "zoneId" uuid NOT NULL, "userId" uuid NOT NULL,
        "rating" double precision NOT NULL, "rd" double precision NOT NULL, "volatility" double precision NOT NULL,
        "weightedRating" double precision NOT NULL, "rank" integer NOT NULL, "fights" integer NOT NULL,
        "lastNominationId" uuid, "lastDate" date,
        CONSTRAINT "PK_weapon_rating" PRIMARY KEY ("weaponId", "zoneId", "userId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_weapon_rating_user" ON "weapon_rating" ("userId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_weapon_rating_rank" ON "weapon_rating" ("weaponId", "zoneId", "rank")`,
    );
    await queryRunner.query(
      `CREATE TABLE "weapon_rating_history" ("weaponId" uuid NOT NULL, "zoneId" uuid NOT NULL,
        "userId" uuid NOT NULL, "tournamentId" uuid NOT NULL, "date" date NOT NULL,
        "rating" double precision NOT NULL, "rd" double precision NOT NULL,
        CONSTRAINT "PK_weapon_rating_history" PRIMARY KEY ("userId", "weaponId", "zoneId", "tournamentId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "nomination_result" ("nominationId" uuid NOT NULL, "userId" uuid NOT NULL, "place" integer,
        "fights" integer NOT NULL, "wins" integer NOT NULL, "losses" integer NOT NULL, "draws" integer NOT NULL,
        "nowins" integer NOT NULL, "pointsFor" integer NOT NULL, "pointsAgainst" integer NOT NULL,
        "doubles" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_nomination_result" PRIMARY KEY ("userId", "nominationId"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_nomination_result_nomination" ON "nomination_result" ("nominationId")`,
    );
    // What a category's stored places were computed from: the standings are recomputed only when it changes.
    await queryRunner.query(
      `CREATE TABLE "nomination_result_source" ("nominationId" uuid NOT NULL, "fingerprint" text NOT NULL,
        CONSTRAINT "PK_nomination_result_source" PRIMARY KEY ("nominationId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "nomination_result_source" ADD CONSTRAINT "FK_nomination_result_source_nomination"
        FOREIGN KEY ("nominationId") REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const table of ['weapon_rating', 'weapon_rating_history']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_weapon" FOREIGN KEY ("weaponId")
          REFERENCES "weapon"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_zone" FOREIGN KEY ("zoneId")
          REFERENCES "zone"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
    for (const table of ['weapon_rating', 'weapon_rating_history', 'nomination_result']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_user" FOREIGN KEY ("userId")
          REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
    await queryRunner.query(
      `ALTER TABLE "weapon_rating_history" ADD CONSTRAINT "FK_weapon_rating_history_tournament"
        FOREIGN KEY ("tournamentId") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "nomination_result" ADD CONSTRAINT "FK_nomination_result_nomination" FOREIGN KEY ("nominationId")
        REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "nomination_result_source"`);
    await queryRunner.query(`DROP TABLE "nomination_result"`);
    await queryRunner.query(`DROP TABLE "weapon_rating_history"`);
    await queryRunner.query(`DROP TABLE "weapon_rating"`);
    await queryRunner.query(`DROP TABLE "results_job"`);
  }
}
