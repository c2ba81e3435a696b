import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { InsertStatement } from '../../db/statements';

const statements = new Map<unknown, InsertStatement<ObjectLiteral>>();

// Inserts a row of this slice's tables and writes its generated id back (as a number), through one
// prebuilt statement per table.
export async function insertRow<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, row: T): Promise<T> {
  let statement = statements.get(target);
  if (!statement || (statement as unknown as { ds: unknown }).ds !== em.connection) {
    statement = new InsertStatement(em.connection, target as EntityTarget<ObjectLiteral>);
    statements.set(target, statement);
  }
  return (await statement.insert(em, row)) as T;
}
