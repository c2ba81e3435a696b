import { inRequestGroup, RunAlone } from './group-commit';
import type { DataSource, SelectQueryBuilder, ObjectLiteral, QueryRunner, TableColumnOptions } from 'typeorm';

export type Dialect = 'mysql' | 'sqlite';

export function dialectOf(source: DataSource | QueryRunner): Dialect {
  const type = ('connection' in source ? source.connection : source).options.type;
  return type === 'mysql' || type === 'mariadb' ? 'mysql' : 'sqlite';
}

// SELECT … FOR UPDATE where row locks exist; SQLite already serialises writers (db/unit-of-work.ts).
// A lock does not separate the members of a group commit (one transaction): such a request runs
// alone (db/group-commit.ts).
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, dialect: Dialect): SelectQueryBuilder<T> {
  if (dialect !== 'mysql') return qb;
  if (inRequestGroup((qb as unknown as { queryRunner?: QueryRunner }).queryRunner?.manager)) throw new RunAlone('a locking read');
  return qb.setLock('pessimistic_write');
}

export function forUpdateSkipLocked<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, dialect: Dialect): SelectQueryBuilder<T> {
  return dialect === 'mysql' ? qb.setLock('pessimistic_write').setOnLocked('skip_locked') : qb;
}

// For a locking read or a write of the rows an `id IN (…)` list names, and no others: forced
// through the primary key on MySQL/MariaDB, whose optimizer reads a long list against a small
// table by scanning the whole key, so the statement locked (or waited for) every row it passed:
// claims stalled behind rows other transactions held, and deadlocked with them and with inserts.
// A read that must walk one index in its order (a LIMIT over an ORDER BY the index gives), where the
// planner might pick another index that matches the filter and sort the whole range instead.
export function byIndex(dialect: Dialect, name: string): string {
  return dialect === 'mysql' ? ` FORCE INDEX (${name})` : ` INDEXED BY ${name}`;
}

export function byPrimaryKey(dialect: Dialect): string {
  return dialect === 'mysql' ? ' FORCE INDEX (PRIMARY)' : '';
}

// Column shapes for migrations, written once for both dialects. SQLite's AUTOINCREMENT needs exactly
// INTEGER PRIMARY KEY; MySQL gets BIGINT UNSIGNED.
export const col = {
  id: (qr: QueryRunner): TableColumnOptions => ({
    name: 'id',
    type: dialectOf(qr) === 'mysql' ? 'bigint' : 'integer',
    unsigned: dialectOf(qr) === 'mysql',
    isPrimary: true,
    isGenerated: true,
    generationStrategy: 'increment',
  }),
  ref: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'bigint', unsigned: true, isNullable: nullable }),
  money: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'bigint', isNullable: nullable }),
  bigint: (name: string, def?: number): TableColumnOptions => ({ name, type: 'bigint', isNullable: false, default: def }),
  int: (name: string, def?: number, nullable = false): TableColumnOptions => ({ name, type: 'int', isNullable: nullable, default: def }),
  text: (name: string, length = 255, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable }),
  domain: (): TableColumnOptions => ({ name: 'domain', type: 'varchar', length: '4', isNullable: false }),
  bool: (name: string, def = false): TableColumnOptions => ({ name, type: 'boolean', isNullable: false, default: def }),
  json: (name: string): TableColumnOptions => ({ name, type: 'json', isNullable: true }),
  time: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: nullable }),
};
