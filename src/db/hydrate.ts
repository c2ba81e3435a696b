import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

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
