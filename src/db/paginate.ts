import type { EntityManager, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import type { Page, PageRequest } from '../core/pagination';
import { columnReaders, execute } from './statements';

// A plain one-table query (no joins, no custom select) runs as a prepared statement and is
// hydrated here; anything else goes through TypeORM as built.
async function many<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<T[]> {
  const map = qb.expressionMap;
  if (map.joinAttributes.length || map.selects.length !== 1 || map.selects[0]!.selection !== qb.alias || !map.mainAlias?.hasMetadata) return qb.getMany();
  const meta = map.mainAlias.metadata;
  const [sql, params] = qb.getQueryAndParameters();
  const { rows } = await execute(managerOf(qb), sql, params);
  const columns = meta.columns;
  const readers = columnReaders(qb.connection, meta);
  const keys = columns.map((c) => `${qb.alias}_${c.databaseName}`);
  return rows.map((raw) => {
    const entity = meta.create() as Record<string, unknown>;
    for (let i = 0; i < columns.length; i++) entity[columns[i]!.propertyName] = readers[i]!(raw[keys[i]!]);
    return entity as T;
  });
}

function managerOf(qb: SelectQueryBuilder<ObjectLiteral>): EntityManager {
  return (qb as unknown as { queryRunner?: QueryRunner }).queryRunner?.manager ?? qb.connection.manager;
}

// COUNT(*) of the filter (TypeORM's getCount counts DISTINCT ids, which the id key makes needless).
async function count<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const [sql, params] = qb.clone().select('COUNT(*)', 'cnt').orderBy().getQueryAndParameters();
  const { rows } = await execute(managerOf(qb), sql, params);
  return Number(rows[0]?.cnt ?? 0);
}

// Newest first, keyed on the auto-increment id. Cursor pages use `id < next` / `id > previous`, so a
// row inserted between two requests (it gets a higher id) never shifts or repeats a later page.
export async function paginate<T extends ObjectLiteral & { id: number }>(
  qb: SelectQueryBuilder<T>,
  req: PageRequest,
): Promise<Page<T>> {
  const alias = qb.alias;
  if (req.mode === 'offset') {
    const [items, total] = await Promise.all([
      many(qb.clone().orderBy(`${alias}.id`, 'DESC').skip((req.page - 1) * req.perPage).take(req.perPage)),
      count(qb),
    ]);
    return { mode: 'offset', items, total, page: req.page, perPage: req.perPage };
  }
  const backwards = req.previous !== undefined;
  const bounded = qb.clone();
  if (req.next !== undefined) bounded.andWhere(`${alias}.id < :kobo_cursor`, { kobo_cursor: req.next });
  if (backwards) bounded.andWhere(`${alias}.id > :kobo_cursor`, { kobo_cursor: req.previous });
  const rows = await many(bounded.orderBy(`${alias}.id`, backwards ? 'ASC' : 'DESC').take(req.perPage + 1));
  const more = rows.length > req.perPage;
  const items = rows.slice(0, req.perPage);
  if (backwards) items.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  // Going forward, "previous" exists whenever we started from a cursor; going back, "next" does.
  const hasNext = backwards ? items.length > 0 : more;
  const hasPrevious = backwards ? more : req.next !== undefined && items.length > 0;
  return {
    mode: 'cursor',
    items,
    perPage: req.perPage,
    next: hasNext && last ? last.id : null,
    previous: hasPrevious && first ? first.id : null,
  };
}
