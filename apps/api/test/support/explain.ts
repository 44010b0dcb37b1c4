import { sql, type SQLWrapper } from 'drizzle-orm';

/** One node of a JSON query plan (EXPLAIN (FORMAT JSON)), as PGlite and PostgreSQL both write it. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** The rows of `execute`, from node-postgres or PGlite (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The plan of a statement: PGlite answers the JSON as text, node-postgres as an object. */
export async function planOf(db: { execute(query: SQLWrapper): Promise<unknown> }, statement: SQLWrapper) {
  const result = await db.execute(sql`explain (format json) ${statement.getSQL()}`);
  const cell = Object.values(rowsOf<Record<string, unknown>>(result)[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  return plan[0]!.Plan;
}

/** Every node of a plan, the root first. */
export function nodesOf(node: PlanNode, found: PlanNode[] = []): PlanNode[] {
  found.push(node);
  for (const child of node.Plans ?? []) nodesOf(child, found);
  return found;
}

/** The scans of one table in a plan: the node type and the index it reads, if any (a bitmap by its index scan). */
export function tableScans(plan: PlanNode, table: string): Array<{ type: string; index?: string }> {
  return nodesOf(plan).flatMap((node) => {
    const index = node['Index Name'];
    const read = node['Relation Name'] === table && node['Node Type'] !== 'Bitmap Heap Scan';
    const bitmap = node['Node Type'] === 'Bitmap Index Scan' && index?.startsWith(`${table}_`);
    return read || bitmap ? [{ type: node['Node Type'], ...(index ? { index } : {}) }] : [];
  });
}
