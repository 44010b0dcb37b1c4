import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shahrbazar/domain/api/audit.schema';
import { auditQuery, auditRow } from './audit-view.server.ts';

const approval: AuditEntry = {
  id: 12,
  action: 'withdrawalApproved',
  actor: { id: 3, name: 'مدیر مالی', mobile: null },
  subjectType: 'withdrawal',
  subjectId: 45,
  targetUser: { id: 7, name: '', mobile: null },
  ip: '10.0.0.9',
  before: { status: 0, amount: 50_000, message: '', trackingNumber: null },
  after: { status: 1, amount: 50_000, message: '', trackingNumber: '140305120001' },
  createdAt: '2024-08-02T08:30:00.000Z',
};

describe('the trail as the back office reads it', () => {
  it('says what was done in words, with Jalali time, Persian digits and only the values that changed', () => {
    const row = auditRow(approval, 'fa');
    expect(row.action).toBe('تأیید و واریز برداشت');
    expect(row.at).toBe('۱۲ مرداد ۱۴۰۳، ۱۲:۰۰');
    expect(row.subject).toMatchObject({ text: 'درخواست برداشت ۴۵', href: '/manager/withdrawal/45' });
    expect(row.user).toMatchObject({ name: 'کاربر ۷', filter: '?user=7' });
    expect(row.changes).toEqual([
      { field: 'status', label: 'وضعیت', before: 'در انتظار بررسی', after: 'تأیید و واریز شد', code: false },
      { field: 'trackingNumber', label: 'شماره پیگیری', before: '—', after: '140305120001', code: true },
    ]);
    expect(auditRow(approval, 'en').changes[0]).toMatchObject({ label: 'Status', after: 'Approved and paid' });
  });

  it('shows a new role with its permissions by name and money in toman', () => {
    const row = auditRow(
      {
        ...approval,
        action: 'roleCreated',
        subjectType: 'role',
        targetUser: null,
        before: null,
        after: { title: 'پشتیبان', policies: ['tickets.index'], holders: 2 },
      },
      'fa',
    );
    expect(row.state).toBe('created');
    expect(row.changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ['عنوان', null, 'پشتیبان'],
      ['دسترسی‌ها', null, 'تیکت‌ها: مشاهده فهرست'],
      ['کاربران دارای این نقش', null, '۲'],
    ]);
    const refund = auditRow({ ...approval, before: { refund: 0 }, after: { refund: 150_000 } }, 'fa');
    expect(refund.changes[0]?.after).toBe('۱۵۰٬۰۰۰ تومان');
  });

  it('turns the filters of the address into the API query, Jalali days to Gregorian, and names what it left out', () => {
    const { query, bad } = auditQuery(
      new URL(
        'https://x/manager/audit?actor=۳&user=abc&subjectType=listing&subjectId=9&action=listingApproved&from=۱۴۰۳/۰۵/۱۲&to=1403/13/01',
      ),
    );
    expect(query).toEqual({
      perPage: 20,
      actor: 3,
      subjectId: 9,
      subjectType: 'listing',
      action: 'listingApproved',
      from: '2024-08-02',
    });
    expect(bad).toEqual({ user: 'badId', to: 'badDate' });
    expect(auditQuery(new URL('https://x/manager/audit?subjectId=9')).bad).toEqual({ subjectId: 'needsType' });
  });
});
