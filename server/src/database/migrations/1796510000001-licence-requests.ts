import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Licence extension requests: an organizer asks, an admin grants a new licence end or refuses with a reason. */
export class LicenceRequests1796510000001 implements MigrationInterface {
  name = 'LicenceRequests1796510000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "licence_request" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL,
        "status" character varying(20) NOT NULL DEFAULT 'PENDING', "message" text NOT NULL DEFAULT '',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decidedAt" TIMESTAMP WITH TIME ZONE,
        "decidedById" uuid, "grantedTill" TIMESTAMP WITH TIME ZONE, "refusalReason" text,
        CONSTRAINT "PK_licence_request" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_licence_request_user" ON "licence_request" ("userId")`);
    await queryRunner.query(`CREATE INDEX "IDX_licence_request_status" ON "licence_request" ("status")`);
    await queryRunner.query(
      `ALTER TABLE "licence_request" ADD CONSTRAINT "FK_licence_request_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "licence_request" ADD CONSTRAINT "FK_licence_request_decided_by" FOREIGN KEY ("decidedById")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "licence_request"`);
  }
}
