import { localizeDigits } from '@shahrbazar/domain/format/number';
import { UserType } from '@shahrbazar/domain/enums/people';
import { MANAGER } from '../access.ts';
import { defineManagerResource, onePage } from './define-resource.ts';

/**
 * Roles (spec section 3: id, type, title, policies): every role, how many permissions it grants and who holds it. The
 * API answers them all at once (no search, one page). Their form, with the permissions' checkboxes, is a page of its
 * own (routes/manager/role-edit.tsx).
 */
export const roles = defineManagerResource({
  list: 'roles',
  record: 'role',
  policies: {
    index: MANAGER.rolesIndex,
    create: MANAGER.rolesCreate,
    edit: MANAGER.rolesEdit,
    delete: MANAGER.rolesDelete,
  },
  words: {
    title: 'manager.nav.roles',
    create: 'manager.roles.create',
    edit: 'manager.roles.edit',
    save: 'manager.roles.save',
    delete: 'manager.roles.delete',
    searchPlaceholder: 'manager.list.search',
    name: 'manager.roles.titleField',
    editNamed: 'manager.roles.editNamed',
    deleteNamed: 'manager.roles.deleteNamed',
  },
  search: false,
  fetch: async (api) => onePage(await api.GET('/api/v1/manager/roles')),
  read: (api, id) => api.GET('/api/v1/manager/roles/{id}', { params: { path: { id } } }),
  remove: (api, id) => api.DELETE('/api/v1/manager/roles/{id}', { params: { path: { id } } }),
  row: (role, number, locale) => ({
    id: role.id,
    number,
    title: role.title,
    typeLabel: UserType.is(role.type) ? UserType.label(role.type, locale) : String(role.type),
    policyCount: localizeDigits(role.policies.length, locale),
    userCount: localizeDigits(role.userCount, locale),
  }),
  name: (role) => role.title,
  named: (role) => ({ title: role.title }),
  confirm: (role) => ({ key: 'manager.roles.confirmDelete', values: { title: role.title, n: role.userCount } }),
  columns: [
    { label: 'manager.roles.type', value: (role) => role.typeLabel, fact: true },
    { label: 'manager.roles.policyCount', value: (role) => role.policyCount, fact: true },
    { label: 'manager.roles.userCount', value: (role) => role.userCount, fact: true },
  ],
});
