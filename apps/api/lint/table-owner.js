// A module owns its tables (issue 33, ADR 0127): a table defined in a module's folder, apps/api/src/modules/<m>/ or
// apps/api/src/verticals/<v>/ (`*.table.ts` anywhere under it), is imported only by files of that folder; any other
// file calls the module's service. The owners come from the paths, never from a list of tables. What code still did
// otherwise when the rule came is its baseline (table-owner-baseline.json: file → tables), which may only shrink: the
// rule refuses any import it does not list, and table-owner.unit.test.ts fails on an entry no longer needed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is apps/api/lint/table-owner.js). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const baselineFile = fileURLToPath(new URL('./table-owner-baseline.json', import.meta.url));

/** The module folder a repository path belongs to (`apps/api/src/modules/payments`), or null outside any. */
export function ownerOf(file) {
  const match = /^apps\/api\/src\/(modules|verticals)\/[^/]+(?=\/)/.exec(file);
  return match ? match[0] : null;
}

const isTableFile = (source) => /\.table(\.[jt]s)?$/.test(source);
const toPosix = (file) => file.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A module's tables are imported only by that module's files (ADR 0127)." },
    schema: [
      {
        type: 'object',
        properties: {
          baseline: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "`{{table}}` is a table of {{owner}}: only that module's files import it. Call its service (a read or write function of {{owner}}) instead (ADR 0127).",
    },
  },
  create(context) {
    const baseline = context.options[0]?.baseline ?? JSON.parse(readFileSync(baselineFile, 'utf8'));
    const file = toPosix(path.relative(root, context.filename));
    const mine = ownerOf(file);
    const allowed = new Set(baseline[file] ?? []);
    /** Reports each table name imported from another module's table file, but those the baseline lists. */
    function check(node, names) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.') || !isTableFile(source.value)) return;
      const target = toPosix(path.join(path.dirname(file), source.value));
      const owner = ownerOf(target);
      if (owner === null || owner === mine) return;
      for (const { name, at } of names) {
        if (allowed.has(name)) continue;
        context.report({
          node: at,
          messageId: 'foreign',
          data: { table: name, owner: owner.replace('apps/api/src/', '') },
        });
      }
    }
    /** The value bindings of an import or re-export: a type-only one reads no table. */
    const valueNames = (node, specifiers) =>
      node.importKind === 'type' || node.exportKind === 'type'
        ? []
        : specifiers
            .filter((specifier) => specifier.importKind !== 'type' && specifier.exportKind !== 'type')
            .map((specifier) => {
              const named = specifier.imported ?? specifier.local;
              const name =
                specifier.type === 'ImportNamespaceSpecifier' || specifier.type === 'ImportDefaultSpecifier'
                  ? '*'
                  : (named.name ?? named.value);
              return { name, at: specifier };
            });
    return {
      ImportDeclaration: (node) => check(node, valueNames(node, node.specifiers)),
      ExportNamedDeclaration: (node) => check(node, valueNames(node, node.specifiers)),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type' ? [] : [{ name: '*', at: node }]),
      ImportExpression: (node) => check(node, [{ name: '*', at: node }]),
    };
  },
};

const plugin = { meta: { name: 'shahrbazar-table-owner' }, rules: { 'table-owner': rule } };

/**
 * Where the rule holds: the API's code, but the schema's registry (drizzle's list of every table), the demo seed (its
 * core, and each vertical's `<key>.seed.ts` in its folder), the tests and the tables themselves (a foreign key names
 * another module's table: it reads nothing).
 */
export const scope = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [
    'apps/api/src/db/schema.ts',
    'apps/api/src/seed/**',
    'apps/api/src/**/*.seed.ts',
    'apps/api/src/**/*.table.ts',
    '**/*.test.ts',
  ],
};

export default plugin;
