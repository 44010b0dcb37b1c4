import { PackageType, PlanType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { ActiveStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { filterParam, pageParam } from '../manager/labels.server.ts';
import type { Option } from '../manager/types.ts';

// The packages area's select options and list addresses, worked out by loaders on the server.

const asOptions = (options: ReadonlyArray<{ value: number; label: string }>): Option[] =>
  options.map((option) => ({ value: String(option.value), label: option.label }));

export const packageTypeOptions = (locale: Locale) => asOptions(PackageType.options(locale));
export const planTypeOptions = (locale: Locale) => asOptions(PlanType.options(locale));
export const packageStatusOptions = (locale: Locale) => asOptions(PackageStatus.options(locale));
export const subscriptionTypeOptions = (locale: Locale) => asOptions(SubscriptionType.options(locale));
export const subscriptionStatusOptions = (locale: Locale) => asOptions(ActiveStatus.options(locale));

/** The address name of a package type («ads» for 7): its public page is /packages/{name}. */
export const packageTypeName = (type: number) => PackageType.nameOf(type) ?? '';

/** The API query of a list address: page (size 15, spec section 9) and the filters that are set. */
/** A filter's number as the API's query takes it; undefined (left out) when not set. */
const numberOf = (text: string) => (text === '' ? undefined : Number(text));

/** The filters of /manager/packages (?textSearch=&type=&planType=&status=&page=), cleaned, and its API query. */
export function packageListQuery(url: URL) {
  const filters = {
    textSearch: (url.searchParams.get('textSearch') ?? '').trim().slice(0, 100),
    type: filterParam(url.searchParams.get('type'), (value) => PackageType.is(value)),
    planType: filterParam(url.searchParams.get('planType'), (value) => PlanType.is(value)),
    status: filterParam(url.searchParams.get('status'), (value) => PackageStatus.is(value)),
  };
  const query = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    textSearch: filters.textSearch || undefined,
    type: numberOf(filters.type),
    planType: numberOf(filters.planType),
    status: numberOf(filters.status),
  };
  return { filters, query };
}

/** The filters of /manager/subscriptions (?type=&status=&page=), cleaned, and its API query. */
export function subscriptionListQuery(url: URL) {
  const filters = {
    type: filterParam(url.searchParams.get('type'), (value) => SubscriptionType.is(value)),
    status: filterParam(url.searchParams.get('status'), (value) => ActiveStatus.is(value)),
  };
  const query = {
    page: pageParam(url),
    perPage: PAGE_SIZE,
    type: numberOf(filters.type),
    status: numberOf(filters.status),
  };
  return { filters, query };
}
