import { catalogues } from '../../lib/i18n.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import type { FormProblems } from './form-check.ts';

// The back office's simple forms, on the server: a form's problems as the API would have answered them.

/** The text at a dotted key of a catalogue ('geo.manager.slugInvalid'), else the key itself. */
function textAt(catalogue: unknown, key: string): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** A form's problems (found again in the action: no JavaScript) as the failure the API would have answered. */
export function problemsFailure(request: Request, problems: FormProblems): FormFailure | undefined {
  const entries = Object.entries(problems);
  if (entries.length === 0) return undefined;
  const catalogue = catalogues[localeOfRequest(request)];
  return {
    message: catalogue.errors.validation,
    fields: Object.fromEntries(entries.map(([field, key]) => [field, textAt(catalogue, key)])),
  };
}
