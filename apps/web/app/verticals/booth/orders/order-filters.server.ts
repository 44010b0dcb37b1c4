import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { FIRST_PAGE, PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { postedDay } from '../../../components/forms/jalali-date.ts';
import type { ApiQuery } from '../../../lib/api-client.ts';

/** The query of a page of orders, the same in the back office and the agent panel. */
type ManagerOrderQuery = ApiQuery<'/api/v1/manager/orders'>;

const PAYMENT_STATUSES = ['paid', 'partPaid', 'unPaid'] as const;

/** The back office's order filters as the address carries them (days as ISO days), cleaned. */
export interface OrderFilters {
  status: string;
  paymentStatus: string;
  booth_id: string;
  user_id: string;
  from: string;
  to: string;
}

/** A positive whole number as typed (Persian digits too), as the API takes it; '' otherwise. */
const id = (typed: string) => {
  const value = toAsciiDigits(typed);
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? String(Number(value)) : '';
};

/**
 * The filters of an orders list address and the API query for them: the days as the Jalali date field posts them (ISO),
 * or typed Jalali days of an older address; a day that is not a real one is left out and named in `badDates` (the
 * page says so), unknown values are dropped rather than sent.
 */
export function orderAdminQuery(url: URL): { filters: OrderFilters; query: ManagerOrderQuery; badDates: string[] } {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 20);
  const status = get('status');
  const paymentStatus = get('paymentStatus');
  const filters: OrderFilters = {
    status: status !== '' && OrderStatus.is(Number(status)) ? status : '',
    paymentStatus: PAYMENT_STATUSES.find((known) => known === paymentStatus) ?? '',
    booth_id: id(get('booth_id')),
    user_id: id(get('user_id')),
    from: get('from'),
    to: get('to'),
  };
  const page = Number(url.searchParams.get('page'));
  const badDates: string[] = [];
  const dayOf = (name: 'from' | 'to') => {
    if (filters[name] === '') return undefined;
    const day = postedDay(filters[name]);
    if (!day) badDates.push(name);
    else filters[name] = day;
    return day ?? undefined;
  };
  const statusValue = Number(filters.status);
  const query: ManagerOrderQuery = {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    perPage: PAGE_SIZE,
    status: filters.status !== '' && OrderStatus.is(statusValue) ? statusValue : undefined,
    paymentStatus: PAYMENT_STATUSES.find((known) => known === filters.paymentStatus),
    booth_id: filters.booth_id === '' ? undefined : Number(filters.booth_id),
    user_id: filters.user_id === '' ? undefined : Number(filters.user_id),
    from: dayOf('from'),
    to: dayOf('to'),
  };
  return { filters, query, badDates };
}
