import { describe, expect, it } from 'vitest';
import { orderAdminQuery } from './order-filters.server.ts';

describe('orderAdminQuery', () => {
  it('sends the days the Jalali date field posted (ISO) and keeps the known filters', () => {
    const url = new URL(
      'http://x/manager/orders?status=4&paymentStatus=paid&booth_id=۱۲&from=2024-09-26&to=2024-10-01',
    );
    const { filters, query, badDates } = orderAdminQuery(url);
    expect(filters).toMatchObject({ from: '2024-09-26', to: '2024-10-01' });
    expect(query).toMatchObject({ from: '2024-09-26', to: '2024-10-01' });
    expect(badDates).toEqual([]);
    expect(orderAdminQuery(new URL('http://x/?from=2024-02-30')).badDates).toEqual(['from']);
  });

  it('reads an older address’s typed Jalali days as Gregorian ones, shown again as the field’s ISO days', () => {
    const url = new URL('http://x/manager/orders?status=4&paymentStatus=paid&booth_id=۱۲&from=۱۴۰۳/۰۷/۰۵&to=1403/7/5');
    const { filters, query, badDates } = orderAdminQuery(url);
    expect(filters).toMatchObject({ status: '4', paymentStatus: 'paid', booth_id: '12', from: '2024-09-26' });
    expect(query).toMatchObject({
      page: 1,
      perPage: 15,
      status: 4,
      paymentStatus: 'paid',
      booth_id: 12,
      from: '2024-09-26',
      to: '2024-09-26',
    });
    expect(badDates).toEqual([]);
  });

  it('drops unknown values and names a day that is not a real Jalali day', () => {
    const { query, badDates } = orderAdminQuery(
      new URL('http://x/?status=9&user_id=-3&paymentStatus=x&from=1402/12/30'),
    );
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['page', 1],
      ['perPage', 15],
    ]);
    expect(badDates).toEqual(['from']);
  });
});
