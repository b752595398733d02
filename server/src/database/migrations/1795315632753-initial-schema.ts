import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795315632753 implements MigrationInterface {
  name = 'InitialSchema1795315632753';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "club" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "country" character varying(2), "city" character varying(100), "deleted" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_79282481e036a6e0b180afa38aa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_322faf496232983f0a0f8877ca" ON "club"  ("title") `);
    await queryRunner.query(
      `CREATE TABLE "weapon_type" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "deleted" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d6d8b1727bdd8cbbd672ffbadcb" UNIQUE ("title"), CONSTRAINT "PK_41a9c64ef5dfc5c5c24107a0d1a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "weapon" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "weaponTypeId" uuid NOT NULL, "deleted" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8d7a2a841892a5479b72de5a20c" UNIQUE ("title"), CONSTRAINT "PK_41fe726bde6432339c1d4595d29" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "zone" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(32) NOT NULL, "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "isInRussia" boolean NOT NULL DEFAULT false, "deleted" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1ffb58e6ab282b954278aae8123" UNIQUE ("slug"), CONSTRAINT "PK_bd3989e5a3c3fb5ed546dfaf832" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "middleName" character varying(100), "name" character varying(320) NOT NULL, "username" character varying(32) NOT NULL, "email" character varying(254) NOT NULL, "passwordHash" character varying(200) NOT NULL, "role" character varying(20) NOT NULL DEFAULT 'USER', "licenseFrom" TIMESTAMP WITH TIME ZONE, "licenseTill" TIMESTAMP WITH TIME ZONE, "country" character varying(2), "city" character varying(100), "clubId" uuid, "zones" uuid array NOT NULL DEFAULT '{}', "tester" boolean NOT NULL DEFAULT false, "favouriteWeapons" uuid array NOT NULL DEFAULT '{}', "deleted" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_78a916df40e02a9deb1c4b75edb" UNIQUE ("username"), CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"), CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_065d4d8f3b5adb4a08841eae3c" ON "user"  ("name") `);
    await queryRunner.query(
      `CREATE TABLE "organizer_request" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'PENDING', "message" text NOT NULL DEFAULT '', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedById" uuid, CONSTRAINT "PK_0e1efa4f1d5f3707a6574f86036" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_961e33b9a86a5cecc1a0482df2" ON "organizer_request"  ("userId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "recovery_code" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "codeHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_b7f1e23329e93a80e25fd281922" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0e10289994b9a90be4cde06e15" ON "recovery_code"  ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "session" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "tokenHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "userAgent" character varying(300), CONSTRAINT "UQ_ff3b5bfd0767bd32942e5ccaad0" UNIQUE ("tokenHash"), CONSTRAINT "PK_f55da76ac1c3ac420f444d2ff11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session"  ("userId") `);
    await queryRunner.query(
      `ALTER TABLE "weapon" ADD CONSTRAINT "FK_f8ddb9a28a2677b16c07f7e1b97" FOREIGN KEY ("weaponTypeId") REFERENCES "weapon_type"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user" ADD CONSTRAINT "FK_9bf449f75aa016d6fcf8230f159" FOREIGN KEY ("clubId") REFERENCES "club"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "organizer_request" ADD CONSTRAINT "FK_961e33b9a86a5cecc1a0482df2d" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "recovery_code" ADD CONSTRAINT "FK_0e10289994b9a90be4cde06e15c" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "session" ADD CONSTRAINT "FK_3d2f174ef04fb312fdebd0ddc53" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "session" DROP CONSTRAINT "FK_3d2f174ef04fb312fdebd0ddc53"`);
    await queryRunner.query(`ALTER TABLE "recovery_code" DROP CONSTRAINT "FK_0e10289994b9a90be4cde06e15c"`);
    await queryRunner.query(
      `ALTER TABLE "organizer_request" DROP CONSTRAINT "FK_961e33b9a86a5cecc1a0482df2d"`,
    );
    await queryRunner.query(`ALTER TABLE "user" DROP CONSTRAINT "FK_9bf449f75aa016d6fcf8230f159"`);
    await queryRunner.query(`ALTER TABLE "weapon" DROP CONSTRAINT "FK_f8ddb9a28a2677b16c07f7e1b97"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3d2f174ef04fb312fdebd0ddc5"`);
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0e10289994b9a90be4cde06e15"`);
    await queryRunner.query(`DROP TABLE "recovery_code"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_961e33b9a86a5cecc1a0482df2"`);
    await queryRunner.query(`DROP TABLE "organizer_request"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_065d4d8f3b5adb4a08841eae3c"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TABLE "zone"`);
    await queryRunner.query(`DROP TABLE "weapon"`);
    await queryRunner.query(`DROP TABLE "weapon_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_322faf496232983f0a0f8877ca"`);
    await queryRunner.query(`DROP TABLE "club"`);
  }
}
