import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { pageParam } from '../manager/labels.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import type { FormProblems } from './form-check.ts';

// The back office's simple lists and forms, on the server: the filters of a list address and a form's problems.

/** The filters of a list address (?textSearch=&state_id=&page=), cleaned, and the API query for them (15 a page). */
export function listParams(
  url: URL,
  withState: boolean,
): {
  filters: { textSearch: string; stateId: string };
  query: { page: number; perPage: number; textSearch: string | undefined; state_id: number | undefined };
} {
  const state = url.searchParams.get('state_id') ?? '';
  const filters = {
    textSearch: (url.searchParams.get('textSearch') ?? '').trim().slice(0, 100),
    // An address edited by hand never becomes an error page: anything but a positive id means every state.
    stateId: withState && /^\d{1,9}$/.test(state) && Number(state) > 0 ? state : '',
  };
  // Empty filters are left out of the API's query (undefined).
  const query = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    textSearch: filters.textSearch || undefined,
    state_id: filters.stateId ? Number(filters.stateId) : undefined,
  };
  return { filters, query };
}

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
