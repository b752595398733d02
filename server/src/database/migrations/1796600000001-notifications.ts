import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (issue 32): browsers' push subscriptions, each person's channel per kind, and the keys of the
 * notifications sent, whose unique insert makes a notification go once across replicas.
 */
export class Notifications1796600000001 implements MigrationInterface {
  name = 'Notifications1796600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_subscription" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL,
        "endpoint" text NOT NULL, "p256dh" character varying(200) NOT NULL, "auth" character varying(100) NOT NULL,
        "userAgent" character varying(300) NOT NULL DEFAULT '', "locale" character varying(5) NOT NULL DEFAULT 'en',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_push_subscription" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_push_subscription_user" ON "push_subscription" ("userId")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_push_subscription_endpoint" ON "push_subscription" ("endpoint")`,
    );
    await queryRunner.query(
      `ALTER TABLE "push_subscription" ADD CONSTRAINT "FK_push_subscription_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_setting" ("userId" uuid NOT NULL, "kind" character varying(20) NOT NULL,
        "channel" character varying(10) NOT NULL, CONSTRAINT "PK_notification_setting" PRIMARY KEY ("userId", "kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_setting" ADD CONSTRAINT "FK_notification_setting_user" FOREIGN KEY ("userId")
        REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification_sent" ("key" character varying(300) NOT NULL,
        "sentAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_notification_sent" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_notification_sent_sentAt" ON "notification_sent" ("sentAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_sent"`);
    await queryRunner.query(`DROP TABLE "notification_setting"`);
    await queryRunner.query(`DROP TABLE "push_subscription"`);
  }
}
