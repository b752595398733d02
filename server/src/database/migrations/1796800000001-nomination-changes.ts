import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A note per write to what a category's fingerprint is made of (its fights, stages, participants and team flag),
 * kept by triggers so that every writer is covered — the API, imports, merges, seeds and hand-written SQL alike.
 * The results job fingerprints again only the categories noted since its last run instead of grouping every fight
 * of the history each run, and deletes the notes it read when it commits. Fingerprints stored before the notes
 * existed may be behind their fights, so every stored one is noted once here.
 */
export class NominationChanges1796800000001 implements MigrationInterface {
  name = 'NominationChanges1796800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "nomination_change" ("id" bigserial NOT NULL, "nominationId" uuid NOT NULL,
        CONSTRAINT "PK_nomination_change" PRIMARY KEY ("id"))`,
    );
    // Row by row and without a lock on anything shared: concurrent fight writes only append.
    await queryRunner.query(
      `CREATE FUNCTION "note_nomination_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' AND OLD."nominationId" IS NOT NULL THEN
           INSERT INTO "nomination_change" ("nominationId") VALUES (OLD."nominationId");
         END IF;
         IF TG_OP = 'INSERT' AND NEW."nominationId" IS NOT NULL
            OR TG_OP = 'UPDATE' AND NEW."nominationId" IS DISTINCT FROM OLD."nominationId"
               AND NEW."nominationId" IS NOT NULL THEN
           INSERT INTO "nomination_change" ("nominationId") VALUES (NEW."nominationId");
         END IF;
         RETURN NULL;
       END $$`,
    );
    for (const table of ['stage', 'participant'])
      await queryRunner.query(
        `CREATE TRIGGER "${table}_nomination_change" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION "note_nomination_change"()`,
      );
    // A fight is written at every judge's command; only what the ratings and results read of it is noted (its
    // status, result, sides, bye and team match, its category), so live scoring adds no row per point.
    await queryRunner.query(
      `CREATE TRIGGER "fight_nomination_change_rows" AFTER INSERT OR DELETE ON "fight"
        FOR EACH ROW EXECUTE FUNCTION "note_nomination_change"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "fight_nomination_change" AFTER UPDATE ON "fight" FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.result IS DISTINCT FROM NEW.result
           OR OLD."fighter1Id" IS DISTINCT FROM NEW."fighter1Id" OR OLD."fighter2Id" IS DISTINCT FROM NEW."fighter2Id"
           OR OLD."isBye" IS DISTINCT FROM NEW."isBye" OR OLD."matchId" IS DISTINCT FROM NEW."matchId"
           OR OLD."nominationId" IS DISTINCT FROM NEW."nominationId")
        EXECUTE FUNCTION "note_nomination_change"()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "note_nomination_team_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "nomination_change" ("nominationId") VALUES (NEW."id");
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "nomination_team_change" AFTER UPDATE OF "isTeam" ON "nomination"
        FOR EACH ROW WHEN (OLD."isTeam" IS DISTINCT FROM NEW."isTeam")
        EXECUTE FUNCTION "note_nomination_team_change"()`,
    );
    await queryRunner.query(
      `INSERT INTO "nomination_change" ("nominationId") SELECT "nominationId" FROM "nomination_result_source"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "nomination_team_change" ON "nomination"`);
    await queryRunner.query(`DROP FUNCTION "note_nomination_team_change"()`);
    await queryRunner.query(`DROP TRIGGER "fight_nomination_change_rows" ON "fight"`);
    for (const table of ['fight', 'stage', 'participant'])
      await queryRunner.query(`DROP TRIGGER "${table}_nomination_change" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "note_nomination_change"()`);
    await queryRunner.query(`DROP TABLE "nomination_change"`);
  }
}
