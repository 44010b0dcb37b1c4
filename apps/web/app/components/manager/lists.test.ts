import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '@shahrbazar/domain/api/user.schema';
import { filterParam, isUserType, pageParam, roleChoices, userListQuery, userRows } from './labels.server.ts';
import { withNotice } from './list-notice.tsx';
import { pageHref } from './pager.tsx';
import { groupPolicies, shortTitle } from './policy-picker.tsx';

const user = (id: number, extra: Partial<ManagedUser> = {}): ManagedUser => ({
  id,
  name: `u${id}`,
  mobile: '09120000001',
  email: null,
  nationalCode: '',
  cardNumber: '',
  shabaNumber: '',
  economicCode: '',
  avatar: '',
  telegramId: '',
  instagramId: '',
  whatsAppNumber: '',
  gender: 'man',
  activeChat: 1,
  displayMobile: 1,
  latitude: 0,
  longitude: 0,
  address: '',
  description: '',
  cityId: null,
  roleId: null,
  type: 1,
  authLevel: 0,
  authMessage: '',
  status: 1,
  referralId: 'r',
  hasPassword: true,
  registerDate: '2026-11-21T10:00:00.000Z',
  lastVisit: null,
  roleTitle: null,
  excludePolicies: [],
  loginCode: { pending: false, expiresAt: null },
  createdBy: null,
  ...extra,
});

describe('list addresses', () => {
  it('keeps the filters when paging, drops the notice and page 1', () => {
    expect(pageHref('?textSearch=ali&page=2&notice=created', 3)).toBe('?textSearch=ali&page=3');
    expect(pageHref('?textSearch=ali&page=2', 1)).toBe('?textSearch=ali');
    expect(pageHref('', 1)).toBe('?');
  });

  it('cleans filters: -1 and unknown values mean any', () => {
    expect(filterParam('-1', isUserType)).toBe('');
    expect(filterParam('9', isUserType)).toBe('');
    expect(filterParam('1', isUserType)).toBe('1');
    expect(pageParam(new URL('http://x/?page=0'))).toBe(1);
    expect(pageParam(new URL('http://x/?page=4'))).toBe(4);
    const { filters, query } = userListQuery(
      new URL('http://x/manager/users?textSearch=%20ali%20&type=-1&status=0&page=2'),
    );
    expect(filters).toEqual({ textSearch: 'ali', type: '', status: '0' });
    expect(query).toEqual({ page: 2, perPage: 15, textSearch: 'ali', status: 0 });
  });

  it('says what happened on the list it returns to', () => {
    expect(withNotice('/manager/users?page=2&notice=saved', 'deleted')).toBe('/manager/users?page=2&notice=deleted');
  });
});

describe('users as rows', () => {
  it('numbers rows across pages in Persian digits and tells whether more pages follow', () => {
    const page = userRows({ items: [user(9), user(8)], total: 17, currentPage: 2, perPage: 15, lastPage: 2 }, 'fa');
    expect(page.items.map((row) => row.number)).toEqual(['۱۶', '۱۷']);
    expect(page.more).toBe(false);
    expect(userRows({ items: [], total: 40, currentPage: 1, perPage: 15, lastPage: 3 }, 'en').more).toBe(true);
  });

  it('shows activity and a waiting login code, never the code', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const [row] = userRows(
      {
        items: [
          user(1, {
            lastVisit: '2026-11-22T09:58:00.000Z',
            loginCode: { pending: true, expiresAt: '2026-11-22T10:01:00.000Z' },
          }),
        ],
        total: 1,
        currentPage: 1,
        perPage: 15,
        lastPage: 1,
      },
      'fa',
      now,
    ).items;
    expect(row?.online).toBe(true);
    expect(row?.lastVisit).toBe('هم‌اکنون');
    expect(row?.codeUntil).toMatch(/^۱ آذر ۱۴۰۵/);
    expect(row?.mobile).toBe('۰۹۱۲۰۰۰۰۰۰۱');
    expect(row?.typeLabel).toBe('کارمند');
  });
});

describe('role editor', () => {
  it('groups permissions in the catalogue order and shortens titles under their heading', () => {
    const groups = groupPolicies([
      { id: 3, group: 'roles', name: 'index', title: 'نقش‌ها: مشاهده فهرست' },
      { id: 1, group: 'users', name: 'index', title: 'کاربران: مشاهده فهرست' },
      { id: 9, group: 'zzz', name: 'x', title: 'zzz.x' },
      { id: 2, group: 'users', name: 'create', title: 'کاربران: افزودن' },
    ]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['users', [1, 2]],
      ['roles', [3]],
      ['zzz', [9]],
    ]);
    expect(shortTitle('کاربران: مشاهده فهرست', 'کاربران')).toBe('مشاهده فهرست');
    expect(shortTitle('zzz.x', 'zzz')).toBe('zzz.x');
  });

  it('offers roles grouped by the user type they are for', () => {
    expect(
      roleChoices(
        [
          { id: 2, title: 'نماینده شهر', type: 3 },
          { id: 1, title: 'پشتیبانی', type: 1 },
        ],
        'fa',
      ),
    ).toEqual([
      { group: 'کارمند', items: [{ value: '1', label: 'پشتیبانی' }] },
      { group: 'نماینده', items: [{ value: '2', label: 'نماینده شهر' }] },
    ]);
  });
});
