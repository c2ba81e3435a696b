import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { InsertStatement } from '../../db/statements';

// One prebuilt statement per data source and table (tests run several data sources in a process).
const statements = new WeakMap<DataSource, Map<unknown, InsertStatement<ObjectLiteral>>>();

// Inserts a row of this slice's tables and writes its generated id back onto it (a number).
export async function insertRow<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, row: T): Promise<T> {
  let byTarget = statements.get(em.connection);
  if (!byTarget) statements.set(em.connection, (byTarget = new Map()));
  let statement = byTarget.get(target);
  if (!statement) byTarget.set(target, (statement = new InsertStatement(em.connection, target as EntityTarget<ObjectLiteral>)));
  return (await statement.insert(em, row)) as T;
}
