import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A column named with its table ("table"."column") whatever query it is put in. Drizzle writes a one-table select's
 * columns without their table, so a correlated subquery (ADR 0127: a module's SQL piece put in another's query) names
 * its own columns and the outer row's through this, and neither can be taken for the other.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
