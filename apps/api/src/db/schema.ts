// The drizzle schema registry: every table of every module, listed explicitly (drizzle-kit reads this file to
// generate migrations, and the typed query API is built from it). Modules own their tables; only a module's
// repository queries them.
export { options } from '../modules/app/option.table.ts';
