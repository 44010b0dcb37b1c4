import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, is, isNull, lt, or, SQL, sql, type AnyColumn } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { users } from './user.table.ts';
import type { UserRow } from './user.mapper.ts';

export type NewUser = Omit<typeof users.$inferInsert, 'referralId'>;

/** A short referral code people can share (base32-ish, no look-alike characters). */
function newReferralId(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Inserts a user with a fresh referral id. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, referralId: newReferralId() })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The user who owns a referral id (the inviter), if any. */
export async function findUserIdByReferral(db: Db, referralId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralId, referralId)).limit(1);
  return row?.id;
}

/** Updates a user's columns; returns the updated row. */
export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  // A write that sets nothing (a profile form sent empty) changes nothing: the row as it is.
  if (Object.values(values).every((value) => value === undefined)) return findUserById(db, id);
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Users' names and mobiles by id (a page's buyers, payers); those gone are missing. */
export async function userContactsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; mobile: string | null }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Users' ids and names by id, read at once (a page's clients, lawyers, payers); those gone are missing. */
export async function userRefsByIds(db: Db, ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** What others may see of a user (a public profile, a chat peer), by id; the caller picks what it shows. */
export async function findUserFace(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.avatar,
      authLevel: users.authLevel,
      displayMobile: users.displayMobile,
      mobile: users.mobile,
      status: users.status,
      registerDate: users.registerDate,
      activeChat: users.activeChat,
      lastVisit: users.lastVisit,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Users' ids, names and pictures by id, read at once (a page of followers); those gone are missing. */
export async function userCardsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; avatar: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Users' names, mobiles and statuses by id, read at once (a page of chat reports); those gone are missing. */
export async function userAccountsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; mobile: string | null; status: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, status: users.status })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** A user's row locked for update for the rest of the transaction (a manager blocking an account), or undefined. */
export async function lockUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Who onboarded a user (users.created_by: the agent's record access), or undefined for no such user. */
export async function findUserCreator(db: Db, id: number): Promise<{ createdBy: number | null } | undefined> {
  const [row] = await db.select({ createdBy: users.createdBy }).from(users).where(eq(users.id, id));
  return row;
}

/**
 * A user's name as a column of another table's query, by the row's user id (a correlated subquery: a page of the
 * back office reads its people's names in the same statement); null for a user gone.
 */
export function userNameOf(userId: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${qualified(users.name)} from ${users} where ${qualified(users.id)} = ${qualified(userId)})`;
}

/** The ids of the users an agent onboarded (users.created_by), as a subquery of one column. */
export function userIdsCreatedBy(agentId: number): SQL {
  return sql`select ${users.id} from ${users} where ${users.createdBy} = ${agentId}`;
}

/** The ids of the active users of a type (a notification to all of them), as a subquery of one column. */
export function activeUserIdsOfType(type: number): SQL {
  return sql`select ${users.id} from ${users} where ${and(eq(users.type, type), eq(users.status, ActiveStatus.active))}`;
}

/** Users' names, read by id at once (who uploaded a file, who wrote a comment): '' for none or a user gone. */
export async function userNamesByIds(
  db: Db,
  ids: ReadonlyArray<number | null>,
): Promise<(id: number | null) => string> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id) => (id === null ? '' : (names.get(id) ?? ''));
}

/** How many users hold each role (those without a role under null). */
export function userCountsByRole(db: Db): Promise<Array<{ roleId: number | null; n: number }>> {
  return db.select({ roleId: users.roleId, n: count() }).from(users).groupBy(users.roleId);
}

/** How many users hold a role. */
export async function roleHolderCount(db: Db, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return row?.n ?? 0;
}

/** A user row only if it was created by this agent (record-level access of the agent panel). */
export async function findUserCreatedBy(db: Db, id: number, agentId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.createdBy, agentId)))
    .limit(1);
  return row;
}

/**
 * A user's verification level (auth_level) as a column of another table's query, by the row's user id (a correlated
 * subquery: a page of cards reads its owners' levels in the same statement).
 */
export function userAuthLevelOf(userId: AnyColumn): SQL<number> {
  return sql<number>`(select ${qualified(users.authLevel)} from ${users} where ${qualified(users.id)} = ${qualified(userId)})`;
}

/**
 * Records a user's last visit at `at` (a sign-in, a request of a session); with `olderThan`, only when the one
 * recorded is missing or older than that (a visit written at most once a minute, whatever the requests). One UPDATE.
 */
export async function recordLastVisit(db: Db, userId: number, at: Date, olderThan?: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastVisit: at })
    .where(
      and(
        eq(users.id, userId),
        olderThan === undefined ? undefined : or(isNull(users.lastVisit), lt(users.lastVisit, olderThan)),
      ),
    );
}

/**
 * Whether each of these users has a mobile and an e-mail (what a notification may be sent by), read at once; those
 * gone are missing. One array parameter however many they are (a broadcast may name every client).
 */
export function userReachByIds(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; mobile: boolean; email: boolean }>> {
  return db
    .select({
      id: users.id,
      mobile: sql<boolean>`${users.mobile} is not null`,
      email: sql<boolean>`${users.email} is not null`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.param([...ids])}::int[])`);
}

/** The columns of a user another module's statement may read through userFieldOf. */
export type UserField = 'name' | 'mobile' | 'email';

/**
 * One column of the user a column of another table names (`notifications.user_id`), for that query's select list: a
 * correlated primary-key look-up, what an inner join on the user's id read, in the same statement. For a required
 * reference (not null, cascading), so the user is there. The id may itself be a piece (a listing's owner).
 */
export function userFieldOf<K extends UserField>(key: K, userId: AnyColumn | SQL): SQL<UserRow[K]> {
  const id = is(userId, SQL) ? userId : qualified(userId);
  return sql<UserRow[K]>`(select ${qualified(users[key])} from ${users} where ${qualified(users.id)} = ${id})`;
}

// Subqueries another module joins in its own statement (ADR 0127), built once: the users table stays here, and the
// database plans the join as it planned a join on the table (a plain subquery is pulled up into the query).
const pieces = new QueryBuilder();

/**
 * The rows of the active users, to join on a row's user id (`innerJoin(activeUsers, eq(activeUsers.id, …))`): a
 * session or an API key is read with its owner in one statement, and an owner who is not active finds nothing.
 * Select `activeUserRow` for the whole user row.
 */
export const activeUsers = pieces.select().from(users).where(eq(users.status, ActiveStatus.active)).as('active_user');

/** The whole row of a user joined by `activeUsers`, for the select list. */
export const activeUserRow = activeUsers._.selectedFields;

/**
 * What a listing's card shows of its owner, to join on the listing's user id in the card's statement (the public
 * list's, ADR 0063, and the mapper's): `cardOwnerColumns` in the select list, `cardOwners` joined.
 */
export const cardOwners = pieces
  .select({
    id: users.id,
    name: users.name,
    avatar: users.avatar,
    mobile: users.mobile,
    displayMobile: users.displayMobile,
    authLevel: users.authLevel,
    registerDate: users.registerDate,
  })
  .from(users)
  .as('card_owner');

/** The columns of a card's owner joined by `cardOwners`, for the select list. */
export const cardOwnerColumns = cardOwners._.selectedFields;

/** What a card shows of its owner. */
export interface CardOwner {
  id: number;
  name: string;
  avatar: string;
  mobile: string | null;
  displayMobile: number;
  authLevel: number;
  registerDate: Date;
}
