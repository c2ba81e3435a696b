// The hot paths' statements, written once per entity and run as prepared statements: execute()
// and the statement classes built on it (Hydrator, InsertStatement with its merged multi-row form,
// UpdateStatement, KeyedSelect, FindOrInsertStatement). One file on purpose, past the ~400-line
// guide: the classes share the column mapping (persister, hydration), the statement-cache policy
// (keepMerged) and the dialect branches, and each is short; split apart they would export those
// internals to each other.
import { byPrimaryKey } from './dialect';
import type { DataSource, EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import { DomainError } from '../core/errors';
import { batcherOf, type MergeKind } from './batcher';

type Callback = (err: Error | null, result?: unknown) => void;
interface Mysql2Executor {
  execute(sql: string, params: unknown[], cb: Callback): unknown;
}

export interface Executed {
  rows: Array<Record<string, unknown>>;
  affected: number;
  insertId: number;
}

// Runs one statement of a hot path. On MySQL/MariaDB it goes through mysql2's `execute`: a
// server-side prepared statement, prepared once per pooled connection and cached there by mysql2
// (binary protocol, no SQL re-parsed by the server). Inside a transaction it runs on the
// transaction's connection; outside, on any pooled one. SQLite goes through TypeORM, whose
// better-sqlite3 runner keeps its own prepared-statement cache. The TypeORM logger still sees the
// statement and its parameters, as it sees TypeORM's own (Kobo runs it with logging off, so nothing
// prints them), so the statement-count tests count it and a test watching for a statement sees it.
// The per-connection cache is bounded (db/data-source.ts). `keep: false` closes the statement after
// this one use: merged statements over an unusual row count (see `keepMerged`) would otherwise fill
// the cache, each holding thousands of parameter definitions in memory.
export async function execute(em: EntityManager, sql: string, params: unknown[], keep = true): Promise<Executed> {
  const ds = em.connection;
  const type = ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') {
    const qr = em.queryRunner ?? ds.createQueryRunner();
    try {
      const r = await qr.query(sql, params, true);
      return { rows: r.records ?? [], affected: r.affected ?? 0, insertId: Number(r.raw ?? 0) };
    } finally {
      if (!em.queryRunner) await qr.release();
    }
  }
  ds.logger.logQuery(sql, params, em.queryRunner);
  const target: Mysql2Executor = em.queryRunner
    ? await (em.queryRunner as unknown as { connect(): Promise<Mysql2Executor> }).connect()
    : (ds.driver as unknown as { pool: Mysql2Executor }).pool;
  // A merged statement of a request group (db/group-commit.ts) has a row count that rarely recurs:
  // sent as text it costs one round trip, where preparing, executing and closing it cost two and a
  // write.
  const text = !keep && batcherOf(em)?.requestGroup === true;
  const result = await new Promise<unknown>((resolve, reject) => {
    const done: Callback = (err, r) => {
      if (!keep && !text) (target as unknown as { unprepare?(sql: string): void }).unprepare?.(sql);
      if (err) reject(err);
      else resolve(r);
    };
    if (text) (target as unknown as { query(sql: string, params: unknown[], cb: Callback): unknown }).query(sql, params, done);
    else target.execute(sql, params, done);
  });
  if (Array.isArray(result)) return { rows: result as Array<Record<string, unknown>>, affected: 0, insertId: 0 };
  const header = result as { affectedRows?: number; insertId?: number | string };
  return { rows: [], affected: Number(header.affectedRows ?? 0), insertId: Number(header.insertId ?? 0) };
}

// Outside a group a statement's shape is the use case's own (a payment's three ledger legs, its two
// events) and recurs: it stays prepared. Inside one, a merged statement over a full group's rows
// recurs too, and so does one over a few rows per member of a full group (three ledger legs per
// charge, two invoice events per renewal): closing and preparing it again each time cost a round
// trip, the parsing of thousands of parameter definitions by the node, and a parse by the server.
// One over any other count is closed after use.
const ROWS_PER_MEMBER_KEPT = 4;
function keepMerged(em: EntityManager, rows: number): boolean {
  const batcher = batcherOf(em);
  if (!batcher || rows === 1) return true;
  const full = batcher.fullSize;
  return full > 0 && rows % full === 0 && rows <= full * ROWS_PER_MEMBER_KEPT;
}

// Merged statements' SQL, one string object per row count (and variant): mysql2 finds its prepared
// statement by the SQL text, and a string built anew (tens of kB for a merged group) would be
// built and hashed anew every time. Bounded: a few row counts recur.
class SqlByCount {
  private readonly cache = new Map<string, string>();

  get(key: string, build: () => string): string {
    let sql = this.cache.get(key);
    if (sql === undefined) {
      sql = build();
      if (this.cache.size >= 64) this.cache.clear();
      this.cache.set(key, sql);
    }
    return sql;
  }
}

// A status change as one UPDATE guarded on the status the row was read with (the caller has checked
// the move against its state table). Zero rows means another request moved it first: a 409, nothing
// written. The row takes the new values.
export async function moveGuarded<T extends ObjectLiteral & { id: number; status: string }>(
  em: EntityManager,
  target: EntityTarget<T>,
  row: T,
  values: Partial<T>,
  what: string,
): Promise<void> {
  const result = await em
    .createQueryBuilder()
    .update(target)
    .set(values as never)
    .where('id = :id AND status = :from', { id: row.id, from: row.status })
    .execute();
  if (result.affected !== undefined && result.affected !== 1)
    throw new DomainError('conflict', `This ${what} was updated by another request; fetch it again and retry`, 'concurrent_update');
  Object.assign(row, values);
}

// A time as the driver writes it for raw statements (they bypass the entity layer): converted as
// `target`'s createdAt, and every entity's times are TimeColumns (db/columns.ts), converted alike.
export function dbTime(em: EntityManager, target: EntityTarget<ObjectLiteral>, d: Date): unknown {
  return em.connection.driver.preparePersistentValue(d, em.connection.getMetadata(target).findColumnWithPropertyName('createdAt')!);
}

type Column = EntityMetadata['columns'][number];

// driver.preparePersistentValue, decided once per column: for a column whose type both drivers pass
// through unchanged (strings and integers), the value is written as it is, or as its one
// transformer makes it, without a call through TypeORM's type checks for every value of every row.
const PASSED_THROUGH = new Set<unknown>(['varchar', 'text', 'int', 'integer', 'bigint']);
function persister(ds: DataSource, c: Column): (value: unknown) => unknown {
  const { transformer } = c;
  if (PASSED_THROUGH.has(c.type)) {
    if (!transformer) return (value) => value;
    // The driver applies a lone transformer and then passes the type through, as here.
    if (!Array.isArray(transformer)) return (value) => transformer.to(value);
  }
  return (value) => ds.driver.preparePersistentValue(value, c);
}

// driver.prepareHydratedValue, decided once per column, as persister above: both drivers hand a
// string or integer column's value back unchanged, through its one transformer if it has one.
function hydrator(ds: DataSource, c: Column): (value: unknown) => unknown {
  const { transformer } = c;
  if (PASSED_THROUGH.has(c.type)) {
    if (!transformer) return (value) => value;
    if (!Array.isArray(transformer)) return (value) => transformer.from(value);
  }
  return (value) => ds.driver.prepareHydratedValue(value, c);
}

// hydrator() for every column of an entity, made once per entity.
const readersByEntity = new WeakMap<EntityMetadata, Array<(value: unknown) => unknown>>();
export function columnReaders(ds: DataSource, meta: EntityMetadata): Array<(value: unknown) => unknown> {
  let readers = readersByEntity.get(meta);
  if (!readers) readersByEntity.set(meta, (readers = meta.columns.map((c) => hydrator(ds, c))));
  return readers;
}

// For hot paths that run one fixed SELECT many times: the column list is built once from the
// entity metadata, and rows are hydrated the way TypeORM's query builder does it
// (driver.prepareHydratedValue, which applies the column transformers), without rebuilding the
// SQL on every call. Backtick quoting is understood by MySQL and by SQLite.
export class Hydrator<T extends ObjectLiteral> {
  readonly select: string;
  private readonly meta: EntityMetadata;
  // The selected columns' result names, built once (not per column of every row hydrated).
  readonly keys: string[];
  private readonly primaryKey: string;

  private readonly columns: Column[];
  private readonly converters: Array<(value: unknown) => unknown>;

  // `properties` narrows the SELECT to what a reply uses (the primary key is always read): every
  // column selected is a column definition the driver parses on every execute.
  constructor(
    ds: DataSource,
    target: EntityTarget<T>,
    readonly alias: string,
    properties?: readonly string[],
  ) {
    this.meta = ds.getMetadata(target);
    const primary = this.meta.primaryColumns[0]!;
    this.columns = properties ? this.meta.columns.filter((c) => c === primary || properties.includes(c.propertyName)) : this.meta.columns;
    if (properties) for (const p of properties) if (!this.meta.findColumnWithPropertyName(p)) throw new Error(`${this.meta.name} has no column ${p}`);
    // Short result names (`t_0`, `t_1`, …): the driver decodes and hashes every name of every
    // result's column definitions on each execute.
    this.keys = this.columns.map((_c, i) => `${alias}_${i}`);
    this.select = this.columns.map((c, i) => `\`${alias}\`.\`${c.databaseName}\` AS \`${this.keys[i]}\``).join(', ');
    this.converters = properties ? this.columns.map((c) => hydrator(ds, c)) : columnReaders(ds, this.meta);
    this.primaryKey = this.keys[this.columns.indexOf(primary)]!;
  }

  // The result name of a property's column.
  nameOf(property: string): string {
    const i = this.columns.findIndex((c) => c.propertyName === property);
    if (i < 0) throw new Error(`${this.meta.name}.${property} is not selected`);
    return this.keys[i]!;
  }

  // null when the row has no value for this alias (a LEFT JOIN that found nothing).
  hydrate(raw: Record<string, unknown>): T | null {
    const id = raw[this.primaryKey];
    if (id === null || id === undefined) return null;
    const entity = this.meta.create() as Record<string, unknown>;
    const { keys, columns, converters } = this;
    for (let i = 0; i < columns.length; i++) entity[columns[i]!.propertyName] = converters[i]!(raw[keys[i]!]);
    return entity as T;
  }
}

// The INSERT counterpart for hot paths: one prebuilt statement for every column but the generated
// id, values converted by driver.preparePersistentValue (transformers, JSON, dates, booleans).
export class InsertStatement<T extends ObjectLiteral> {
  protected readonly meta: EntityMetadata;
  protected readonly sql: string;

  constructor(
    protected readonly ds: DataSource,
    target: EntityTarget<T>,
  ) {
    this.meta = ds.getMetadata(target);
    const columns = this.meta.columns.filter((c) => !c.isGenerated);
    this.sql = `INSERT INTO \`${this.meta.tableName}\` (${columns.map((c) => `\`${c.databaseName}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  }

  // Inserts and writes the generated id back onto the row.
  async insert(em: EntityManager, row: T): Promise<T> {
    const values = this.values(row);
    const batcher = batcherOf(em);
    // Merged ids come back through RETURNING (MariaDB), in the order the rows were written.
    const insertId =
      batcher && this.ds.options.type === 'mariadb' ? await batcher.submit(this.returningKind(), values) : (await execute(em, this.sql, values)).insertId;
    const generated = this.meta.primaryColumns[0]!;
    (row as Record<string, unknown>)[generated.propertyName] = insertId;
    return row;
  }

  // Several rows in one statement. The rows' ids are not read back; the answer is a bound no
  // higher than the lowest of them (the outbox hands it to the dispatcher: events/outbox.ts).
  async insertMany(em: EntityManager, rows: T[]): Promise<number> {
    if (!rows.length) return Infinity;
    const values = this.rowsValues(rows);
    const batcher = batcherOf(em);
    if (batcher && isMysql(this.ds)) return batcher.submit(this.manyKind(), values);
    return this.lowestId(await this.writeRows(em, values), values.length);
  }

  // Several rows in one statement, their ids read back in order (MariaDB's RETURNING: other
  // servers have no such clause, and auto-increment ids of one statement need not be consecutive).
  async insertManyReturningIds(em: EntityManager, rows: T[]): Promise<number[]> {
    if (this.ds.options.type !== 'mariadb') throw new Error(`${this.meta.tableName}: ids of a multi-row INSERT are read back on MariaDB only`);
    if (!rows.length) return [];
    const values = this.rowsValues(rows);
    const batcher = batcherOf(em);
    if (batcher) return batcher.submit(this.manyReturningKind(), values);
    return this.returnedIds(await this.writeRows(em, values, this.returning()), values.length);
  }

  private returning(): string {
    return ` RETURNING \`${this.meta.primaryColumns[0]!.databaseName}\``;
  }

  private returnedIds(written: Executed, rows: number): number[] {
    if (written.rows.length !== rows) throw new Error(`INSERT into ${this.meta.tableName} returned ${written.rows.length} ids for ${rows} rows`);
    return written.rows.map((r) => Number(Object.values(r)[0]));
  }

  private manyReturningKindCache?: MergeKind<unknown[][], number[]>;
  private manyReturningKind(): MergeKind<unknown[][], number[]> {
    this.manyReturningKindCache ??= {
      run: async (em, requests) => {
        const rows = requests.flat();
        const ids = this.returnedIds(await this.writeRows(em, rows, this.returning()), rows.length);
        let at = 0;
        return requests.map((r) => ids.slice(at, (at += r.length)));
      },
    };
    return this.manyReturningKindCache;
  }

  private rowsValues(rows: T[]): unknown[][] {
    const values = new Array<unknown[]>(rows.length);
    for (let r = 0; r < rows.length; r++) values[r] = this.values(rows[r]!, rows[r - 1], values[r - 1]);
    return values;
  }

  // One multi-row INSERT's ids all lie at or above this: MySQL/MariaDB answer the first row's id,
  // SQLite the last row's rowid, its rowids consecutive within the one statement.
  private lowestId(written: Executed, rows: number): number {
    return isMysql(this.ds) ? written.insertId : written.insertId - rows + 1;
  }

  // `suffix` follows the VALUES list (RETURNING, ON DUPLICATE KEY …); `variant` names it in the
  // cache of built statements.
  protected async writeRows(em: EntityManager, rows: unknown[][], suffix = '', variant = suffix): Promise<Executed> {
    const sql = this.sqlByCount.get(
      `${rows.length}${variant}`,
      () => `${rows.length === 1 ? this.sql : `${this.sql}${`, ${this.tuple()}`.repeat(rows.length - 1)}`}${suffix}`,
    );
    const width = rows[0]!.length;
    const params = new Array<unknown>(rows.length * width);
    for (let r = 0; r < rows.length; r++) for (let c = 0; c < width; c++) params[r * width + c] = rows[r]![c];
    return execute(em, sql, params, keepMerged(em, rows.length));
  }

  private readonly sqlByCount = new SqlByCount();

  private tuple(): string {
    return this.sql.slice(this.sql.indexOf(' VALUES ') + ' VALUES '.length);
  }

  private manyKindCache?: MergeKind<unknown[][], number>;
  private manyKind(): MergeKind<unknown[][], number> {
    this.manyKindCache ??= {
      run: async (em, requests) => {
        const rows = requests.flat();
        const lowest = this.lowestId(await this.writeRows(em, rows), rows.length);
        return requests.map(() => lowest);
      },
    };
    return this.manyKindCache;
  }

  private returningKindCache?: MergeKind<unknown[], number>;
  private returningKind(): MergeKind<unknown[], number> {
    this.returningKindCache ??= {
      run: async (em, requests) => {
        if (requests.length === 1) return [(await execute(em, this.sql, requests[0]!)).insertId];
        return this.returnedIds(await this.writeRows(em, requests, this.returning()), requests.length);
      },
    };
    return this.returningKindCache;
  }

  // `prev`, `prevOut`: the row before in the same statement and its values. An object it shares
  // with that row (two events of one renewal carry one payload) is converted once: a JSON payload
  // is serialised once, not per event. Only within one statement, built synchronously, so the
  // object cannot have changed in between.
  protected values(row: T, prev?: T, prevOut?: unknown[]): unknown[] {
    const columns = (this.written ??= this.meta.columns.filter((c) => !c.isGenerated));
    const persist = (this.persisters ??= columns.map((c) => persister(this.ds, c)));
    const out = new Array<unknown>(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const property = columns[i]!.propertyName;
      const value = (row as Record<string, unknown>)[property] ?? null;
      out[i] =
        prevOut && value !== null && typeof value === 'object' && (prev as Record<string, unknown>)[property] === value ? prevOut[i] : persist[i]!(value);
    }
    return out;
  }

  private written?: Column[];
  private persisters?: Array<(value: unknown) => unknown>;
}

// A prebuilt `UPDATE … SET <columns> WHERE <guards>` that reports how many rows it changed, for
// guarded state transitions.
export class UpdateStatement<T extends ObjectLiteral> {
  private readonly sql: string;
  private readonly set: Array<EntityMetadata['columns'][number]>;
  private readonly guards: Array<EntityMetadata['columns'][number]>;
  private readonly persistSet: Array<(value: unknown) => unknown>;
  private readonly persistGuard: Array<(value: unknown) => unknown>;
  private readonly table: string;
  private readonly guardSql: string;

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
    set: ReadonlyArray<keyof T & string>,
    guards: ReadonlyArray<keyof T & string>,
    // A further guard in SQL on the row's columns, e.g. "`due_ms` IS NOT NULL".
    private readonly also?: string,
  ) {
    const meta = ds.getMetadata(target);
    const column = (p: string) => {
      const c = meta.findColumnWithPropertyName(p);
      if (!c) throw new Error(`${meta.name} has no column ${p}`);
      return c;
    };
    this.set = set.map(column);
    this.guards = guards.map(column);
    this.persistSet = this.set.map((c) => persister(ds, c));
    this.persistGuard = this.guards.map((c) => persister(ds, c));
    this.table = meta.tableName;
    this.guardSql = guardSql(ds, this.guards);
    this.sql = `UPDATE \`${meta.tableName}\` SET ${this.set.map((c) => `\`${c.databaseName}\` = ?`).join(', ')} WHERE ${this.guardSql}${also ? ` AND ${also}` : ''}`;
  }

  // `next` supplies the SET values, `current` the guard values. Returns the affected row count.
  async run(em: EntityManager, next: Partial<T>, current: Partial<T>): Promise<number> {
    const request = {
      set: this.set.map((c, i) => this.persistSet[i]!((next as Record<string, unknown>)[c.propertyName] ?? null)),
      guards: this.guards.map((c, i) => this.persistGuard[i]!((current as Record<string, unknown>)[c.propertyName])),
    };
    const batcher = batcherOf(em);
    if (batcher && isMysql(this.ds) && this.guards[0]!.isPrimary) return batcher.submit(this.mergedKind(), request);
    return (await execute(em, this.sql, [...request.set, ...request.guards])).affected;
  }

  // One UPDATE for many rows, each keyed by its primary key (the first guard). A column whose new
  // value is the same for every row (a status, a cleared lease) is set once; one whose value differs
  // takes its row's value through CASE. Likewise a guard with one value for every row is checked
  // once; guards that differ are matched per row, by a row-value IN list where none is NULL (MariaDB
  // searches a constant IN list in sorted order) or else by one null-safe term per row. A CASE, and
  // the per-row terms, are scanned for each row the UPDATE finds: over a group of 200 rows they were
  // most of the statement's server time. All rows or the group is spoiled (a merged count cannot say
  // which row's guard failed).
  private mergedKindCache?: MergeKind<{ set: unknown[]; guards: unknown[] }, number>;
  private mergedKind(): MergeKind<{ set: unknown[]; guards: unknown[] }, number> {
    this.mergedKindCache ??= {
      run: async (em, requests) => {
        if (requests.length === 1) return [(await execute(em, this.sql, [...requests[0]!.set, ...requests[0]!.guards])).affected];
        const first = requests[0]!;
        const sameSet = this.set.map((_, i) => requests.every((r) => sameValue(r.set[i], first.set[i])));
        // The key (guard 0) is every row's own.
        const sameGuard = this.guards.map((_, i) => i > 0 && requests.every((r) => sameValue(r.guards[i], first.guards[i])));
        const varying = this.guards.flatMap((_, i) => (i > 0 && !sameGuard[i] ? [i] : []));
        const asList = varying.length > 0 && requests.every((r) => varying.every((i) => r.guards[i] !== null && r.guards[i] !== undefined));
        const shape = `${requests.length}:${sameSet.map(Number).join('')}:${sameGuard.map(Number).join('')}:${Number(asList)}`;
        const sql = this.sqlByCount.get(shape, () => {
          const name = (c: Column) => `\`${c.databaseName}\``;
          const key = name(this.guards[0]!);
          const whens = requests.map(() => 'WHEN ? THEN ?').join(' ');
          const sets = this.set.map((c, i) => `${name(c)} = ${sameSet[i] ? '?' : `CASE ${key} ${whens} END`}`).join(', ');
          const once = this.guards.flatMap((c, i) => (sameGuard[i] ? [` AND ${name(c)} <=> ?`] : [])).join('');
          let perRow = '';
          if (asList) {
            const tuple = `(${[0, ...varying].map(() => '?').join(', ')})`;
            perRow = ` AND (${[0, ...varying].map((i) => name(this.guards[i]!)).join(', ')}) IN (${requests.map(() => tuple).join(', ')})`;
          } else if (varying.length) {
            const one = `(${key} = ?${varying.map((i) => ` AND ${name(this.guards[i]!)} <=> ?`).join('')})`;
            perRow = ` AND (${requests.map(() => one).join(' OR ')})`;
          }
          // The key list first, and the primary key forced, so the rows are found (and locked)
          // through it alone (db/dialect.ts byPrimaryKey; merged only on MySQL/MariaDB).
          return `UPDATE \`${this.table}\`${byPrimaryKey('mysql')} SET ${sets} WHERE ${key} IN (${requests.map(() => '?').join(', ')})${once}${perRow}${this.also ? ` AND ${this.also}` : ''}`;
        });
        const params = [
          ...this.set.flatMap((_, i) => (sameSet[i] ? [first.set[i]] : requests.flatMap((r) => [r.guards[0], r.set[i]]))),
          ...requests.map((r) => r.guards[0]),
          ...this.guards.flatMap((_, i) => (sameGuard[i] ? [first.guards[i]] : [])),
          ...(varying.length ? requests.flatMap((r) => [r.guards[0], ...varying.map((i) => r.guards[i])]) : []),
        ];
        const { affected } = await execute(em, sql, params, keepMerged(em, requests.length));
        if (affected !== requests.length) throw new Error(`merged UPDATE of ${this.table} changed ${affected} of ${requests.length} rows`);
        return requests.map(() => 1);
      },
    };
    return this.mergedKindCache;
  }

  private readonly sqlByCount = new SqlByCount();
}

// One value for every row of a merged UPDATE: persisted values are strings, numbers, null or dates.
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}

// The guards of an UPDATE: the key by `=`, the rest by null-safe equality (a guard on a nullable
// column, such as a subscription's authorization, must hold when both sides are NULL).
function guardSql(ds: DataSource, guards: Column[]): string {
  const same = isMysql(ds) ? '<=>' : 'IS';
  return guards.map((c, i) => `\`${c.databaseName}\` ${i === 0 ? '=' : same} ?`).join(' AND ');
}

// A SELECT of one row (or a few) by a key, many times over: `WHERE <key> = ?` alone, or, in a
// merging group, one `WHERE <key> IN (…)` for all the callers, each getting the rows of its key.
// `sql` ends where the WHERE clause would start; `keyColumn` is the key as selected (its alias).
export class KeyedSelect {
  private readonly kind: MergeKind<unknown, Array<Record<string, unknown>>>;
  private readonly sqlByCount = new SqlByCount();

  constructor(
    private readonly sql: string,
    private readonly keyExpr: string,
    private readonly keyColumn: string,
  ) {
    this.kind = {
      run: async (em, keys) => {
        const distinct = [...new Set(keys.map((k) => String(k)))];
        const sql = this.sqlByCount.get(String(distinct.length), () => `${this.sql} WHERE ${this.keyExpr} IN (${distinct.map(() => '?').join(', ')})`);
        const { rows } = await execute(em, sql, distinct, keepMerged(em, distinct.length));
        const byKey = new Map<string, Array<Record<string, unknown>>>();
        for (const r of rows) {
          const k = String(r[this.keyColumn]);
          const list = byKey.get(k) ?? [];
          list.push(r);
          byKey.set(k, list);
        }
        return keys.map((k) => byKey.get(String(k)) ?? []);
      },
    };
  }

  async rows(em: EntityManager, key: string | number): Promise<Array<Record<string, unknown>>> {
    const batcher = batcherOf(em);
    if (batcher && isMysql(em.connection)) return batcher.submit(this.kind, key);
    return (await execute(em, `${this.sql} WHERE ${this.keyExpr} = ?`, [key])).rows;
  }
}

function isMysql(ds: DataSource): boolean {
  return ds.options.type === 'mysql' || ds.options.type === 'mariadb';
}

// Find-or-create by a unique key in ONE statement, for rows that many requests create at once (a
// customer by email). A plain INSERT that hits the unique index, followed by a locking read of the
// existing row, deadlocks under concurrency on InnoDB: every loser holds a shared lock on the
// duplicate and then asks for an exclusive one. Here the duplicate branch is a no-op UPDATE, which
// takes the exclusive lock straight away, and the row comes back from the same statement:
//   SQLite   INSERT … ON CONFLICT (<key>) DO UPDATE SET id = id RETURNING …
//   MariaDB  INSERT … ON DUPLICATE KEY UPDATE id = id RETURNING …
//   MySQL    INSERT … ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id), then the row by primary key
//            (MySQL has no RETURNING; the row is already locked by this transaction, so that read
//            waits for nobody).
// `created` is true when the returned row is the one given (compared on `marker`, a column the
// caller fills with a fresh random value, such as the customer code).
export class FindOrInsertStatement<T extends ObjectLiteral> extends InsertStatement<T> {
  private readonly upsert: string;
  private readonly hydrator: Hydrator<T>;
  private readonly flavour: 'sqlite' | 'mariadb' | 'mysql';

  constructor(
    ds: DataSource,
    target: EntityTarget<T>,
    key: ReadonlyArray<keyof T & string>,
    private readonly marker: keyof T & string,
  ) {
    super(ds, target);
    const type = ds.options.type;
    this.flavour = type === 'mariadb' ? 'mariadb' : type === 'mysql' ? 'mysql' : 'sqlite';
    this.hydrator = new Hydrator(ds, target, 'r');
    const id = `\`${this.meta.primaryColumns[0]!.databaseName}\``;
    const returning = this.meta.columns.map((c, i) => `\`${c.databaseName}\` AS \`${this.hydrator.keys[i]}\``).join(', ');
    const keyColumns = key.map((p) => `\`${this.meta.findColumnWithPropertyName(p)!.databaseName}\``).join(', ');
    this.upsert =
      this.flavour === 'sqlite'
        ? `${this.sql} ON CONFLICT (${keyColumns}) DO UPDATE SET ${id} = ${id} RETURNING ${returning}`
        : this.flavour === 'mariadb'
          ? `${this.sql} ON DUPLICATE KEY UPDATE ${id} = ${id} RETURNING ${returning}`
          : `${this.sql} ON DUPLICATE KEY UPDATE ${id} = LAST_INSERT_ID(${id})`;
  }

  async findOrInsert(em: EntityManager, row: T): Promise<{ row: T; created: boolean }> {
    const values = this.values(row);
    const batcher = batcherOf(em);
    // In a group (db/group-commit.ts), the members' find-or-inserts go out as one statement: MariaDB
    // answers a multi-row INSERT … ON DUPLICATE KEY UPDATE … RETURNING with one row per row given, in
    // order, the existing row for a duplicate (also of a row earlier in the same statement).
    if (batcher && this.flavour === 'mariadb') return this.found(await batcher.submit(this.mergedKind(), values), row);
    const result = await execute(em, this.upsert, values);
    let raw = result.rows[0];
    if (this.flavour === 'mysql') {
      const id = `\`${this.meta.primaryColumns[0]!.databaseName}\``;
      raw = (await execute(em, `SELECT ${this.hydrator.select} FROM \`${this.meta.tableName}\` \`r\` WHERE \`r\`.${id} = ? FOR UPDATE`, [result.insertId]))
        .rows[0];
    }
    return this.found(raw, row);
  }

  private found(raw: Record<string, unknown> | undefined, row: T): { row: T; created: boolean } {
    const found = raw ? this.hydrator.hydrate(raw) : null;
    if (!found) throw new Error(`find-or-insert on ${this.meta.tableName} returned no row`);
    return { row: found, created: found[this.marker] === row[this.marker] };
  }

  private mergedKindCache?: MergeKind<unknown[], Record<string, unknown>>;
  private mergedKind(): MergeKind<unknown[], Record<string, unknown>> {
    this.mergedKindCache ??= {
      run: async (em, requests) => {
        if (requests.length === 1) return [(await execute(em, this.upsert, requests[0]!)).rows[0]!];
        const { rows } = await this.writeRows(em, requests, this.upsert.slice(this.sql.length), ' upsert');
        if (rows.length !== requests.length)
          throw new Error(`merged find-or-insert on ${this.meta.tableName} returned ${rows.length} rows for ${requests.length}`);
        return rows;
      },
    };
    return this.mergedKindCache;
  }
}
