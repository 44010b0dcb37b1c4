import { UserType } from '@shahrbazar/domain/enums/people';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { MANAGER } from '../access.ts';
import { LastVisit, LoginCode, StatusBadge, UserActivity, UserName, UserTypeAndRole } from '../user-list.tsx';
import { userRow } from '../user-row.ts';
import { defineManagerResource } from './define-resource.ts';
import { chosenNumber, enumOptions } from './enum-options.ts';

/**
 * The back office's users (GET /manager/users): searched, filtered by type and status, 15 a page, their last visit
 * and a waiting login code (never the code). Only an administrator may change or delete an administrator's account,
 * and nobody deletes their own (the API refuses them too). Their form is a page of its own
 * (routes/manager/user-edit.tsx), which grants no more than its manager holds.
 */
export const users = defineManagerResource({
  list: 'users',
  record: 'user',
  policies: {
    index: MANAGER.usersIndex,
    create: MANAGER.usersCreate,
    edit: MANAGER.usersEdit,
    delete: MANAGER.usersDelete,
  },
  words: {
    title: 'manager.nav.users',
    create: 'manager.users.create',
    edit: 'manager.users.edit',
    save: 'manager.userForm.save',
    delete: 'manager.users.delete',
    searchPlaceholder: 'manager.users.searchPlaceholder',
    name: 'manager.users.user',
    editNamed: 'manager.users.editNamed',
    deleteNamed: 'manager.users.deleteNamed',
  },
  selects: [
    { name: 'type', label: 'manager.users.type', options: enumOptions(UserType) },
    { name: 'status', label: 'manager.users.status', options: enumOptions(ActiveStatus) },
  ],
  fetch: (api, { filter: _none, ...query }, selects) =>
    api.GET('/api/v1/manager/users', {
      params: {
        query: {
          ...query,
          type: chosenNumber(selects, 'type') as UserType | undefined,
          status: chosenNumber(selects, 'status') as ActiveStatus | undefined,
        },
      },
    }),
  read: (api, id) => api.GET('/api/v1/manager/users/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/users/{id}', { params: { path: { id } } }),
  row: (user, number, locale, t) => {
    const row = userRow(user, number, locale, new Date());
    return {
      ...row,
      shownName: row.name || t('panel.unnamed'),
      visit: row.lastVisit || t('manager.users.neverSeen'),
      code:
        row.codeUntil === null
          ? t('manager.users.noCode')
          : row.codeUntil
            ? t('manager.users.codeUntil', { time: row.codeUntil })
            : t('manager.users.codePending'),
    };
  },
  name: (row) => row.shownName,
  nameCell: (row, href) => <UserName row={row} href={href} />,
  badge: (row) => <StatusBadge status={row.status} label={row.statusLabel} />,
  rowRights: {
    edit: (row, me) => !row.admin || Boolean(me?.isAdmin),
    delete: (row, me) => (!row.admin || Boolean(me?.isAdmin)) && row.id !== me?.user.id,
  },
  named: (row) => ({ name: row.shownName }),
  confirm: (row) => ({ key: 'manager.users.confirmDelete', values: { name: row.name || row.mobile } }),
  columns: [
    { label: 'manager.users.mobile', style: 'nowrap', value: (row) => row.mobile, fact: true },
    {
      label: 'manager.users.typeAndRole',
      value: (row) => [row.typeLabel, row.roleTitle].filter(Boolean).join(' / '),
      cell: (row) => <UserTypeAndRole row={row} />,
      fact: true,
    },
    {
      label: 'manager.users.status',
      style: 'nowrap',
      value: (row) => row.statusLabel,
      cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} />,
    },
    {
      label: 'manager.users.activityAndCode',
      value: (row) => row.visit,
      csv: false,
      cell: (row) => <UserActivity row={row} />,
    },
    // The card gives the last visit and the login code a fact each; so does the CSV.
    {
      label: 'manager.users.lastVisit',
      value: (row) => row.visit,
      cell: (row) => <LastVisit row={row} />,
      fact: true,
      table: false,
    },
    {
      label: 'manager.users.loginCode',
      value: (row) => row.code,
      cell: (row) => <LoginCode row={row} />,
      fact: true,
      table: false,
    },
    { label: 'manager.users.registered', style: 'nowrap', value: (row) => row.registered, fact: true },
  ],
});
