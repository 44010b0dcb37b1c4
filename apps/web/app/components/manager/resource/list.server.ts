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
import type { ListPage, RowsPage } from '../types.ts';
import type { AnyManagerResource, CursorPage, ResourceQuery, ResourceRow } from './define-resource.ts';
import { resourceOfList, segmentOf } from './registry.ts';

/** The declared resource of a list address (/manager/<list>, /manager/<list>/export.csv); 404 for another. */
export function listResourceOf(args: RequestArgs): AnyManagerResource {
  const resource = resourceOfList(segmentOf(args.url.pathname));
  if (!resource) throw data(null, { status: 404 });
  return resource;
}

/**
 * The filters of a list address (?textSearch=&<filter>=&page=&cursor=), cleaned, and the API query for them (15 a
 * page). An address edited by hand never becomes an error page: a filter that is not a positive id means «all», a
 * cursor that is not one the first page.
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
  const typed = Number(url.searchParams.get('cursor'));
  const cursor = resource.paging === 'cursor' && Number.isInteger(typed) && typed > 0 ? typed : undefined;
  return { filters, query, cursor };
}

/**
 * The declared `selects` of a list address (?type=2&status=1): the chosen value of each ('' for «any»: -1, or not one
 * of the choices, or one its `accepts` refuses; absent: the select's `initial`), and the chosen ones for the API's
 * query; `shown`: each with its choices in the page's locale (given the API's `answer`, for choices it names).
 */
export function selectParams(
  url: URL,
  resource: AnyManagerResource,
  locale: Locale,
  answer?: ListPage<unknown> | CursorPage<unknown>,
) {
  const { t } = createI18n(locale, catalogues[locale]);
  const values = (resource.selects ?? []).map((select) => {
    const typed = url.searchParams.get(select.name) ?? select.initial ?? '';
    const known = select.accepts
      ? typed !== '' && select.accepts(typed)
      : select.options(locale, t).some((option) => option.value === typed);
    return { select, value: known ? typed : '' };
  });
  const chosen: Record<string, string> = Object.fromEntries(
    values.filter(({ value }) => value).map(({ select, value }) => [select.name, value]),
  );
  const shown = values.map(({ select, value }) => ({
    name: select.name,
    label: select.label,
    options: select.options(locale, t, answer),
    value,
    keep: select.keep ?? false,
    shown: select.shown ?? true,
  }));
  return { chosen, shown };
}

const isCursorPage = <Item>(page: ListPage<Item> | CursorPage<Item>): page is CursorPage<Item> => 'nextCursor' in page;

/**
 * A page of a declared list as its rows: a numbered page (ListPage) with its paging facts, or a cursor page with the
 * next cursor (its rows numbered from one on each page: a cursor list has no total).
 */
export function resourceRows(
  resource: AnyManagerResource,
  answer: ListPage<unknown> | CursorPage<unknown>,
  locale: Locale,
) {
  const { t } = createI18n(locale, catalogues[locale]);
  const row = (item: unknown, number: string) => resource.row(item, number, locale, t);
  if (!isCursorPage(answer)) return { page: rowsPage(answer, locale, row), next: null };
  const { items, nextCursor } = answer;
  const page = rowsPage(
    { items, total: items.length, currentPage: 1, perPage: items.length, lastPage: 1 },
    locale,
    row,
  );
  return { page, next: nextCursor };
}

/** A resource's list page: its rows in the page's locale, the filters as typed and the select filters' choices. */
export async function resourceListLoader(args: RequestArgs) {
  const resource = listResourceOf(args);
  await requirePolicies(args, 'manager', resource.policies.index);
  const locale = localeOfRequest(args.request);
  const { filters, query, cursor } = listParams(args.url, resource);
  const { chosen } = selectParams(args.url, resource, locale);
  const api = serverApi(args.request, args.context);
  const [answer, options] = await Promise.all([
    resource.fetch(api, query, chosen, cursor),
    resource.filter?.options(api),
  ]).catch(panelFailure(args, 'manager'));
  const { page, next } = resourceRows(resource, answer, locale);
  return {
    list: resource.list,
    page: page as RowsPage<ResourceRow>,
    filters,
    options: options ?? [],
    selects: selectParams(args.url, resource, locale, answer).shown,
    next,
  };
}
