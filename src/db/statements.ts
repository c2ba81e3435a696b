import type { DataSource, EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

// For hot paths that run one fixed SELECT many times: the column list is built once from the
// entity metadata, and rows are hydrated the way TypeORM's query builder does it
// (driver.prepareHydratedValue, which applies the column transformers), without rebuilding the
// SQL on every call. Backtick quoting is understood by MySQL and by SQLite.
export class Hydrator<T extends ObjectLiteral> {
  readonly select: string;
  private readonly meta: EntityMetadata;

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
    readonly alias: string,
  ) {
    this.meta = ds.getMetadata(target);
    this.select = this.meta.columns.map((c) => `\`${alias}\`.\`${c.databaseName}\` AS \`${alias}__${c.databaseName}\``).join(', ');
  }

  // null when the row has no value for this alias (a LEFT JOIN that found nothing).
  hydrate(raw: Record<string, unknown>): T | null {
    const primary = this.meta.primaryColumns[0]!;
    if (raw[`${this.alias}__${primary.databaseName}`] === null || raw[`${this.alias}__${primary.databaseName}`] === undefined) return null;
    const entity = this.meta.create() as Record<string, unknown>;
    for (const c of this.meta.columns) {
      entity[c.propertyName] = this.ds.driver.prepareHydratedValue(raw[`${this.alias}__${c.databaseName}`], c);
    }
    return entity as T;
  }
}

// The INSERT counterpart for hot paths: one prebuilt statement for every column but the generated
// id, values converted by driver.preparePersistentValue (transformers, JSON, dates, booleans).
export class InsertStatement<T extends ObjectLiteral> {
  private readonly meta: EntityMetadata;
  private readonly sql: string;

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
  ) {
    this.meta = ds.getMetadata(target);
    const columns = this.meta.columns.filter((c) => !c.isGenerated);
    this.sql = `INSERT INTO \`${this.meta.tableName}\` (${columns.map((c) => `\`${c.databaseName}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  }

  // Inserts and writes the generated id back onto the row.
  async insert(em: EntityManager, row: T): Promise<T> {
    const result: unknown = await em.query(this.sql, this.values(row));
    // mysql2 answers a ResultSetHeader; better-sqlite3 (through TypeORM) the last row id.
    const id = result !== null && typeof result === 'object' && 'insertId' in result ? (result as { insertId: unknown }).insertId : result;
    const generated = this.meta.primaryColumns[0]!;
    (row as Record<string, unknown>)[generated.propertyName] = Number(id);
    return row;
  }

  // Several rows in one statement (ids are not read back).
  async insertMany(em: EntityManager, rows: T[]): Promise<void> {
    if (!rows.length) return;
    const tuple = this.sql.slice(this.sql.indexOf(' VALUES ') + ' VALUES '.length);
    const sql = `${this.sql}${`, ${tuple}`.repeat(rows.length - 1)}`;
    await em.query(sql, rows.flatMap((r) => this.values(r)));
  }

  private values(row: T): unknown[] {
    return this.meta.columns
      .filter((c) => !c.isGenerated)
      .map((c) => this.ds.driver.preparePersistentValue((row as Record<string, unknown>)[c.propertyName] ?? null, c));
  }
}

// A prebuilt `UPDATE … SET <columns> WHERE <guards>` that reports how many rows it changed, for
// guarded state transitions. Needs a transactional EntityManager (one with its own query runner).
export class UpdateStatement<T extends ObjectLiteral> {
  private readonly sql: string;
  private readonly set: Array<EntityMetadata['columns'][number]>;
  private readonly guards: Array<EntityMetadata['columns'][number]>;

  constructor(
    private readonly ds: DataSource,
    target: EntityTarget<T>,
    set: ReadonlyArray<keyof T & string>,
    guards: ReadonlyArray<keyof T & string>,
  ) {
    const meta = ds.getMetadata(target);
    const column = (p: string) => {
      const c = meta.findColumnWithPropertyName(p);
      if (!c) throw new Error(`${meta.name} has no column ${p}`);
      return c;
    };
    this.set = set.map(column);
    this.guards = guards.map(column);
    this.sql = `UPDATE \`${meta.tableName}\` SET ${this.set.map((c) => `\`${c.databaseName}\` = ?`).join(', ')} WHERE ${this.guards.map((c) => `\`${c.databaseName}\` = ?`).join(' AND ')}`;
  }

  // `next` supplies the SET values, `current` the guard values. Returns the affected row count.
  async run(em: EntityManager, next: Partial<T>, current: Partial<T>): Promise<number> {
    if (!em.queryRunner) throw new Error('UpdateStatement needs a transactional EntityManager');
    const params = [
      ...this.set.map((c) => this.ds.driver.preparePersistentValue((next as Record<string, unknown>)[c.propertyName] ?? null, c)),
      ...this.guards.map((c) => this.ds.driver.preparePersistentValue((current as Record<string, unknown>)[c.propertyName], c)),
    ];
    const result = await em.queryRunner.query(this.sql, params, true);
    if (typeof result.affected !== 'number') throw new Error('driver did not report affected rows');
    return result.affected;
  }
}
