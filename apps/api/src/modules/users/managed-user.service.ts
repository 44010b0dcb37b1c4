import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ManagedUser, UserWriteSchema } from '@shahrbazar/domain/api/user.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import { UserType } from '@shahrbazar/domain/enums/people';
import { lastPage } from '@shahrbazar/domain/rules/pagination';
import { changesCredentials } from '@shahrbazar/domain/rules/privilege';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { Account } from '../access/privilege.service.ts';
import { roleTitlesByIds } from '../access/role.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/crypto.ts';
import { pendingLoginCodes } from '../auth/otp.service.ts';
import { revokeAllSessions } from '../auth/session.service.ts';
import { profileColumns } from './profile.service.ts';
import { toUser, type UserRow } from './user.mapper.ts';
import { insertUser, updateUser, type NewUser } from './user.repository.ts';
import { users } from './user.table.ts';

export type UserWriteInput = z.output<typeof UserWriteSchema>;

/** Users as the back office (or an agent) sees them: role title, excluded policies, a pending login code's expiry. */
export async function toManagedUsers(db: Db, rows: UserRow[]): Promise<ManagedUser[]> {
  const mobiles = rows.map((row) => row.mobile).filter((m): m is string => m !== null);
  const roleIds = [...new Set(rows.map((row) => row.roleId).filter((id): id is number => id !== null))];
  const codeOf = await pendingLoginCodes(db, mobiles);
  const titleOf = await roleTitlesByIds(db, roleIds);
  return rows.map((row) => ({
    ...toUser(row),
    roleTitle: row.roleId === null ? null : (titleOf.get(row.roleId) ?? null),
    excludePolicies: row.excludePolicies,
    loginCode: { pending: codeOf.has(row.mobile ?? ''), expiresAt: codeOf.get(row.mobile ?? '') ?? null },
    createdBy: row.createdBy,
  }));
}

/** One page of users with the spec's filters; `createdBy` limits it to one agent's users. */
export async function listUsers(
  db: Db,
  query: {
    page: number;
    perPage: number;
    textSearch?: string | undefined;
    type?: number | undefined;
    status?: number | undefined;
  },
  createdBy?: number,
) {
  const conditions: SQL[] = [];
  if (createdBy !== undefined) conditions.push(eq(users.createdBy, createdBy));
  if (query.type !== undefined) conditions.push(eq(users.type, query.type));
  if (query.status !== undefined) conditions.push(eq(users.status, query.status));
  if (query.textSearch) {
    const like = `%${query.textSearch.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(users.name, like), ilike(users.mobile, like), ilike(users.email, like));
    if (text) conditions.push(text);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const n = total?.n ?? 0;
  return {
    items: await toManagedUsers(db, rows),
    total: n,
    currentPage: query.page,
    perPage: query.perPage,
    lastPage: lastPage(n, query.perPage),
  };
}

/** The columns of a user write; the password, when given, hashed. */
async function writeColumns(input: UserWriteInput): Promise<Partial<NewUser>> {
  const columns: Partial<NewUser> = {
    ...profileColumns(input),
    name: input.name,
    mobile: input.mobile,
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.role_id !== undefined ? { roleId: input.role_id } : {}),
    ...(input.excludePolicies !== undefined ? { excludePolicies: input.excludePolicies } : {}),
  };
  if (input.password) columns.passwordHash = await hashPassword(input.password);
  return columns;
}

function conflictOf(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_mobile_uq') throw new AppError('conflict', undefined, { mobile: 'mobileTaken' });
  if (constraint === 'users_email_uq') throw new AppError('conflict', undefined, { email: 'emailTaken' });
  throw error;
}

/** What a user may do, as the operator's trail keeps it: their type, role, excluded policies and status. */
function accessState(row: UserRow) {
  return { type: row.type, roleId: row.roleId, excludePolicies: [...row.excludePolicies].sort(), status: row.status };
}

const sameAccess = (a: ReturnType<typeof accessState>, b: ReturnType<typeof accessState>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Creates a user (manager or agent); a taken mobile or e-mail is a field error. A manager's (`audit`) creation of an
 * account with more than a client's rights (staff, a role, exclusions) is entered in the operator's trail (ADR 0078).
 */
export async function createManagedUser(
  db: Db,
  input: UserWriteInput,
  createdBy: number,
  audit?: AuditActor,
): Promise<UserRow> {
  try {
    const columns = await writeColumns(input);
    return await db.transaction(async (tx) => {
      const row = await insertUser(tx, { ...columns, type: columns.type ?? UserType.client, createdBy });
      const after = accessState(row);
      if (audit && (row.type !== UserType.client || row.roleId !== null || row.excludePolicies.length > 0)) {
        await recordAudit(tx, {
          by: audit,
          action: AuditAction.userAccessChanged,
          subject: { type: 'user', id: row.id },
          targetUserId: row.id,
          before: null,
          after,
        });
      }
      return row;
    });
  } catch (error) {
    return conflictOf(error);
  }
}

/** The account as a write leaves it (type, role, exclusions, credentials): what the privilege rules judge. */
export function accountAfter(input: UserWriteInput, stored?: UserRow): Omit<Account, 'id'> {
  return {
    type: input.type ?? stored?.type ?? UserType.client,
    roleId: input.role_id !== undefined ? input.role_id : (stored?.roleId ?? null),
    excludePolicies: input.excludePolicies ?? stored?.excludePolicies ?? [],
    mobile: input.mobile,
    email: input.email === undefined ? (stored?.email ?? null) : input.email || null,
  };
}

/**
 * Updates a user; deactivating one, or changing their password, mobile or e-mail, signs them out everywhere (a
 * session opened with the old credentials must not outlive them). A manager's (`audit`) change of the user's type,
 * role, excluded policies or status is entered in the operator's trail, in the same transaction (ADR 0078).
 */
export async function updateManagedUser(
  db: Db,
  stored: UserRow,
  input: UserWriteInput,
  audit?: AuditActor,
): Promise<UserRow> {
  const columns = await writeColumns(input);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, stored.id)).for('update');
      const row = before ? await updateUser(tx, stored.id, columns) : undefined;
      if (!before || !row) throw new AppError('not_found');
      if (row.status !== 1 || changesCredentials(stored, input)) await revokeAllSessions(tx, row.id);
      if (audit && !sameAccess(accessState(before), accessState(row))) {
        await recordAudit(tx, {
          by: audit,
          action: AuditAction.userAccessChanged,
          subject: { type: 'user', id: row.id },
          targetUserId: row.id,
          before: accessState(before),
          after: accessState(row),
        });
      }
      return row;
    });
  } catch (error) {
    return conflictOf(error);
  }
}

const HAS_PAYMENTS = {
  fa: 'این کاربر پرداخت یا گردش کیف پول دارد و سوابق مالی باید بماند؛ به جای حذف، او را غیرفعال کنید.',
  en: 'This user has payments or wallet entries, and money records are kept; deactivate the user instead.',
};

/** Deletes a user (their sessions and documents go with them); one with money records is kept (409). */
export async function deleteUser(db: Db, id: number): Promise<void> {
  let deleted: Array<{ id: number }>;
  try {
    deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  } catch (error) {
    if (foreignKeyViolation(error)) throw new AppError('conflict', HAS_PAYMENTS);
    throw error;
  }
  if (deleted.length === 0) throw new AppError('not_found');
}
