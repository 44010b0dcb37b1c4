import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import tableOwner, { root, scope } from '../../lint/table-owner.js';
import baseline from '../../lint/table-owner-baseline.json' with { type: 'json' };

// A module owns its tables (ADR 0127): the lint rule derives the owner of a table from its file's folder, and its
// baseline of older imports only shrinks.

RuleTester.describe = describe;
RuleTester.it = it;
const rule = tableOwner.rules!['table-owner']!;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.join(root, file);
const none = { baseline: {} };
/** The baseline's size (imports of another module's table): lowered, never raised. */
const BASELINE_CEILING = 0;

describe("the table owner's rule", () => {
  tester.run('table-owner', rule, {
    valid: [
      {
        name: "a module's own table, from a nested folder of the module too",
        filename: at('apps/api/src/verticals/lawyer/question.service.ts'),
        code: "import { lawyerProjects } from './projects/project.table.ts';",
        options: [none],
      },
      {
        name: 'a type only: it reads no table',
        filename: at('apps/api/src/verticals/booth/product.service.ts'),
        code: "import type { ListingImage } from '../../modules/listings/listing.table.ts';",
        options: [none],
      },
      {
        name: 'another module’s service',
        filename: at('apps/api/src/verticals/booth/order.view.ts'),
        code: "import { paymentsOfItems } from '../../modules/payments/payment.repository.ts';",
        options: [none],
      },
      {
        name: 'an import its baseline lists',
        filename: at('apps/api/src/verticals/booth/cart.service.ts'),
        code: "import { listings } from '../../modules/listings/listing.table.ts';",
        options: [{ baseline: { 'apps/api/src/verticals/booth/cart.service.ts': ['listings'] } }],
      },
    ],
    invalid: [
      {
        name: "another module's table, its owner named from the path",
        filename: at('apps/api/src/verticals/booth/order.view.ts'),
        code: "import { payments } from '../../modules/payments/payment.table.ts';",
        options: [none],
        errors: [{ messageId: 'foreign', data: { table: 'payments', owner: 'modules/payments' } }],
      },
      {
        name: 'a module that is not in any list: the path alone names it',
        filename: at('apps/api/src/modules/newcomer/newcomer.service.ts'),
        code: "import { things, type Thing } from '../other/thing.table.ts';",
        options: [none],
        errors: [{ messageId: 'foreign', data: { table: 'things', owner: 'modules/other' } }],
      },
      {
        name: 'a file outside any module, a re-export and a namespace',
        filename: at('apps/api/src/jobs/round.ts'),
        code: "export { users } from '../modules/users/user.table.ts';\nimport * as t from '../modules/users/user.table.ts';",
        options: [none],
        errors: [
          { messageId: 'foreign', data: { table: 'users', owner: 'modules/users' } },
          { messageId: 'foreign', data: { table: '*', owner: 'modules/users' } },
        ],
      },
      {
        name: 'a table the baseline does not list for this very file',
        filename: at('apps/api/src/verticals/booth/cart.service.ts'),
        code: "import { listings, users } from '../../modules/listings/listing.table.ts';",
        options: [{ baseline: { 'apps/api/src/verticals/booth/cart.service.ts': ['listings'] } }],
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'modules/listings' } }],
      },
    ],
  });

  it('has a baseline of exactly the imports the code still makes: an entry no longer needed is removed', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          ...scope,
          languageOptions: { parser: tseslint.parser },
          plugins: { owner: tableOwner },
          rules: { 'owner/table-owner': ['error', none] },
        },
      ],
    });
    // Only the files naming a table file of another folder can break the rule: the others need no parsing.
    const files = readdirSync(at('apps/api/src'), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join('apps/api/src', file))
      .filter((file) => file.endsWith('.ts') && /'\.\.\/[^']*\.table(\.ts)?'/.test(readFileSync(at(file), 'utf8')));
    const results = await eslint.lintFiles(files);
    const found: Record<string, string[]> = {};
    for (const result of results) {
      const tables = result.messages
        .filter((message) => message.ruleId === 'owner/table-owner')
        .map((message) => /`([^`]+)`/.exec(message.message)?.[1] ?? '?');
      if (tables.length === 0) continue;
      const file = path.relative(root, result.filePath).split(path.sep).join('/');
      found[file] = [...new Set(tables)].sort();
    }
    const sorted = Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
    // On a difference, apps/api/lint/table-owner-baseline.json is to become what is found (it only shrinks).
    expect(baseline, JSON.stringify(sorted, null, 2)).toEqual(sorted);
  }, 120_000);

  it('has a baseline that only shrinks: lower its ceiling as imports move behind their modules’ services', () => {
    expect(Object.values(baseline).flat().length).toBeLessThanOrEqual(BASELINE_CEILING);
  });
});
