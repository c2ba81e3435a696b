// ESLint flat config. Besides the recommended rules, it enforces DESIGN.md rule 1 (layers do not
// leak) with `no-restricted-imports` by file pattern:
// - the transport-free code (core, db, ledger, processor, jobs, services, entities, state tables,
//   presenters, and the non-GraphQL files of events) never imports a web or GraphQL library;
// - routers and resolvers never touch TypeORM or src/db (they call services).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

const TRANSPORTS = ['express', 'graphql', 'type-graphql', 'graphql-ws', 'ws', 'graphql-scalars', '@as-integrations/*'];
const transportFree = {
  paths: TRANSPORTS.filter((name) => !name.includes('*')).map((name) => ({
    name,
    message: 'Layer rule: this layer is transport-free (no express/GraphQL/websocket imports). See DESIGN.md rule 1.',
  })),
  patterns: [
    {
      group: ['@apollo/*', 'graphql/*', 'graphql-ws/*', 'express/*', 'type-graphql/*', 'graphql-scalars/*', '@as-integrations/*', '**/graphql/*', '**/rest/*'],
      message: 'Layer rule: this layer is transport-free (no express/GraphQL/websocket imports). See DESIGN.md rule 1.',
    },
  ],
};
const noRepositories = {
  paths: [{ name: 'typeorm', message: 'Layer rule: routers and resolvers call services; they never touch a repository. See DESIGN.md rule 1.' }],
  patterns: [
    {
      group: ['typeorm/*', '**/db/*', '**/db'],
      message: 'Layer rule: routers and resolvers call services; they never touch a repository or src/db. See DESIGN.md rule 1.',
    },
  ],
};

// DESIGN.md: a slice uses another slice only through its services (handed to it by the module
// wiring), its declared hooks, and its entities where a relation needs them: never another
// slice's routers, pages or module wiring, and no value from another slice's service file (a
// helper two slices share belongs in core/, ledger/ or rest/). Type imports (a service's type, a
// module's `…Services`) are how the wiring is typed, and stay allowed.
const SLICE_MESSAGE =
  "Slice rule: another slice's routers, pages, module wiring and service helpers are its own; share through core/, ledger/, rest/, a service's public methods or a declared hook. See DESIGN.md.";
const otherSlice = (kinds) => ['../*/', '../../modules/*/', '../modules/*/'].flatMap((dir) => kinds.map((k) => `${dir}*.${k}`));
// The transactions slice owns the `transactions` table: no other slice reads or writes it through
// the entity or the store, not even for a type. They call its door (PaymentRecords in
// payment-records.service.ts: look up, reserve and release the refundable amount, give back,
// settle, record a received transfer) and read what it hands back (PaymentRecord, TransactionView).
const TRANSACTIONS_MESSAGE =
  "Slice rule: the transactions slice's entity and store are its own; use its door (PaymentRecords, payment-records.service.ts) and its read types (PaymentRecord, TransactionView). See docs/architecture.md.";
const sliceBoundaryPatterns = [
  { group: otherSlice(['rest', 'web', 'resolver']), message: SLICE_MESSAGE },
  { group: otherSlice(['module', 'service']), message: SLICE_MESSAGE, allowTypeImports: true },
];
const sliceBoundary = {
  patterns: [
    ...sliceBoundaryPatterns,
    { group: ['**/transactions/transaction.entity'], message: TRANSACTIONS_MESSAGE },
    // Only the types a payment's hooks are written against (the hook points, the caller of a charge).
    {
      group: ['**/transactions/transaction.store'],
      allowImportNames: ['PriceRule', 'OptionCheck', 'OptionCheckInput', 'FeeCheck', 'ChargedPayment', 'SuccessHook', 'AfterSuccessHook', 'ChargeCaller'],
      message: TRANSACTIONS_MESSAGE,
    },
  ],
};

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'data/**',
      'test/generated/**',
      'dashboard/src/generated/**',
      'bench/baseline-server.mjs' /* verbatim copy of shared/bench/baseline-server.mjs */,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: {
      // Tests and drivers need `any` for wire-level JSON; the compiler's strict mode covers the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // CommonJS entry points (jest.config.js, this file) and lazy requires in the CLI are deliberate.
      '@typescript-eslint/no-require-imports': 'off',
      // Decorated classes (type-graphql, TypeORM) legitimately merge with interfaces.
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // Scripts served to browsers (checkout page enhancements).
    files: ['src/web/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'navigator',
          'location',
          'history',
          'fetch',
          'FormData',
          'URLSearchParams',
          'Event',
          'CustomEvent',
          'HTMLElement',
          'localStorage',
          'sessionStorage',
          'alert',
        ].map((g) => [g, 'readonly']),
      ),
    },
  },
  {
    files: [
      'src/core/**/*.ts',
      'src/db/**/*.ts',
      'src/ledger/**/*.ts',
      'src/processor/**/*.ts',
      'src/jobs/**/*.ts',
      'src/modules/**/*.service.ts',
      '**/*.entity.ts',
      '**/*.state.ts',
      '**/*.presenter.ts',
      'src/events/**/*.ts',
    ],
    // The GraphQL side of events (its subscription resolver and object type) is a transport file, and
    // a slice's module description (*.module.ts) wires its transports to its services.
    ignores: ['src/events/**/*.resolver.ts', 'src/events/**/*.type.ts', 'src/events/**/*.inputs.ts', '**/*.module.ts'],
    rules: { 'no-restricted-imports': ['error', transportFree] },
  },
  {
    // The database layer knows no slice: the entities reach the data source from the composition
    // root (container.ts), which collects each module's own.
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...transportFree,
          patterns: [
            ...transportFree.patterns,
            {
              group: ['**/modules/**', '**/modules', '**/events/**', '**/ledger/**', '**/container'],
              message: 'Layer rule: src/db imports no slice; the composition root hands it the entities. See DESIGN.md.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.rest.ts', '**/*.resolver.ts'],
    rules: { 'no-restricted-imports': ['error', noRepositories] },
  },
  {
    files: ['src/**/*.ts'],
    // The module list (modules/index.ts) is where every slice is wired in.
    ignores: ['src/modules/index.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', sliceBoundary] },
  },
  {
    // The build bundles src/ into one file (scripts/bundle.js), where every module's __dirname is the
    // bundle's folder: files read at run time are found from SOURCE_DIR (src/source-dir.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/source-dir.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: '__dirname', message: 'bundled, every module shares one __dirname: use SOURCE_DIR (src/source-dir.ts)' },
        { name: '__filename', message: 'bundled, every module shares one __filename' },
      ],
    },
  },
);
