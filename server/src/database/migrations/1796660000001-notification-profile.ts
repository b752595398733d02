import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language a person's notification mails are written in (notifications/notification-profile.entity.ts). */
export class NotificationProfile1796660000001 implements MigrationInterface {
  name = 'NotificationProfile1796660000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_profile" ("userId" uuid NOT NULL, "locale" character varying(5) NOT NULL DEFAULT 'en',
        CONSTRAINT "PK_notification_profile" PRIMARY KEY ("userId"),
        CONSTRAINT "FK_notification_profile_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_profile"`);
  }
}
