import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys of a tournament's open feed (issue 33 item 3): hashed, revocable, one tournament each. */
export class ApiKeys1796733000001 implements MigrationInterface {
  name = 'ApiKeys1796733000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_key" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "tournamentId" uuid NOT NULL,
        "createdById" uuid, "name" character varying(100) NOT NULL, "prefix" character varying(16) NOT NULL,
        "hash" character varying(64) NOT NULL, "idempotencyKey" character varying(64),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_api_key" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_api_key_tournament_created" ON "api_key" ("tournamentId", "createdAt")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_api_key_hash" ON "api_key" ("hash")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_api_key_idempotency" ON "api_key" ("tournamentId", "idempotencyKey")`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_key" ADD CONSTRAINT "FK_api_key_tournament" FOREIGN KEY ("tournamentId")
        REFERENCES "tournament"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "api_key" ADD CONSTRAINT "FK_api_key_created_by" FOREIGN KEY ("createdById")
        REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_key"`);
  }
}
