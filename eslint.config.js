// One lint config for the whole monorepo. The dependency direction of docs/ARCHITECTURE.md is enforced here:
// apps/web and apps/api may import packages/domain; domain imports neither; web and api never import each other;
// a vertical never imports another vertical (zones below, one per vertical folder).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tableOwner, { scope as tableOwnerScope } from './apps/api/lint/table-owner.js';

// The verticals are their folders (issue 33, ADR 0125): the list comes from the folder listing, never by hand.
/** The vertical folders under a root. */
const foldersOf = (root) =>
  readdirSync(new URL(`${root}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webVerticals = foldersOf('apps/web/app/verticals');
const verticals = [...new Set([...foldersOf('apps/api/src/verticals'), ...webVerticals])];

const verticalZones = verticals.flatMap((v) =>
  ['apps/api/src/verticals', 'apps/web/app/verticals'].map((root) => ({
    target: `./${root}/${v}`,
    from: `./${root}`,
    except: [`./${v}`],
    message: 'A vertical never imports another vertical: go through the listing core.',
  })),
);

// The API's core never imports a vertical (issue 33, ADR 0121): verticals register into it through what they declare
// (defineVertical: routes, rounds, dashboard counts, settings hooks). Only the composition roots read the registry:
// app.ts and the worker's rounds; db/schema.ts lists every table for drizzle. The demo seed is a composition root too:
// each vertical writes its own rows (verticals/<key>/<key>.seed.ts: its listings, its part of the agent's work and of
// the accounts' history) and the seed reads them, with the registry, through verticals/seeds.ts only.
// Tests may build the whole registry.
const coreZones = [
  './apps/api/src/{modules,http,server,observability}/**/!(*.test).ts',
  './apps/api/src/db/!(schema).ts',
].map((target) => ({
  target,
  from: './apps/api/src/verticals',
  message: 'The core never imports a vertical: declare it in defineVertical and read it from the registry.',
}));
const rootZones = [
  ...['./apps/api/src/app.ts', './apps/api/src/jobs'].map((target) => ({
    target,
    from: './apps/api/src/verticals',
    except: ['./registry.ts'],
    message: 'A composition root reads the verticals through verticals/registry.ts only.',
  })),
  {
    target: './apps/api/src/seed',
    from: './apps/api/src/verticals',
    except: ['./seeds.ts'],
    message:
      "The demo seed reads the verticals through verticals/seeds.ts only: a vertical's rows are written in its folder (<key>.seed.ts).",
  },
];

// The web's core never imports a vertical's folder (issue 33, ADR 0125): it reads the verticals through
// verticals/registry.ts (the declarations), detail-parts.ts and words.catalogue.ts, which find them by their folders;
// a vertical's pages are declared in its routes.ts. Tests may import a vertical.
const webCoreZones = webVerticals.map((v) => ({
  target: ['./apps/web/app/!(verticals)/**/!(*.test).{ts,tsx}', './apps/web/app/*.{ts,tsx}'],
  from: `./apps/web/app/verticals/${v}`,
  message:
    "The web's core never imports a vertical: declare what it needs in verticals/<key>/index.ts and read it from verticals/registry.ts.",
}));

// Nor does it name a vertical (ADR 0125): no vertical's page in the route table (its routes.ts declares it), no key
// handed to the registry's look-ups or compared with a listing's `vertical`; what differs by vertical is declared.
const keys = verticals.join('|');
const webCoreNamesNoVertical = [
  {
    selector: `CallExpression[callee.name=/^(route|index|layout)$/] > Literal[value=/^verticals\\/(${keys})\\//]`,
    message: "A vertical's pages are declared in its own folder: verticals/<key>/routes.ts (ADR 0125).",
  },
  {
    selector: `CallExpression[callee.name=/^(webVertical|detailParts|listingRoutes|listingPanelRoutes)$/] > Literal[value=/^(${keys}|doctor)$/]`,
    message: 'The core names no vertical: read it from the address or the listing, or declare it in the vertical.',
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==$/][left.property.name="vertical"] > Literal[value=/^(${keys})$/]`,
    message: "The core names no vertical: declare what differs in the vertical's index.ts (defineWebVertical).",
  },
];

// Billing alone creates payments and shares out money (issue 33, ADR 0120): the payments, wallet entries and wallet
// reserves tables are written only in modules/payments, and only billing computes the site's share.
const billingSyntax = [
  {
    selector: 'CallExpression[callee.property.name="insert"][arguments.0.name="payments"]',
    message:
      'Only billing creates payments: call createUnpaidPayment(tx, {...}) of modules/payments/payment.service.ts.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(update|delete)$/][arguments.0.name="payments"], CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(walletEntries|walletReserves)$/]',
    message:
      'Payments, wallet entries and reserves are written only by billing (modules/payments): call its service (createUnpaidPayment, payAllOnline, creditWallet, debitWallet, holdReserve, shareOutReserve, releaseReserve).',
  },
  {
    // The users module keeps the wallet's columns of the user row for billing (ADR 0127): a balance changes only with
    // the ledger entry billing writes in the same transaction.
    selector: 'ImportDeclaration[source.value=/\\/users\\/user-wallet(\\.ts)?$/]',
    message:
      'The wallet columns of a user row are moved by billing alone: call its service (creditWallet, debitWallet, the withdrawals), never users/user-wallet.ts.',
  },
  {
    selector:
      'ImportDeclaration[source.value="@shahrbazar/domain/rules/order"] > ImportSpecifier[imported.name="siteShare"]',
    message:
      "Only billing shares out money: pay a held reserve out less the site's share with shareOutReserve(tx, reserve, {...}) of modules/payments/reserve.service.ts.",
  },
];

// One access function (issue 33, ADR 0122): whether a caller may touch a record is declared once, in
// modules/access/record-access.ts, and asked through requireAccess / mayAccess / isOwnRecord. A hand-written
// comparison of a record's `.userId` or `.ownerId` (but with undefined: "is there a filter") is refused elsewhere.
const ownerMember = (side) =>
  `[${side}.property.name=/^(userId|ownerId)$/], [${side}.expression.property.name=/^(userId|ownerId)$/]`;
const accessSyntax = [
  {
    selector: `BinaryExpression:matches([operator="==="], [operator="!=="], [operator="=="], [operator="!="]):matches(${ownerMember('left')}, ${ownerMember('right')}):not([left.type="Identifier"][left.name="undefined"], [right.type="Identifier"][right.name="undefined"])`,
    message:
      "Who may touch a record is declared once: call requireAccess(caller, kind, record, action) (or mayAccess / isOwnRecord) of modules/access/record-access.ts instead of comparing its owner's id.",
  },
];

// The web calls the API only through the calls typed by its document (ADR 0118).
const typedClientSyntax = [
  {
    selector:
      'CallExpression[callee.property.name=/^(get|post|put|patch|delete|send)$/][callee.object.name=/^(api|client)$/], CallExpression[callee.property.name=/^(get|post|put|patch|delete|send)$/][callee.object.callee.name=/^(serverApi|useApi|createApiClient)$/]',
    message:
      "Call the API through its typed calls (ADR 0118): api.GET('/api/v1/…/{id}', { params, body }), api.request(…), or an upload's send(path, { params, body }).",
  },
  {
    selector: 'CallExpression[typeArguments][callee.property.name=/^(get|post|put|patch|delete|send)$/]',
    message:
      'No answer type named by hand: the typed calls (ADR 0118) answer what the API’s document declares for the path.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      // Copies of earlier builds the benches compare with (bench:pages --web .cache/build-before).
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      // Written by `npm run api:types` (ADR 0118).
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain is pure: it imports no app.' },
            { target: './apps/web', from: './apps/api', message: 'web talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'the API never imports the web app.' },
            ...verticalZones,
            ...coreZones,
            ...rootZones,
            ...webCoreZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shahrbazar/api', '@shahrbazar/api/*'], message: 'Only HTTP reaches the API.' },
            { group: ['@shahrbazar/web', '@shahrbazar/web/*'], message: 'Nothing imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles at run time (issue 33, ADR 0112; import-x skips `import type`): a cycle makes the order of
    // loading matter and two files one. Checked in the API's code and the domain, our own files only.
    files: ['apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A module owns its tables (issue 33, ADR 0127): another module's `*.table.ts` is imported nowhere in the API's
    // code but the schema's registry, the demo seed, tests and other tables (a foreign key); the rule derives owners
    // from the folders and refuses whatever apps/api/lint/table-owner-baseline.json (which only shrinks) does not list.
    ...tableOwnerScope,
    plugins: { owner: tableOwner },
    rules: { 'owner/table-owner': 'error' },
  },
  {
    // Billing's rule everywhere but billing (tests and the seed included).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/payments/**'],
    rules: { 'no-restricted-syntax': ['error', ...billingSyntax] },
  },
  {
    // The access rule everywhere but the access function itself, tests and the demo seed (seed/ and each vertical's
    // *.seed.ts); a later block replaces an earlier one's options, so outside billing both rules are listed again.
    files: ['apps/api/src/modules/payments/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...accessSyntax] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/modules/payments/**',
      'apps/api/src/modules/access/record-access.ts',
      'apps/api/src/seed/**',
      'apps/api/src/**/*.seed.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...billingSyntax, ...accessSyntax] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shahrbazar/*'], message: 'domain imports no other workspace.' },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                'fastify',
                'react',
                'react-dom',
              ],
              message: 'domain is pure TypeScript without I/O or UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web calls the API only through the calls typed by its document (ADR 0118): `api.GET('/api/v1/…/{id}', …)`,
    // `api.request`, and an upload's `send('/api/v1/files', { body })`. The untyped `api.get<T>(url)` family, whose
    // hand-named answer type hid every drift from the contract, was removed; this keeps it from coming back.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedClientSyntax] },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    // Leaves the vertical folders, the tests, and the back office's page of a listing (a booth's products link: the
    // back office's pages are being restructured apart; issue 33).
    ignores: [
      'apps/web/app/verticals/*/**',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/app/routes/manager/listing.tsx',
    ],
    // A later block replaces an earlier one's options: the typed client's rule is listed again.
    rules: { 'no-restricted-syntax': ['error', ...webCoreNamesNoVertical, ...typedClientSyntax] },
  },
  {
    // Links come from lib/link.tsx (ADR 0137): React Router's own in the browser, a plain <a> drawn on the server.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/link.tsx', 'apps/web/app/lib/link.server.tsx', 'apps/web/app/lib/link.server.test.tsx'],
    rules: {
      // A later block replaces an earlier one's options: the workspaces' patterns are listed again.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shahrbazar/api', '@shahrbazar/api/*'], message: 'Only HTTP reaches the API.' },
            { group: ['@shahrbazar/web', '@shahrbazar/web/*'], message: 'Nothing imports the web app.' },
          ],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Use Link and NavLink from lib/link.tsx: drawn without their browser work on the server (ADR 0137).',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker (ADR 0044) runs in the browser's worker scope, not in Node.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', '**/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The journeys' `expect` waits for the page drawn at an address, not only the address (ADR 0068).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/expect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['expect'],
              message: 'Use `expect` from e2e/support/expect.ts: its toHaveURL waits for the page drawn (ADR 0068).',
            },
          ],
        },
      ],
    },
  },
);
