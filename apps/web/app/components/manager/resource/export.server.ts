import { localizeDigits } from '@shahrbazar/domain/format/number';
import { rowNumber } from '@shahrbazar/domain/rules/pagination';
import { serverApi } from '../../../lib/api.server.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';
import { requirePolicies } from '../guard.server.ts';
import { toCsv } from './csv.ts';
import type { ResourceRow } from './define-resource.ts';
import { listParams, listResourceOf, selectParams } from './list.server.ts';

/** The API's largest page; the export reads the list 100 at a time. */
const EXPORT_PAGE = 100;
/** At most this many pages (10,000 rows): a larger export is cut there rather than holding a request for minutes. */
const EXPORT_PAGES = 100;

/**
 * /manager/<list>/export.csv: every row of the list's current filter (search, select), with the columns the page
 * shows, as the page shows them (the row number and counts in the locale's digits, Jalali dates), for Excel. It pages
 * through the same API list the page reads (by page, or by cursor for a cursor list), with the same permission
 * (ADR 0123).
 */
export async function resourceExportLoader(args: RequestArgs) {
  const resource = listResourceOf(args);
  await requirePolicies(args, 'manager', resource.policies.index);
  const locale = localeOfRequest(args.request);
  const { t } = createI18n(locale, catalogues[locale]);
  const { query } = listParams(args.url, resource);
  const { chosen } = selectParams(args.url, resource, locale);
  const api = serverApi(args.request, args.context);
  const rows: ResourceRow[] = [];
  // A cursor list is read from its first page (?cursor= is where the page was, not where the list starts).
  let cursor: number | undefined;
  for (let page = 1; page <= EXPORT_PAGES; page += 1) {
    const answer = await resource
      .fetch(api, { ...query, page, perPage: EXPORT_PAGE }, chosen, cursor)
      .catch(panelFailure(args, 'manager'));
    // A cursor list's rows are numbered in turn; a page's as the page numbers them (spec section 9).
    const first = 'nextCursor' in answer ? rows.length + 1 : rowNumber(page, EXPORT_PAGE, 0);
    answer.items.forEach((item, index) => {
      const number = localizeDigits(first + index, locale);
      rows.push(resource.row(item, number, locale, t));
    });
    if ('nextCursor' in answer ? answer.nextCursor === null : page >= answer.lastPage) break;
    if ('nextCursor' in answer) cursor = answer.nextCursor ?? undefined;
  }
  // A table's combined cell, or a card's fact that says again what a column says, is left out (csv: false).
  const columns = resource.columns.filter((column) => column.csv !== false);
  const head = [t('manager.list.row'), t(resource.words.name), ...columns.map((column) => t(column.label))];
  const body = rows.map((row) => [row.number, resource.name(row), ...columns.map((column) => column.value(row))]);
  const file = `${t(resource.words.title)}.csv`;
  return new Response(toCsv([head, ...body]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      // The ASCII name for old clients, the list's title in the manager's language for the rest (RFC 6266).
      'Content-Disposition': `attachment; filename="${resource.list}.csv"; filename*=UTF-8''${encodeURIComponent(file)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
