// Driver errors the domain cares about, recognised the same way on both dialects.
interface DriverError {
  errno?: number;
  code?: string;
  message?: string;
  driverError?: DriverError;
}

function driverError(err: unknown): DriverError {
  const e = (err ?? {}) as DriverError;
  return e.driverError ?? e;
}

// `index` names the MySQL unique index; `columns` are what SQLite names instead
// ("UNIQUE constraint failed: customers.integration_id, customers.domain, customers.email").
export function isUniqueViolation(err: unknown, index?: { name: string; table: string; columns: string[] }): boolean {
  const d = driverError(err);
  const message = d.message ?? '';
  if (d.errno === 1062 || d.code === 'ER_DUP_ENTRY') {
    return !index || message.includes(`'${index.name}'`) || message.includes(`.${index.name}'`);
  }
  if (d.code === 'SQLITE_CONSTRAINT_UNIQUE' || d.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return !index || message.includes(index.columns.map((c) => `${index.table}.${c}`).join(', '));
  }
  return false;
}

export function isRetryableConflict(err: unknown): boolean {
  const d = driverError(err);
  // 1213 deadlock, 1205 lock wait timeout; SQLITE_BUSY cannot happen with one serialised writer.
  return d.errno === 1213 || d.errno === 1205 || d.code === 'SQLITE_BUSY';
}
