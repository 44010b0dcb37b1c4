import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The web's generated contract types, and the command that writes them. */
export const CONTRACT_TYPES_FILE = path.resolve(import.meta.dirname, '../../web/app/lib/api-schema.gen.ts');
export const CONTRACT_TYPES_COMMAND = 'npm run api:types';

/**
 * The document integrators and the web are typed from: the served one without the development-only operations
 * (tag `dev`: registered only where the dev outbox is, never in production).
 */
export function contractDocument(served: OpenAPI3): OpenAPI3 {
  const paths: NonNullable<OpenAPI3['paths']> = {};
  for (const [path, item] of Object.entries(served.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, operation]) => {
        const tags: unknown = (operation as { tags?: unknown } | undefined)?.tags;
        return !(Array.isArray(tags) && tags.includes('dev'));
      }),
    );
    if (Object.keys(kept).some((key) => key !== 'parameters')) paths[path] = kept;
  }
  return { ...served, paths };
}

/**
 * The TypeScript of the contract (openapi-typescript: `paths`, `components`, `operations`), deterministic: keys
 * sorted, no date, the same text for the same document.
 */
export async function contractTypesSource(served: OpenAPI3): Promise<string> {
  const document = contractDocument(served);
  // A field with a default is optional in a request (zod leaves it out of `required`); openapi-typescript would make it
  // required by default (defaultNonNullable), refusing a body the API takes.
  const ast = await openapiTS(document, { alphabetize: true, defaultNonNullable: false });
  return [
    `// Generated from ${document.info.title}'s OpenAPI document (/api/v1/openapi.json) by openapi-typescript.`,
    `// Do not edit: run \`${CONTRACT_TYPES_COMMAND}\` after changing a route's schema (ADR 0118).`,
    '',
    astToString(ast),
  ].join('\n');
}
