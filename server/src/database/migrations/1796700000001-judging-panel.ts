import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several judges per ring (issue 33): a ring's panel seats, every judge's call (kept, never edited) and the panel's
 * decisions, each keyed by the EXCHANGE command it sends, so a decision enters the fight once across replicas.
 */
export class JudgingPanel1796700000001 implements MigrationInterface {
  name = 'JudgingPanel1796700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "panel_seat" ("areaId" uuid NOT NULL, "seat" character varying(10) NOT NULL,
        "userId" uuid NOT NULL, "takenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_panel_seat" PRIMARY KEY ("areaId", "seat"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_panel_seat_user" ON "panel_seat" ("areaId", "userId")`);
    await queryRunner.query(
      `ALTER TABLE "panel_seat" ADD CONSTRAINT "FK_panel_seat_area" FOREIGN KEY ("areaId")
        REFERENCES "area"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "panel_seat" ADD CONSTRAINT "FK_panel_seat_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "panel_decision" ("id" character varying(64) NOT NULL, "fightId" uuid NOT NULL,
        "exchangeId" character varying(64) NOT NULL, "exchange" jsonb NOT NULL, "decision" jsonb NOT NULL,
        "openedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "decidedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decidedById" uuid,
        "fightVersion" integer, "refusal" character varying(64), "replacedById" character varying(64),
        CONSTRAINT "PK_panel_decision" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_panel_decision_fight" ON "panel_decision" ("fightId")`);
    await queryRunner.query(
      `ALTER TABLE "panel_decision" ADD CONSTRAINT "FK_panel_decision_fight" FOREIGN KEY ("fightId")
        REFERENCES "fight"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "judge_call" ("id" character varying(64) NOT NULL, "fightId" uuid NOT NULL,
        "userId" uuid NOT NULL, "seat" character varying(10) NOT NULL, "exchange" jsonb NOT NULL,
        "pressedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "decisionId" character varying(64), "late" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_judge_call" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_judge_call_fight" ON "judge_call" ("fightId", "pressedAt")`);
    await queryRunner.query(
      `ALTER TABLE "judge_call" ADD CONSTRAINT "FK_judge_call_fight" FOREIGN KEY ("fightId")
        REFERENCES "fight"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "judge_call" ADD CONSTRAINT "FK_judge_call_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "judge_call"`);
    await queryRunner.query(`DROP TABLE "panel_decision"`);
    await queryRunner.query(`DROP TABLE "panel_seat"`);
  }
}
