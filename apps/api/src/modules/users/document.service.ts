import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserDocument } from '@shahrbazar/domain/api/user.schema';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { AuditAction } from '@shahrbazar/domain/enums/audit';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotOwnReview } from '../access/privilege.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { notify } from '../notify/notification.service.ts';
import { userDocuments, users } from './user.table.ts';

type DocumentRow = typeof userDocuments.$inferSelect;

/** The name of whoever uploaded the document (ADR 0053), read beside the row: `{ doc, uploaderName }`. */
export const uploaderName = sql<
  string | null
>`(select uploader.name from ${users} as uploader where uploader.id = ${userDocuments.uploadedBy})`;
/** A document row with its uploader's name, as every document read selects it. */
export const documentColumns = { doc: userDocuments, uploaderName };

/** Where the owner reads a document's image; managers read it under /manager/documents/{id}/file. */
export const ownFileUrl = (id: number) => `/api/v1/me/documents/${id}/file`;
export const managerFileUrl = (id: number) => `/api/v1/manager/documents/${id}/file`;

/** The storage key of a document's image, if the document exists (and belongs to `userId` when given). */
export async function documentFileKey(db: Db, id: number, userId?: number): Promise<string | undefined> {
  const where =
    userId === undefined ? eq(userDocuments.id, id) : and(eq(userDocuments.id, id), eq(userDocuments.userId, userId));
  const [row] = await db.select({ file: userDocuments.file }).from(userDocuments).where(where).limit(1);
  return row?.file;
}

/** A document row as the API shows it; the file is reached only through the access-checked API route. */
export function toDocument(
  { doc: row, uploaderName: name }: { doc: DocumentRow; uploaderName: string | null },
  filePath: (id: number) => string = ownFileUrl,
): UserDocument {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    file: filePath(row.id),
    status: row.status as DocumentStatus,
    message: row.message,
    registerDate: row.registerDate.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    uploader: row.uploadedBy === null ? null : { id: row.uploadedBy, name: name ?? '' },
  };
}

/** A user's own documents, newest first. */
export async function listOwnDocuments(db: Db, userId: number): Promise<UserDocument[]> {
  const rows = await db
    .select(documentColumns)
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(desc(userDocuments.id))
    .limit(100);
  return rows.map((row) => toDocument(row));
}

/** One document, only if it belongs to this user (another user's id is simply not found). */
export async function findOwnDocument(db: Db, userId: number, id: number): Promise<UserDocument> {
  const [row] = await db
    .select(documentColumns)
    .from(userDocuments)
    .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toDocument(row);
}

/** The user's own upload: the uploader is the user. */
export async function addDocument(db: Db, userId: number, title: string, file: string): Promise<UserDocument> {
  const [row] = await db.insert(userDocuments).values({ userId, title, file, uploadedBy: userId }).returning();
  if (!row) throw new Error('document insert returned nothing');
  return findOwnDocument(db, userId, row.id);
}

/** The review queue of the back office: documents (optionally of one status) with their owner's name. */
export async function listDocumentsForReview(
  db: Db,
  query: { status?: number | undefined; page: number; perPage: number },
) {
  const where: SQL | undefined = query.status === undefined ? undefined : eq(userDocuments.status, query.status);
  const [total] = await db.select({ n: count() }).from(userDocuments).where(where);
  const rows = await db
    .select({ ...documentColumns, userName: users.name, userMobile: users.mobile, authLevel: users.authLevel })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(where)
    .orderBy(desc(userDocuments.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      ...toDocument(row, managerFileUrl),
      userName: row.userName,
      userMobile: row.userMobile,
      authLevel: row.authLevel,
    })),
  };
}

/** One document under review with its owner, for the back office. */
export async function findDocumentForReview(db: Db, id: number) {
  const [row] = await db
    .select({ ...documentColumns, userName: users.name, userMobile: users.mobile, authLevel: users.authLevel })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(eq(userDocuments.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return {
    ...toDocument(row, managerFileUrl),
    userName: row.userName,
    userMobile: row.userMobile,
    authLevel: row.authLevel,
  };
}

/**
 * A manager's decision: the document's status and message, and the owner's authLevel and authMessage, together, and
 * the decision in the operator's trail (ADR 0078).
 */
export async function reviewDocument(
  db: Db,
  by: AuditActor,
  id: number,
  review: { status: number; authLevel: number; authMessage: string },
): Promise<UserDocument> {
  const reviewerId = by.id;
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(userDocuments).where(eq(userDocuments.id, id)).for('update');
    if (!found) throw new AppError('not_found');
    assertNotOwnReview(found.userId, reviewerId);
    // A manager who is also the user's agent does not decide on a document they uploaded themselves either.
    if (found.uploadedBy !== null) assertNotOwnReview(found.uploadedBy, reviewerId);
    const [row] = await tx
      .update(userDocuments)
      .set({ status: review.status, message: review.authMessage, reviewedBy: reviewerId, reviewedAt: new Date() })
      .where(eq(userDocuments.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    const [owner] = await tx
      .select({ authLevel: users.authLevel })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    await tx
      .update(users)
      .set({ authLevel: review.authLevel, authMessage: review.authMessage })
      .where(eq(users.id, row.userId));
    await recordAudit(tx, {
      by,
      action:
        review.status === DocumentStatus.approved
          ? AuditAction.documentApproved
          : review.status === DocumentStatus.rejected
            ? AuditAction.documentRejected
            : AuditAction.documentReviewed,
      subject: { type: 'document', id: row.id },
      targetUserId: row.userId,
      before: { status: found.status, message: found.message, authLevel: owner?.authLevel ?? null },
      after: { status: row.status, message: row.message, authLevel: review.authLevel },
    });
    // The owner hears the verdict once it changes (issue 29), in the decision's transaction, by SMS as the kind says.
    if (row.status !== found.status && row.status === DocumentStatus.approved) {
      await notify(tx, row.userId, 'documentVerified', { title: row.title });
    } else if (row.status !== found.status && row.status === DocumentStatus.rejected) {
      await notify(tx, row.userId, 'documentRejected', { title: row.title, message: row.message });
    }
    const [named] = await tx.select(documentColumns).from(userDocuments).where(eq(userDocuments.id, id));
    return toDocument(named ?? { doc: row, uploaderName: null }, managerFileUrl);
  });
}
