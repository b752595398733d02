import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Competition1795316763890 implements MigrationInterface {
  name = 'Competition1795316763890';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tournament" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "idString" character varying(64) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "descriptionPayment" text NOT NULL DEFAULT '', "stream" character varying(500) NOT NULL DEFAULT '', "link" jsonb NOT NULL DEFAULT '{"url":"","label":""}', "linkRules" jsonb NOT NULL DEFAULT '{"url":"","label":""}', "authorId" uuid NOT NULL, "zoneId" uuid, "country" character varying(2), "city" character varying(100), "state" character varying(100), "address" character varying(300), "status" character varying(20) NOT NULL DEFAULT 'DEVELOPING', "dateStart" date NOT NULL, "dateEnd" date NOT NULL, "registrationDateStart" TIMESTAMP WITH TIME ZONE, "registrationDateEnd" TIMESTAMP WITH TIME ZONE, "registrationEnabled" boolean NOT NULL DEFAULT false, "registrationFields" jsonb NOT NULL DEFAULT '[]', "registrationText" text NOT NULL DEFAULT '', "applicationsAccess" character varying(20) NOT NULL DEFAULT 'PUBLIC', "applicationsShowPayments" boolean NOT NULL DEFAULT false, "applicationsShowWaitingList" boolean NOT NULL DEFAULT false, "imported" boolean NOT NULL DEFAULT false, "approved" boolean NOT NULL DEFAULT false, "isTest" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_38af142d8d72b61b59634583b1a" UNIQUE ("idString"), CONSTRAINT "PK_449f912ba2b62be003f0c22e767" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_5d37d8547971d436e3972582dc" ON "tournament"  ("title") `);
    await queryRunner.query(`CREATE INDEX "IDX_c557c9c42b3c8d646981aeb0c1" ON "tournament"  ("authorId") `);
    await queryRunner.query(`CREATE INDEX "IDX_68575d8397a56e4bd48afc9564" ON "tournament"  ("status") `);
    await queryRunner.query(
      `CREATE TABLE "area" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tournamentId" uuid NOT NULL, "title" character varying(100) NOT NULL, "index" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_39d5e4de490139d6535d75f42ff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9277e2cbb58cbc943e9b122ee2" ON "area"  ("tournamentId") `);
    await queryRunner.query(
      `CREATE TABLE "nomination" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tournamentId" uuid NOT NULL, "idString" character varying(64) NOT NULL, "title" character varying(200) NOT NULL, "weaponId" uuid, "fighterLimit" integer, "registrationNote" text NOT NULL DEFAULT '', "colorLeft" character varying(10) NOT NULL DEFAULT 'red', "colorRight" character varying(10) NOT NULL DEFAULT 'blue', "redSide" smallint NOT NULL DEFAULT '1', "ratingMode" character varying(20) NOT NULL DEFAULT 'MATCH_POINTS', "isFighting" boolean NOT NULL DEFAULT true, "isTeam" boolean NOT NULL DEFAULT false, "teamMembers" integer, "scoringPlacement" character varying(10) NOT NULL DEFAULT 'FIGHT', "rules" jsonb NOT NULL DEFAULT '{}', "index" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_218d55563f10c5be850a65dab70" UNIQUE ("tournamentId", "idString"), CONSTRAINT "PK_52e10255e966818cbebfc0f1144" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2df54ed7a0f75e6dfe668e4691" ON "nomination"  ("tournamentId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stage" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "nominationId" uuid NOT NULL, "index" integer NOT NULL, "type" character varying(20) NOT NULL, "label" character varying(100) NOT NULL DEFAULT '', "settings" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c54d11b3c24a188262844af1612" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0ea5fcbb7e7885486c9be5287a" ON "stage"  ("nominationId") `);
    await queryRunner.query(
      `CREATE TABLE "pool" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "stageId" uuid NOT NULL, "index" integer NOT NULL, "round" integer NOT NULL DEFAULT '0', "side" smallint NOT NULL DEFAULT '0', "floor" smallint NOT NULL DEFAULT '0', "isTeam" boolean NOT NULL DEFAULT false, "title" character varying(100) NOT NULL DEFAULT '', "fighters" uuid array NOT NULL DEFAULT '{}', CONSTRAINT "PK_db1bfe411e1516c01120b85f8fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d2b92fab9bdb2c20ab8c43ddbf" ON "pool"  ("stageId") `);
    await queryRunner.query(
      `CREATE TABLE "fight" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "poolId" uuid NOT NULL, "stageId" uuid NOT NULL, "nominationId" uuid NOT NULL, "tournamentId" uuid NOT NULL, "index" integer NOT NULL, "bracketKey" character varying(40), "nextBracketKey" character varying(40), "nextSlot" smallint, "loserNextBracketKey" character varying(40), "loserNextSlot" smallint, "fighter1Id" uuid, "fighter2Id" uuid, "areaId" uuid, "areaOrder" integer, "snapshot" jsonb NOT NULL, "version" integer NOT NULL DEFAULT '0', "status" character varying(20) NOT NULL DEFAULT 'scheduled', "score1" integer NOT NULL DEFAULT '0', "score2" integer NOT NULL DEFAULT '0', "result" character varying(10) NOT NULL DEFAULT 'NONE', "isBye" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c6ddb4bcedc3415b9f1b9d07b06" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_190ee8469c5b7c7aeca271ed64" ON "fight"  ("poolId") `);
    await queryRunner.query(`CREATE INDEX "IDX_d6d0246eba938f1296dc8061a2" ON "fight"  ("stageId") `);
    await queryRunner.query(`CREATE INDEX "IDX_15917ee527c0c3749f46bf4267" ON "fight"  ("nominationId") `);
    await queryRunner.query(`CREATE INDEX "IDX_455af1e5d1b2bb46c7cdcf52ec" ON "fight"  ("tournamentId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_97790417c09c7bbb4bd2be2881" ON "fight"  ("areaId", "areaOrder") `,
    );
    await queryRunner.query(
      `CREATE TABLE "fight_event" ("id" BIGSERIAL NOT NULL, "fightId" uuid NOT NULL, "commandId" character varying(64) NOT NULL, "userId" uuid, "event" jsonb NOT NULL, "version" integer NOT NULL, "applied" boolean NOT NULL, "reason" character varying(64), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a01cf23c0df02d34761c5d43448" UNIQUE ("commandId"), CONSTRAINT "PK_2c942b20311d7a2bbcb286abc37" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fb4782d6c9b04eb92c4bac6ca0" ON "fight_event"  ("fightId", "version") `,
    );
    await queryRunner.query(
      `CREATE TABLE "participant" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "nominationId" uuid NOT NULL, "userId" uuid NOT NULL, "seed" integer, "droppedOut" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e51b337fde93ff566a111e63bf0" UNIQUE ("nominationId", "userId"), CONSTRAINT "PK_64da4237f502041781ca15d4c41" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c804f847a9222f76327bed25cf" ON "participant"  ("nominationId") `,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament" ADD CONSTRAINT "FK_c557c9c42b3c8d646981aeb0c1e" FOREIGN KEY ("authorId") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tournament" ADD CONSTRAINT "FK_d666caebf31faf1deaf24d78eef" FOREIGN KEY ("zoneId") REFERENCES "zone"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "area" ADD CONSTRAINT "FK_9277e2cbb58cbc943e9b122ee2d" FOREIGN KEY ("tournamentId") REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "nomination" ADD CONSTRAINT "FK_2df54ed7a0f75e6dfe668e4691e" FOREIGN KEY ("tournamentId") REFERENCES "tournament"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "nomination" ADD CONSTRAINT "FK_dfe76c219a62904d1f88f6a55ef" FOREIGN KEY ("weaponId") REFERENCES "weapon"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stage" ADD CONSTRAINT "FK_0ea5fcbb7e7885486c9be5287ac" FOREIGN KEY ("nominationId") REFERENCES "nomination"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pool" ADD CONSTRAINT "FK_d2b92fab9bdb2c20ab8c43ddbf5" FOREIGN KEY ("stageId") REFERENCES "stage"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fight" ADD CONSTRAINT "FK_190ee8469c5b7c7aeca271ed64a" FOREIGN KEY ("poolId") REFERENCES "pool"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fight" ADD CONSTRAINT "FK_2b3349dcf037114eeda1170109a" FOREIGN KEY ("areaId") REFERENCES "area"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "participant" ADD CONSTRAINT "FK_c804f847a9222f76327bed25cf5" FOREIGN KEY ("nominationId") REFERENCES "nomination"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "participant" ADD CONSTRAINT "FK_b915e97dea27ffd1e40c8003b3b" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "participant" DROP CONSTRAINT "FK_b915e97dea27ffd1e40c8003b3b"`);
    await queryRunner.query(`ALTER TABLE "participant" DROP CONSTRAINT "FK_c804f847a9222f76327bed25cf5"`);
    await queryRunner.query(`ALTER TABLE "fight" DROP CONSTRAINT "FK_2b3349dcf037114eeda1170109a"`);
    await queryRunner.query(`ALTER TABLE "fight" DROP CONSTRAINT "FK_190ee8469c5b7c7aeca271ed64a"`);
    await queryRunner.query(`ALTER TABLE "pool" DROP CONSTRAINT "FK_d2b92fab9bdb2c20ab8c43ddbf5"`);
    await queryRunner.query(`ALTER TABLE "stage" DROP CONSTRAINT "FK_0ea5fcbb7e7885486c9be5287ac"`);
    await queryRunner.query(`ALTER TABLE "nomination" DROP CONSTRAINT "FK_dfe76c219a62904d1f88f6a55ef"`);
    await queryRunner.query(`ALTER TABLE "nomination" DROP CONSTRAINT "FK_2df54ed7a0f75e6dfe668e4691e"`);
    await queryRunner.query(`ALTER TABLE "area" DROP CONSTRAINT "FK_9277e2cbb58cbc943e9b122ee2d"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP CONSTRAINT "FK_d666caebf31faf1deaf24d78eef"`);
    await queryRunner.query(`ALTER TABLE "tournament" DROP CONSTRAINT "FK_c557c9c42b3c8d646981aeb0c1e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c804f847a9222f76327bed25cf"`);
    await queryRunner.query(`DROP TABLE "participant"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fb4782d6c9b04eb92c4bac6ca0"`);
    await queryRunner.query(`DROP TABLE "fight_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97790417c09c7bbb4bd2be2881"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_455af1e5d1b2bb46c7cdcf52ec"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_15917ee527c0c3749f46bf4267"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d6d0246eba938f1296dc8061a2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_190ee8469c5b7c7aeca271ed64"`);
    await queryRunner.query(`DROP TABLE "fight"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d2b92fab9bdb2c20ab8c43ddbf"`);
    await queryRunner.query(`DROP TABLE "pool"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ea5fcbb7e7885486c9be5287a"`);
    await queryRunner.query(`DROP TABLE "stage"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2df54ed7a0f75e6dfe668e4691"`);
    await queryRunner.query(`DROP TABLE "nomination"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9277e2cbb58cbc943e9b122ee2"`);
    await queryRunner.query(`DROP TABLE "area"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_68575d8397a56e4bd48afc9564"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c557c9c42b3c8d646981aeb0c1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d37d8547971d436e3972582dc"`);
    await queryRunner.query(`DROP TABLE "tournament"`);
  }
}
