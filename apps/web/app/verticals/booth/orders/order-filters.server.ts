import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import { parseJalaliDay } from '@shahrbazar/domain/format/jalali';
import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { FIRST_PAGE, PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';

/** The back office's order filters as the address carries them (Jalali days as typed), cleaned. */
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
 * The filters of an orders list address and the API query for them: a day that is not a real Jalali day is left out
 * and named in `badDates` (the page says so), unknown values are dropped rather than sent.
 */
export function orderAdminQuery(url: URL): { filters: OrderFilters; query: string; badDates: string[] } {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 20);
  const status = get('status');
  const paymentStatus = get('paymentStatus');
  const filters: OrderFilters = {
    status: status !== '' && OrderStatus.is(Number(status)) ? status : '',
    paymentStatus: ['paid', 'partPaid', 'unPaid'].includes(paymentStatus) ? paymentStatus : '',
    booth_id: id(get('booth_id')),
    user_id: id(get('user_id')),
    from: get('from'),
    to: get('to'),
  };
  const page = Number(url.searchParams.get('page'));
  const query = new URLSearchParams({
    page: String(Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE),
    perPage: String(PAGE_SIZE),
  });
  const badDates: string[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === '') continue;
    if (name === 'from' || name === 'to') {
      const day = parseJalaliDay(value);
      if (day) query.set(name, day);
      else badDates.push(name);
    } else {
      query.set(name, value);
    }
  }
  return { filters, query: query.toString(), badDates };
}
