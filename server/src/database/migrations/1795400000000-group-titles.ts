import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pool titles as parts (key + number) instead of English text, so clients translate them. Titles the generator
 * wrote are read back into parts; any other text stays as the organizer's own title.
 */
export class GroupTitles1795400000000 implements MigrationInterface {
  name = 'GroupTitles1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "pool" ADD "titleKey" character varying(32) NOT NULL DEFAULT 'pool'`,
    );
    await queryRunner.query(`ALTER TABLE "pool" ADD "titleNumber" integer`);
    const numbered: [string, string][] = [
      ['pool', 'Pool'],
      ['swissRound', 'Round'],
      ['roundOf', 'Round of'],
      ['upperRound', 'Upper round'],
      ['lowerRound', 'Lower round'],
    ];
    for (const [key, prefix] of numbered) {
      await queryRunner.query(
        `UPDATE "pool" SET "titleKey" = $1, "titleNumber" = substring("title" from $2)::int, "title" = ''
          WHERE "title" ~ $3`,
        [key, `^${prefix} ([0-9]+)$`, `^${prefix} [0-9]+$`],
      );
    }
    const plain: [string, string][] = [
      ['finals', 'Finals'],
      ['semiFinals', 'Semi-finals'],
      ['quarterFinals', 'Quarter-finals'],
      ['upperFinal', 'Upper final'],
      ['lowerFinal', 'Lower final'],
      ['grandFinal', 'Grand final'],
      ['grandFinalReset', 'Grand final reset'],
    ];
    for (const [key, text] of plain) {
      await queryRunner.query(`UPDATE "pool" SET "titleKey" = $1, "title" = '' WHERE "title" = $2`, [
        key,
        text,
      ]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pool" DROP COLUMN "titleNumber"`);
    await queryRunner.query(`ALTER TABLE "pool" DROP COLUMN "titleKey"`);
  }
}
