/**
 * Prints the SQL that brings an empty (or older) Postgres schema up to the entities, as a migration class.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/scratch node dist/database/generate-migration.js Name
 * Review the output, save it under src/database/migrations/, add it to MIGRATIONS. Never edit a committed one.
 */
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

const name = process.argv[2] ?? 'Migration';
const dataSource = new DataSource({
  type: 'postgres',
  uuidExtension: 'pgcrypto',
  url: process.env.DATABASE_URL,
  entities: ENTITIES,
  migrations: MIGRATIONS,
});
await dataSource.initialize();
await dataSource.runMigrations();
const sql = await dataSource.driver.createSchemaBuilder().log();
const timestamp = Date.now();
const esc = (q: string) => q.replace(/\\/g, '\\\\').replace(/`/g, '\\`');
const up = sql.upQueries.map((q) => `    await queryRunner.query(\`${esc(q.query)}\`);`).join('\n');
const down = [...sql.downQueries]
  .reverse()
  .map((q) => `    await queryRunner.query(\`${esc(q.query)}\`);`)
  .join('\n');
console.log(`import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}`);
await dataSource.destroy();
