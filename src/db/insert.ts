import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

// INSERT without save()'s extra round trips; the generated id is written back onto the row as a
// number (the drivers report it as a string or a number, bypassing the column transformer).
// (TypeORM's deep-partial typing rejects json columns typed as Record<string, unknown>.)
export async function insertRow<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, row: T): Promise<T> {
  await em.insert(target, row as never);
  if ('id' in row && typeof row.id === 'string') (row as unknown as { id: unknown }).id = Number(row.id);
  return row;
}
