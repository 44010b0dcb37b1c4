// The drizzle schema registry: every table of every module, listed explicitly (drizzle-kit reads this file to
// generate migrations, and the typed query API is built from it). Modules own their tables; only a module's
// repository queries them.
export { options } from '../modules/app/option.table.ts';
export { policies, roles, rolePolicies } from '../modules/access/role.table.ts';
export { users, userDocuments } from '../modules/users/user.table.ts';
export { sessions, oneTimeCodes, captchas, authFailures } from '../modules/auth/auth.table.ts';
