import { stringify } from 'csv-stringify/sync';

// A CSV file of exported rows (header first). Text a spreadsheet would run as a formula (=, +, -, @,
// tab, CR first) is defused with a quote: merchants' customers and recipients choose their names,
// e-mails and metadata. A line break inside a field is quoted: csv-stringify quotes only the record
// delimiter itself by default.
export function exportCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([[...header], ...rows], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) },
  });
}
