import { DomainError } from './errors';

// What is wrong with one row of a bulk request (a CSV line on the dashboard), or with the whole
// request when `row` is null: the checks a bulk use case makes before it writes, all of them at once,
// so that a preview can show every bad row instead of the first one the write would refuse.
export interface RowProblem {
  row: number | null;
  field: string | null;
  message: string;
}

// The problem a row check threw; anything other than a DomainError is a bug and goes on up.
// `field` names the row's field where the error's own names the request's (`[3].amount`).
export function problemOf(err: unknown, row: number | null, field?: string | null): RowProblem {
  if (!(err instanceof DomainError)) throw err;
  return { row, field: field !== undefined ? field : (err.field ?? null), message: err.message };
}

// A row check's error, renamed to the row of the request it is about (`transfers[3].recipient`), so a
// client shows it on that row; REST replies never carry the field, so Paystack's shape is unchanged.
export function atRow(err: unknown, prefix: string, row: number): unknown {
  if (!(err instanceof DomainError)) return err;
  const field = `${prefix}[${row}]${err.field ? `.${err.field}` : ''}`;
  return new DomainError(err.kind, err.message, err.code, field, err.data);
}
