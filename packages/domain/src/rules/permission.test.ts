import { describe, it, expect } from 'vitest';
import { canOpenMenuItem, filterMenu, hasPermission } from './permission.ts';

const usersIndex = { name: 'index', group: 'users' };
const usersDelete = { name: 'delete', group: 'users' };
const postsIndex = { name: 'index', group: 'posts' };
const user = { policies: [usersIndex, usersDelete], excludePolicies: [usersDelete] };

describe('hasPermission', () => {
  it('allows when the permission name is empty', () => {
    expect(hasPermission(user, { name: '', group: 'users' })).toBe(true);
    expect(hasPermission(null, { name: '', group: '' })).toBe(true);
    expect(hasPermission(null, null)).toBe(true);
  });

  it('needs a policy with the same name and group', () => {
    expect(hasPermission(user, usersIndex)).toBe(true);
    expect(hasPermission(user, postsIndex)).toBe(false);
    expect(hasPermission(user, { name: 'index', group: 'Users' })).toBe(false);
    expect(hasPermission(null, usersIndex)).toBe(false);
    expect(hasPermission({}, usersIndex)).toBe(false);
  });

  it('refuses an excluded policy', () => {
    expect(hasPermission(user, usersDelete)).toBe(false);
    expect(hasPermission({ policies: [usersDelete] }, usersDelete)).toBe(true);
  });
});

interface Item {
  title: string;
  policy?: { name: string; group: string } | null;
  subItems?: Item[];
}

const menu: Item[] = [
  { title: 'dashboard' },
  {
    title: 'users',
    subItems: [
      { title: 'list', policy: usersIndex },
      { title: 'delete', policy: usersDelete },
    ],
  },
  { title: 'posts', subItems: [{ title: 'list', policy: postsIndex }] },
  { title: 'help', subItems: [{ title: 'faq', policy: { name: '', group: 'help' } }] },
];

describe('menu', () => {
  it('opens an item with sub-items when any sub-item is allowed', () => {
    expect(canOpenMenuItem(user, menu[1] as Item)).toBe(true);
    expect(canOpenMenuItem(user, menu[2] as Item)).toBe(false);
    expect(canOpenMenuItem(null, menu[3] as Item)).toBe(true);
  });

  it('filters the tree to what the user may open', () => {
    expect(filterMenu(user, menu)).toEqual([
      { title: 'dashboard' },
      { title: 'users', subItems: [{ title: 'list', policy: usersIndex }] },
      { title: 'help', subItems: [{ title: 'faq', policy: { name: '', group: 'help' } }] },
    ]);
  });
});
