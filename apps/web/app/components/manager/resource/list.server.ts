import { data } from 'react-router';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { serverApi } from '../../../lib/api.server.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { requirePolicies } from '../guard.server.ts';
import { pageParam, rowsPage } from '../labels.server.ts';
import type { AnyManagerResource, ResourceQuery } from './define-resource.ts';
import { resourceOfList, segmentOf } from './registry.ts';

/** The declared resource of a list address (/manager/<list>, /manager/<list>/export.csv); 404 for another. */
export function listResourceOf(args: RequestArgs): AnyManagerResource {
  const resource = resourceOfList(segmentOf(args.url.pathname));
  if (!resource) throw data(null, { status: 404 });
  return resource;
}

/**
 * The filters of a list address (?textSearch=&<filter>=&page=), cleaned, and the API query for them (15 a page).
 * An address edited by hand never becomes an error page: a filter that is not a positive id means «all».
 */
export function listParams(url: URL, resource: AnyManagerResource) {
  const chosen = resource.filter ? (url.searchParams.get(resource.filter.name) ?? '') : '';
  const filters = {
    textSearch: (url.searchParams.get(resource.searchName ?? 'textSearch') ?? '').trim().slice(0, 100),
    filter: /^\d{1,9}$/.test(chosen) && Number(chosen) > 0 ? chosen : '',
  };
  // Empty filters are left out of the API's query (undefined).
  const query: ResourceQuery = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    textSearch: filters.textSearch || undefined,
    filter: filters.filter ? Number(filters.filter) : undefined,
  };
  return { filters, query };
}

/**
 * The declared `selects` of a list address (?type=2&status=1): each with its choices in the page's locale and the
 * chosen value ('' for «any»: -1, or not one of the choices; absent: the select's `initial`), and the chosen ones for the API's query.
 */
export function selectParams(url: URL, resource: AnyManagerResource, locale: Locale) {
  const { t } = createI18n(locale, catalogues[locale]);
  const shown = (resource.selects ?? []).map((select) => {
    const options = select.options(locale, t);
    const typed = url.searchParams.get(select.name) ?? select.initial ?? '';
    const value = options.some((option) => option.value === typed) ? typed : '';
    return { name: select.name, label: select.label, options, value };
  });
  const chosen = Object.fromEntries(
    shown.filter((select) => select.value).map((select) => [select.name, select.value]),
  );
  return { shown, chosen };
}

/** A resource's list page: its rows in the page's locale, the filters as typed and the select filter's choices. */
export async function resourceListLoader(args: RequestArgs) {
  const resource = listResourceOf(args);
  await requirePolicies(args, 'manager', resource.policies.index);
  const locale = localeOfRequest(args.request);
  const { filters, query } = listParams(args.url, resource);
  const selects = selectParams(args.url, resource, locale);
  const { t } = createI18n(locale, catalogues[locale]);
  const api = serverApi(args.request, args.context);
  const [page, options] = await Promise.all([
    resource.fetch(api, query, selects.chosen),
    resource.filter?.options(api),
  ]).catch(panelFailure(args, 'manager'));
  return {
    list: resource.list,
    page: rowsPage(page, locale, (item, number) => resource.row(item, number, locale, t)),
    filters,
    options: options ?? [],
    selects: selects.shown,
  };
}
