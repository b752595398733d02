import type { DataSource, EntityManager } from 'typeorm';
import { sqlOf } from '../database/sql.js';
import { UUID } from '../common/validation.js';

/** A zone named by its id or its slug (as list filters and page addresses name it), or undefined. */
export function findZone(source: DataSource | EntityManager, key: string) {
  return sqlOf(source)
    .selectFrom('zone')
    .select(['id', 'slug'])
    .where(UUID.test(key) ? 'id' : 'slug', '=', key)
    .executeTakeFirst();
}
