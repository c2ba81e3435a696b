import type { EntityManager, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import type { Page, PageRequest } from '../core/pagination';
import { columnReaders, execute, type Hydrator } from './statements';

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
export async function paginate<T extends ObjectLiteral & { id: number }>(qb: SelectQueryBuilder<T>, req: PageRequest): Promise<Page<T>> {
  const alias = qb.alias;
  if (req.mode === 'offset') {
    const [items, total] = await Promise.all([
      many(
        qb
          .clone()
          .orderBy(`${alias}.id`, 'DESC')
          .skip((req.page - 1) * req.perPage)
          .take(req.perPage),
      ),
      count(qb),
    ]);
    return { mode: 'offset', items, total, page: req.page, perPage: req.perPage };
  }
  const bounded = qb.clone();
  if (req.next !== undefined) bounded.andWhere(`${alias}.id < :kobo_cursor`, { kobo_cursor: req.next });
  if (req.previous !== undefined) bounded.andWhere(`${alias}.id > :kobo_cursor`, { kobo_cursor: req.previous });
  return cursorPage(await many(bounded.orderBy(`${alias}.id`, req.previous !== undefined ? 'ASC' : 'DESC').take(req.perPage + 1)), req);
}

// A cursor page from the rows read past the cursor (one more than the page, to know if there are more).
function cursorPage<T extends { id: number }>(rows: T[], req: Extract<PageRequest, { mode: 'cursor' }>): Page<T> {
  const backwards = req.previous !== undefined;
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

// The same pages for a hot list whose SQL is written by hand: `where` (placeholders `?`, scoped to
// the caller's integration and mode) over one table read through a Hydrator. The statements are
// built once per filter shape, not by the query builder on every request.
export interface RowQuery<T extends ObjectLiteral> {
  rows: Hydrator<T>;
  table: string;
  where: string;
  params: unknown[];
}

// Per Hydrator, the statements built for each filter shape (a few recur; bounded all the same).
const built = new WeakMap<object, Map<string, string>>();
function sqlFor(rows: object, key: string, build: () => string): string {
  let cache = built.get(rows);
  if (!cache) built.set(rows, (cache = new Map()));
  let sql = cache.get(key);
  if (sql === undefined) {
    sql = build();
    if (cache.size >= 64) cache.clear();
    cache.set(key, sql);
  }
  return sql;
}

const TOTAL = 'kobo_total';

export async function paginateRows<T extends ObjectLiteral & { id: number }>(em: EntityManager, q: RowQuery<T>, req: PageRequest): Promise<Page<T>> {
  const { alias } = q.rows;
  const from = `FROM ${q.table} ${alias} WHERE ${q.where}`;
  const hydrate = (rows: Record<string, unknown>[]) => rows.map((r) => q.rows.hydrate(r)!);
  if (req.mode === 'offset') {
    // The page and its total in one statement: the count is an uncorrelated subquery, which both
    // databases run once per statement, not per row. One round trip, where two ran side by side,
    // and one statement for the server to dispatch. A page past the end has no row to carry the
    // total: the count then runs alone.
    const sql = sqlFor(
      q.rows,
      `o ${from}`,
      () => `SELECT ${q.rows.select}, (SELECT COUNT(*) ${from}) AS ${TOTAL} ${from} ORDER BY ${alias}.id DESC LIMIT ? OFFSET ?`,
    );
    const { rows } = await execute(em, sql, [...q.params, ...q.params, req.perPage, (req.page - 1) * req.perPage]);
    const total = rows.length ? Number(rows[0]![TOTAL]) : await countRows(em, q);
    return { mode: 'offset', items: hydrate(rows), total, page: req.page, perPage: req.perPage };
  }
  const cursor = req.next ?? req.previous;
  const bound = req.next !== undefined ? ` AND ${alias}.id < ?` : req.previous !== undefined ? ` AND ${alias}.id > ?` : '';
  const order = req.previous !== undefined ? 'ASC' : 'DESC';
  const sql = sqlFor(q.rows, `c ${from}${bound} ${order}`, () => `SELECT ${q.rows.select} ${from}${bound} ORDER BY ${alias}.id ${order} LIMIT ?`);
  const { rows } = await execute(em, sql, [...q.params, ...(cursor === undefined ? [] : [cursor]), req.perPage + 1]);
  return cursorPage(hydrate(rows), req);
}

export async function countRows<T extends ObjectLiteral>(em: EntityManager, q: RowQuery<T>): Promise<number> {
  const from = `FROM ${q.table} ${q.rows.alias} WHERE ${q.where}`;
  const { rows } = await execute(
    em,
    sqlFor(q.rows, `n ${from}`, () => `SELECT COUNT(*) AS cnt ${from}`),
    q.params,
  );
  return Number(rows[0]?.cnt ?? 0);
}
