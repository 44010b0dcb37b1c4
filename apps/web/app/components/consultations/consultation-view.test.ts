import { describe, expect, it } from 'vitest';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import { consultationView } from './consultation-view.ts';

const bought: Consultation = {
  id: 7,
  kind: 'text',
  status: 'open',
  listingId: 3,
  listingTitle: 'دکتر نمونه',
  patient: { id: 1, name: '' },
  owner: { id: 2, name: 'دکتر نمونه' },
  price: 90_000,
  siteShare: null,
  ownerPaid: null,
  deadline: '2026-03-03T10:00:00.000Z',
  closedAt: null,
  start: null,
  appointmentId: null,
  paymentId: 11,
  registerDate: '2026-03-01T10:00:00.000Z',
};

describe('a consultation as the screens show it', () => {
  it('is open only while its status is open and its 48 hours have not passed', () => {
    expect(consultationView(bought, 'fa', Date.parse('2026-03-03T09:00:00Z')).open).toBe(true);
    expect(consultationView(bought, 'fa', Date.parse('2026-03-03T10:00:00Z')).open).toBe(false);
    expect(consultationView({ ...bought, status: 'closed' }, 'fa', Date.parse('2026-03-01T11:00:00Z')).open).toBe(
      false,
    );
  });

  it('prints toman in Persian digits and the deadline as a Jalali date in Tehran time', () => {
    const view = consultationView({ ...bought, status: 'closed', ownerPaid: 81_000, siteShare: 9_000 }, 'fa');
    expect(view.price).toBe('۹۰٬۰۰۰ تومان');
    expect(view.ownerPaid).toBe('۸۱٬۰۰۰ تومان');
    // 10:00 UTC is 13:30 in Tehran, on 13 Esfand 1404.
    expect(view.deadline).toContain('۱۳:۳۰');
    expect(view.deadline).toContain('اسفند');
  });
});
