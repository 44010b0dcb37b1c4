import type { ManagedUser } from '@shahrbazar/domain/api/user.schema';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { AuthLevel, Gender, UserType } from '@shahrbazar/domain/enums/people';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { hasMore, PAGE_SIZE, rowNumber } from '@shahrbazar/domain/rules/pagination';
import type { DocumentRow, ListPage, Option, ReviewDocument, RowsPage, UserRow } from './types.ts';
import { isAdminAccount, userRow } from './user-row.ts';

export { isAdminAccount, userRow };

// The enumerations' labels for the back office and the agent panel, read by loaders on the server: the enumeration
// objects carry zod schemas, which must stay out of the browser bundle (see lib/labels.server.ts).

const asOptions = (options: ReadonlyArray<{ value: number | string; label: string }>): Option[] =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

/** User types for a select; only an admin may make an admin (the API refuses it to anyone else). */
export function userTypeOptions(locale: Locale, withAdmin: boolean): Option[] {
  return asOptions(UserType.options(locale).filter((option) => withAdmin || option.value !== UserType.admin));
}

/** Types a role can be made for: the panels that have roles (back office, agent panel). */
export function roleTypeOptions(locale: Locale): Option[] {
  return asOptions(
    UserType.options(locale).filter((option) => option.value === UserType.employee || option.value === UserType.agent),
  );
}

export const activeStatusOptions = (locale: Locale): Option[] => asOptions(ActiveStatus.options(locale));
export const authLevelOptions = (locale: Locale): Option[] => asOptions(AuthLevel.options(locale));
export const documentStatusOptions = (locale: Locale): Option[] => asOptions(DocumentStatus.options(locale));
export const genderChoices = (locale: Locale): Option[] => asOptions(Gender.options(locale));

export const userTypeLabel = (type: number, locale: Locale) =>
  UserType.is(type) ? UserType.label(type, locale) : String(type);
export const authLevelText = (level: number, locale: Locale) =>
  AuthLevel.is(level) ? AuthLevel.label(level, locale) : String(level);
export const documentStatusText = (status: number, locale: Locale) =>
  DocumentStatus.is(status) ? DocumentStatus.label(status, locale) : String(status);

/** The review decisions a manager takes (approve 1, reject 2), by the domain's names. */
export const REVIEW_DECISIONS = { approve: DocumentStatus.approved, reject: DocumentStatus.rejected } as const;

/**
 * A query-string filter ('2') kept only when it is one of the enumeration's values; '' (any) otherwise, so a
 * hand-edited address never becomes a validation error page. -1 is the spec's "any" as well.
 */
export function filterParam(value: string | null, is: (value: unknown) => boolean): string {
  if (value === null || value === '' || value === '-1') return '';
  return is(Number(value)) ? String(Number(value)) : '';
}

/** A filter's text (filterParam's answer) as the enumeration's value the API's query takes; undefined when none. */
export function enumValue<V>(text: string, is: (value: unknown) => value is V): V | undefined {
  const value = text === '' ? undefined : Number(text);
  return is(value) ? value : undefined;
}

export const isUserType = (value: unknown) => UserType.is(value);
export const isActiveStatus = (value: unknown) => ActiveStatus.is(value);
export const isDocumentStatus = (value: unknown) => DocumentStatus.is(value);

/** The page number of a list address (?page=3), 1 when absent or not a positive integer. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A page of a list for a page component: each item made a row by `toRow` (with its row number), and whether more
 * pages follow. Done here on the server: the domain's pagination module also holds zod schemas.
 */
export function rowsPage<T, R>(page: ListPage<T>, locale: Locale, toRow: (item: T, number: string) => R): RowsPage<R> {
  return {
    items: page.items.map((item, index) =>
      toRow(item, localizeDigits(rowNumber(page.currentPage, page.perPage, index), locale)),
    ),
    total: page.total,
    currentPage: page.currentPage,
    lastPage: page.lastPage,
    more: hasMore(page.lastPage, page.currentPage),
  };
}

/** A page of users as rows. */
export function userRows(page: ListPage<ManagedUser>, locale: Locale, now = new Date()): RowsPage<UserRow> {
  return rowsPage(page, locale, (user, number) => userRow(user, number, locale, now));
}

/**
 * The filters of a users list address (?textSearch=&type=&status=&page=), cleaned, and the API query for them
 * (page size 15, spec section 9). Unknown filter values are dropped rather than sent.
 */
export function userListQuery(url: URL): {
  filters: { textSearch: string; type: string; status: string };
  query: {
    page: number;
    perPage: number;
    textSearch: string | undefined;
    type: number | undefined;
    status: number | undefined;
  };
} {
  const filters = {
    textSearch: (url.searchParams.get('textSearch') ?? '').trim().slice(0, 100),
    type: filterParam(url.searchParams.get('type'), isUserType),
    status: filterParam(url.searchParams.get('status'), isActiveStatus),
  };
  const query = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    textSearch: filters.textSearch || undefined,
    type: filters.type ? Number(filters.type) : undefined,
    status: filters.status ? Number(filters.status) : undefined,
  };
  return { filters, query };
}

/** Roles for a select, grouped by the user type they are for («کارمند», «نماینده»). */
export function roleChoices(
  roles: ReadonlyArray<{ id: number; title: string; type: number }>,
  locale: Locale,
): Array<{ group: string; items: Option[] }> {
  const groups = new Map<number, Option[]>();
  for (const role of roles)
    groups.set(role.type, [...(groups.get(role.type) ?? []), { value: String(role.id), label: role.title }]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([type, items]) => ({ group: userTypeLabel(type, locale), items }));
}

/** A new user's defaults in the back office: a client, active (the API's own defaults). */
export const NEW_USER_DEFAULTS = { type: String(UserType.client), status: String(ActiveStatus.active) } as const;

/** A document of the review queue as a row. */
export function documentRow(item: ReviewDocument, number: string, locale: Locale): DocumentRow {
  return {
    id: item.id,
    number,
    title: item.title,
    src: item.file,
    status: item.status,
    statusLabel: documentStatusText(item.status, locale),
    userId: item.userId,
    userName: item.userName,
    userMobile: item.userMobile ? localizeDigits(item.userMobile, locale) : '',
    uploader: item.uploader,
    authLevel: item.authLevel,
    authLevelLabel: authLevelText(item.authLevel, locale),
    sentAt: formatJalaliDateTime(new Date(item.registerDate), locale),
    reviewedAt: item.reviewedAt ? formatJalaliDateTime(new Date(item.reviewedAt), locale) : null,
    message: item.message,
  };
}
