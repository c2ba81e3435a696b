import { format, raw } from 'mysql2';
import { queryFormat, quoteText, splitAtPlaceholders } from '../../src/db/query-format';

// Kobo's formatter of statements sent as text must fill exactly the placeholders mysql2's own does,
// with the values mysql2 would write, on the first sighting of a statement (the library's path), the
// second (split) and after (cached). Strings are quoted by Kobo's own `quoteText` once a statement is
// split (what the database reads from it: test/e2e/text-statements.test.ts).
const STATEMENTS: Array<[string, unknown[]]> = [
  ['SELECT ? AS a, ? AS b', [1, 'x']],
  ['INSERT INTO t (a, b, c) VALUES (?, \'literal ?\', ?), (?, "dq ? \\" ?", ?)', [1, "it's", 2, null]],
  ['UPDATE `we?ird` SET a = ? WHERE b = ? -- trailing ? comment\n AND c = ?', ['a', 'b', 'c']],
  ['SELECT ? /* a ? comment */ + ? # hash ? comment\n + ?', [1, 2, 3]],
  ['SELECT /*! ? */ ?', [1, 2]],
  ['SELECT ?--? \n, ?', [1, 2, 3]],
  ["SELECT 'a\\'?' , ?", ['z']],
  [
    `INSERT INTO x VALUES ${Array.from({ length: 40 }, () => '(?, ?, ?, ?)').join(', ')}`,
    Array.from({ length: 160 }, (_, i) => [i, `s${i}`, null, new Date(1_700_000_000_000 + i)][i % 4]),
  ],
  ['SELECT ?, ?', [new Date(Number.NaN), Buffer.from([0, 1, 255])]],
  ['SELECT ?, ?, ?', ["quote ' backslash \\ nul \0 newline \n ctrl-z \u001a tab \t", 'ünïcödé ✓', '']],
  ['SELECT ?, ?, ?', [true, false, 12345678901234567890n]],
  ['INSERT INTO t (a, b, c, d, e) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)', [1, true, 'x', false, null, 2, false, "y'", true, new Date(0)]],
  ['SELECT ? FROM t WHERE id IN (?)', [1, [1, 2, 3]]],
  ['INSERT INTO t SET ?', [{ a: 1, b: 'x' }]],
  ['SELECT ?? FROM t WHERE a = ?', ['col', 1]],
  ['SELECT ?, ?, ?', [1, 2]],
  ['SELECT ?', [1, 2, 3]],
  ['SELECT ???, ?', [1, 2]],
  ['SELECT 1', []],
  ['SELECT ?', []],
  ['SELECT ?, ?', [undefined, -0.5]],
];

describe('queryFormat', () => {
  it.each(STATEMENTS.map(([sql, values], k) => [k, sql, values] as const))(
    'statement %i: as mysql2 writes it, strings quoted by quoteText once split',
    (_k, sql, values) => {
      const library = format(sql, values as never, false, 'Z');
      expect(queryFormat(sql, values, 'Z')).toBe(library);
      // Split from the second sighting on (when it can be): strings quoted by quoteText, everything else as the library writes it.
      const split = splitAtPlaceholders(sql);
      const quoted =
        split &&
        split.length - 1 === values.length &&
        values.every((v) => typeof v !== 'bigint' && (typeof v !== 'object' || v === null || v instanceof Date || Buffer.isBuffer(v)));
      const expected = quoted ? format(sql, values.map((v) => (typeof v === 'string' ? raw(quoteText(v)) : v)) as never, false, 'Z') : library;
      for (let i = 0; i < 3; i++) expect(queryFormat(sql, values, 'Z')).toBe(expected);
    },
  );

  it('quotes strings escaping only what a single-quoted literal needs', () => {
    expect(quoteText('')).toBe("''");
    expect(quoteText('{"a":"b c","d":[1,2]}\t\b')).toBe('\'{"a":"b c","d":[1,2]}\t\b\'');
    expect(quoteText("it's")).toBe("'it''s'");
    expect(quoteText("back\\slash \\'")).toBe("'back\\\\slash \\\\'''");
    expect(quoteText('nul \0 lf \n cr \r ctrl-z \u001a')).toBe("'nul \\0 lf \\n cr \\r ctrl-z \\Z'");
    expect(quoteText('ünïcödé ✓ 😀')).toBe("'ünïcödé ✓ 😀'");
  });

  // Every customer row carries booleans: a merged INSERT of customers went to the library, which
  // scanned the whole statement for its placeholders on every call.
  it('formats a statement with booleans from its split, without the library scanning it', () => {
    const sql = `INSERT INTO t (a, b, c) VALUES ${Array.from({ length: 30 }, () => '(?, ?, ?)').join(', ')}`;
    const values = Array.from({ length: 90 }, (_, i) => [i, i % 2 === 0, `v${i}`][i % 3]);
    const expected = format(sql, values, false, 'Z');
    queryFormat(sql, values, 'Z');
    queryFormat(sql, values, 'Z');
    // The module object itself (an `import *` would be a copy): the formatter reads `format` off it.
    const scan = jest.spyOn(jest.requireActual<typeof import('mysql2')>('mysql2'), 'format');
    try {
      expect(queryFormat(sql, values, 'Z')).toBe(expected);
      expect(scan).not.toHaveBeenCalled();
    } finally {
      scan.mockRestore();
    }
  });

  it('formats dates in the connection time zone, as mysql2 does', () => {
    const sql = 'SELECT ?, ?';
    const values = [new Date(Date.UTC(2026, 10, 28, 23, 59, 59, 123)), 'x'];
    for (const tz of ['Z', '+01:00', '-05:30', 'local']) {
      for (let i = 0; i < 3; i++) expect(queryFormat(sql, values, tz)).toBe(format(sql, values as never, false, tz));
    }
  });

  it('leaves a statement without values alone, and passes a lone value object to mysql2', () => {
    expect(queryFormat('SELECT ?', undefined, 'Z')).toBe('SELECT ?');
    expect(queryFormat('SELECT ?', null, 'Z')).toBe('SELECT ?');
    expect(queryFormat('SELECT ?', 5, 'Z')).toBe(format('SELECT ?', 5, false, 'Z'));
  });

  it('splits only at the placeholders mysql2 fills', () => {
    expect(splitAtPlaceholders("SELECT ?, '?', `?`, ? -- ?\n")).toEqual(['SELECT ', ", '?', `?`, ", ' -- ?\n']);
    expect(splitAtPlaceholders('SELECT ?? FROM t')).toBeNull();
    expect(splitAtPlaceholders('SELECT \u0001')).toBeNull();
  });

  it('keeps working past its cache bound (statements of many sizes)', () => {
    for (let n = 1; n <= 300; n++) {
      const sql = `INSERT INTO t VALUES ${Array.from({ length: n }, () => '(?, ?)').join(', ')}${' '.repeat(20_000)}`;
      const values = Array.from({ length: 2 * n }, (_, i) => (i % 2 ? `v${i}` : i));
      const expected = format(sql, values, false, 'Z');
      expect(queryFormat(sql, values, 'Z')).toBe(expected);
      expect(queryFormat(sql, values, 'Z')).toBe(expected);
      expect(queryFormat(sql, values, 'Z')).toBe(expected);
    }
  });
});
