import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ring judges: accounts that may score the fights of one ring (and nothing else), added by the organizer or through
 * an invitation code. A revoked judge keeps their row (who added, who revoked, when) for the organizer's record;
 * at most one standing row per ring and person.
 */
export class RingJudges1796500000001 implements MigrationInterface {
  name = 'RingJudges1796500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ring_judge" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "areaId" uuid NOT NULL,
        "tournamentId" uuid NOT NULL, "userId" uuid NOT NULL, "addedById" uuid, "inviteCode" character varying(16),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revokedAt" TIMESTAMP WITH TIME ZONE,
        "revokedById" uuid, CONSTRAINT "PK_ring_judge" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_ring_judge_standing" ON "ring_judge" ("areaId", "userId") WHERE "revokedAt" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ring_judge_userId" ON "ring_judge" ("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_ring_judge_tournamentId" ON "ring_judge" ("tournamentId")`);
    await queryRunner.query(
      `ALTER TABLE "ring_judge" ADD CONSTRAINT "FK_ring_judge_area" FOREIGN KEY ("areaId")
        REFERENCES "area"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ring_judge" ADD CONSTRAINT "FK_ring_judge_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "ring_judge_invite" ("code" character varying(16) NOT NULL, "areaId" uuid NOT NULL,
        "createdById" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "usedById" uuid,
        CONSTRAINT "PK_ring_judge_invite" PRIMARY KEY ("code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ring_judge_invite_areaId" ON "ring_judge_invite" ("areaId")`);
    await queryRunner.query(
      `ALTER TABLE "ring_judge_invite" ADD CONSTRAINT "FK_ring_judge_invite_area" FOREIGN KEY ("areaId")
        REFERENCES "area"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ring_judge_invite"`);
    await queryRunner.query(`DROP TABLE "ring_judge"`);
  }
}
