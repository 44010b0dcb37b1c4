import { count, eq, inArray } from 'drizzle-orm';
import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { userDocuments, users } from './user.table.ts';

/** The users part of the dashboard counts (spec: userTotal, userActive, userInActive). */
export async function userCounts(db: Db): Promise<Pick<DashboardCounts, 'userTotal' | 'userActive' | 'userInActive'>> {
  const byStatus = await db.select({ status: users.status, n: count() }).from(users).groupBy(users.status);
  const of = (status: number) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    userTotal: byStatus.reduce((sum, row) => sum + row.n, 0),
    userActive: of(ActiveStatus.active),
    userInActive: of(ActiveStatus.inactive),
  };
}

/** How many users chose each of these cities (users.city_id). */
export async function userCountsOf(db: Db, cityIds: number[]): Promise<Map<number, number>> {
  if (cityIds.length === 0) return new Map();
  const rows = await db
    .select({ cityId: users.cityId, n: count() })
    .from(users)
    .where(inArray(users.cityId, cityIds))
    .groupBy(users.cityId);
  return new Map(rows.flatMap((row) => (row.cityId === null ? [] : [[row.cityId, row.n] as const])));
}

/** Identity documents waiting for a manager's review. */
export async function pendingDocuments(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userDocuments).where(eq(userDocuments.status, 0));
  return row?.n ?? 0;
}
