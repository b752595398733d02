import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Following (issue 32): users follow fighters and clubs, and keep named groups of fighters. */
export class Following1796610000001 implements MigrationInterface {
  name = 'Following1796610000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "follow" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL,
        "fighterId" uuid, "clubId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_follow_user_fighter" UNIQUE ("userId", "fighterId"),
        CONSTRAINT "UQ_follow_user_club" UNIQUE ("userId", "clubId"),
        CONSTRAINT "CHK_follow_one_target" CHECK (("fighterId" IS NULL) <> ("clubId" IS NULL)),
        CONSTRAINT "PK_follow" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_follow_fighter" ON "follow" ("fighterId")`);
    await queryRunner.query(`CREATE INDEX "IDX_follow_club" ON "follow" ("clubId")`);
    await queryRunner.query(
      `ALTER TABLE "follow" ADD CONSTRAINT "FK_follow_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow" ADD CONSTRAINT "FK_follow_fighter" FOREIGN KEY ("fighterId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow" ADD CONSTRAINT "FK_follow_club" FOREIGN KEY ("clubId")
        REFERENCES "club"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "follow_group" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ownerId" uuid NOT NULL,
        "name" character varying(60) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_follow_group_owner_name" UNIQUE ("ownerId", "name"),
        CONSTRAINT "PK_follow_group" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow_group" ADD CONSTRAINT "FK_follow_group_owner" FOREIGN KEY ("ownerId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "follow_group_member" ("groupId" uuid NOT NULL, "fighterId" uuid NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_follow_group_member" PRIMARY KEY ("groupId", "fighterId"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_follow_group_member_fighter" ON "follow_group_member" ("fighterId")`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow_group_member" ADD CONSTRAINT "FK_follow_group_member_group" FOREIGN KEY ("groupId")
        REFERENCES "follow_group"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "follow_group_member" ADD CONSTRAINT "FK_follow_group_member_fighter" FOREIGN KEY ("fighterId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "follow_group_member"`);
    await queryRunner.query(`DROP TABLE "follow_group"`);
    await queryRunner.query(`DROP TABLE "follow"`);
  }
}
