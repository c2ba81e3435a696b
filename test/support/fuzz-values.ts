import fc from 'fast-check';
import { nastyString } from './fuzz';

// Values a field cannot take, shared by the REST and GraphQL invalid-input fuzz tests. ABSENT
// means "leave the field out" (for required fields).
export const ABSENT = Symbol('absent');
export type Bad = unknown;

export const noSurrogates = (s: string) => s.replace(/[\ud800-\udfff]/g, '');
export const insert = (s: string, at: number, c: string) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1));

export const wrongType = fc.constantFrom<Bad>({}, [], [1], { a: 1 }, true, false);

export const badAmount: fc.Arbitrary<Bad> = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 1_000_000_001 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d) || d <= 0 || d > 1_000_000_000),
  fc.constantFrom<Bad>(ABSENT, null, '', ' ', 'abc', '12abc', '1.5', '-5', '0', '1e3', '0x10', 'NaN', '5000 naira', 2 ** 53, '9007199254740993', -0),
  nastyString().filter((s) => !/^\s*\d+\s*$/.test(s) || Number(s) <= 0 || Number(s) > 1_000_000_000),
  wrongType,
);

export const badEmail: fc.Arbitrary<Bad> = fc.oneof(
  // One character an address cannot hold, put somewhere in a good one.
  fc
    .tuple(
      fc.constantFrom(
        '\u0000',
        '\u0001',
        '\u0007',
        '\u001f',
        '\u007f',
        '\u0085',
        '\u202e',
        '\u2066',
        ' ',
        '"',
        '(',
        ')',
        ',',
        ':',
        ';',
        '<',
        '>',
        '[',
        ']',
        '\\',
        'é',
        'ß',
        '\u00a0',
        '😀',
        '@',
      ),
      fc.nat(30),
    )
    .map(([c, at]) => insert('buyer.one@example.com', (at % 8) + 1, c)),
  fc.constantFrom<Bad>(
    ABSENT,
    null,
    '',
    ' ',
    'no-at-sign',
    '@example.com',
    'a@',
    'a@b',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@-example.com',
    'a@example..com',
    'a@example.com.',
    `${'x'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    'a@exa_mple.com',
    'a@@example.com',
    12345,
  ),
  wrongType,
);

export const badCurrency: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().filter((s) => s.trim() !== '' && !['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF', 'EGP', 'RWF'].includes(s.trim().toUpperCase())),
  fc.constantFrom<Bad>('XYZ', 'NGNX', 'US D', 'ngn\u0000', 'EUR'),
  wrongType,
);

export const badReference: fc.Arbitrary<Bad> = fc.oneof(
  fc
    .tuple(fc.constantFrom(' x', '/', '?', '#', '%', '\u0000', '\u202e', 'é', '"', "'", '<', '_', '+', ',', '@'), fc.nat(10))
    .map(([c, at]) => insert('ref-ok', at, c).replace(/^ /, 'a ')),
  fc.constantFrom<Bad>('r'.repeat(101)),
  wrongType,
);

export const badMetadata: fc.Arbitrary<Bad> = fc.oneof(
  fc.integer({ min: 21, max: 400 }).map((levels) => JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels))),
  fc.integer({ min: 21, max: 400 }).map((levels) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)), // as a JSON string
  fc.constantFrom<Bad>([], [1, 2], 12, true, 'not json', '[1]', '"s"', { blob: 'x'.repeat(70_000) }),
);

export const badName: fc.Arbitrary<Bad> = fc.oneof(
  fc
    .tuple(fc.constantFrom('\u0000', '\u0007', '\n', '\t', '\u001b', '\u007f', '\u0085', '\u202e', '\u202a', '\u2067'), fc.nat(10))
    .map(([c, at]) => insert('Ada Obi', at, c)),
  fc.constantFrom<Bad>('n'.repeat(101)),
  wrongType,
);

export const badTimeout: fc.Arbitrary<Bad> = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: 604_801 }),
  fc.constantFrom<Bad>(ABSENT, '', 'abc', 1.5, '1.5', null),
  wrongType,
);
export const badSeconds: fc.Arbitrary<Bad> = fc.oneof(fc.integer({ max: 0 }), fc.constantFrom<Bad>(ABSENT, '', 'abc', 1.5, null, '-1', 10 ** 12), wrongType);
export const badUrl: fc.Arbitrary<Bad> = fc.oneof(
  fc.constantFrom<Bad>(
    'not a url',
    'ftp://example.com/x',
    'javascript:alert(1)',
    'mailto:a@b.c',
    '//example.com',
    'http://exa mple.com',
    'http://a\tb.example.com',
    'http://example.com/\u0000',
    `http://example.com/${'p'.repeat(2100)}`,
    'file:///etc/passwd',
  ),
  wrongType,
);
export const badRisk: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().filter((s) => !['allow', 'deny', 'default', ''].includes(s.trim().toLowerCase())),
  wrongType,
);
export const badChannels: fc.Arbitrary<Bad> = fc.constantFrom<Bad>(['bogus'], ['card', 'nope'], [1], [null], 'card,bogus', '[1]', { a: 'card' }, [
  'card\u0000',
]);
export const badBearer: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().filter((s) => !['account', 'subaccount', ''].includes(s.trim())),
  wrongType,
);
export const badPositiveInt: fc.Arbitrary<Bad> = fc.oneof(fc.integer({ max: -1 }), fc.constantFrom<Bad>('abc', 1.5, '1.5', '-2'), wrongType);
// An optional amount of minor units besides `amount` (transaction_charge): given empty, it is bad.
export const badMinor: fc.Arbitrary<Bad> = fc.oneof(badPositiveInt, fc.constantFrom<Bad>('', ' ', 2 ** 53, String(2 ** 53), null));
export const badCode: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().map((s) => `AUTH_zz${s}`),
  fc.constantFrom<Bad>(ABSENT, '', ' ', null),
  wrongType,
);
export const badRef: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().map((s) => `zz-unknown-${s}`),
  fc.constantFrom<Bad>(ABSENT, '', ' ', null),
  wrongType,
);

// A path segment that names nothing that exists.
export const unknownId = fc.oneof(
  nastyString().map((s) => `zz${noSurrogates(s)}`),
  fc.integer({ min: 10 ** 9, max: 10 ** 12 }).map(String),
  fc.constantFrom('0', '-1', '1.5', 'AUTH_x', 'CUS_nope', 'null'),
);

// Query parameters of lists.
export const badListQuery: Record<string, fc.Arbitrary<Bad>> = {
  // page=0 is page 1 (Paystack reads it so), not a bad page.
  page: fc.constantFrom<Bad>('-1', 'abc', '1.5', ''.padEnd(20, '9')),
  perPage: fc.constantFrom<Bad>('0', '-5', 'abc', '1.5', '1001', '100000'),
  from: fc.constantFrom<Bad>('notadate', '2020-13-45', 'yesterday', '\u0000', '-1'),
  to: fc.constantFrom<Bad>('notadate', '31/12/2020', 'x', '1'),
  use_cursor: fc.constantFrom<Bad>('maybe', 'yes please', '2'),
  next: fc.constantFrom<Bad>('garbage!', 'dHJhbnNhY3Rpb246eA==', '%%%'),
};

// Plan intervals: anything but the seven words.
export const badInterval: fc.Arbitrary<Bad> = fc.oneof(
  fc.constantFrom<Bad>(ABSENT, '', 'fortnightly', 'Monthly-ish', 'month', 'yearly', '\u0000', 7),
  fc.string().filter((s) => !['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'].includes(s.trim().toLowerCase())),
  wrongType,
);
// Money slice (banks, subaccounts, refunds).
export const badNuban: fc.Arbitrary<Bad> = fc.oneof(
  fc
    .integer({ min: 0, max: 9 })
    .filter((n) => n !== 10)
    .chain((len) => fc.stringMatching(new RegExp(`^\\d{${len}}$`))),
  fc.stringMatching(/^\d{11,14}$/),
  fc.constantFrom<Bad>(ABSENT, '', ' ', '01234567ab', '０１２３４５６７８９', '012345678\u0000', '9999999999', 12345, null),
  wrongType,
);
export const badBankCode: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().map((s) => `zz${s}`),
  fc.constantFrom<Bad>(ABSENT, '', ' ', '999', '0577', null),
  wrongType,
);
export const badSettlementBank: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().map((s) => `Bank of zz${s}`),
  fc.constantFrom<Bad>('', ' ', '999', null),
  wrongType,
);
export const badPercentage: fc.Arbitrary<Bad> = fc.oneof(
  fc.double({ min: 100.01, max: 1e9, noNaN: true }),
  fc.integer({ max: -1 }),
  fc.constantFrom<Bad>('abc', '1e2', '12.345', 12.345, '-1', '101', null, ''),
  wrongType,
);
export const badSchedule: fc.Arbitrary<Bad> = fc.oneof(
  nastyString().filter((s) => !['auto', 'weekly', 'monthly', 'manual', ''].includes(s.trim().toLowerCase())),
  wrongType,
);
export const badOptionalEmail: fc.Arbitrary<Bad> = badEmail.filter((v) => v !== ABSENT && v !== null && v !== '' && v !== ' ');
export const badBvn = fc.oneof(
  fc.stringMatching(/^\d{1,10}$/),
  fc.stringMatching(/^\d{12,15}$/),
  fc.constantFrom('1234567890a', 'abcdefghijk', '00000000000', '99999999999'),
);
export const badBin = fc.oneof(fc.stringMatching(/^\d{1,5}$/), fc.stringMatching(/^\d{9,16}$/), fc.constantFrom('abcdef', '40840x', '4084 08'));
export const badRefundAmount: fc.Arbitrary<Bad> = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 10_001, max: 2 ** 40 }),
  fc.constantFrom<Bad>('abc', 1.5, '1.5', '-2', null, '', ' ', 2 ** 53, String(2 ** 53)),
  wrongType,
);
