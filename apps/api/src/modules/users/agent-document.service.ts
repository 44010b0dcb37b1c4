import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AgentDocument, AgentDocumentListQuery } from '@shahrbazar/domain/api/agent-document.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { documentColumns, toDocument } from './document.service.ts';
import { userDocuments, users } from './user.table.ts';

/** Where the agent reads the image of a document of one of their users. */
export const agentFileUrl = (id: number) => `/api/v1/agent/documents/${id}/file`;

type Row = {
  doc: typeof userDocuments.$inferSelect;
  uploaderName: string | null;
  userName: string;
  userMobile: string | null;
};

const toAgentDocument = (row: Row): AgentDocument => ({
  ...toDocument(row, agentFileUrl),
  userName: row.userName,
  userMobile: row.userMobile,
});

/** Documents of the users this agent onboarded (users.created_by), always joined on that owner: never another's. */
function agentDocuments(db: Db, agentId: number, where?: SQL) {
  return db
    .select({ ...documentColumns, userName: users.name, userMobile: users.mobile })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(and(eq(users.createdBy, agentId), where));
}

/** The agent's documents list, newest first, offset-paged as the other panel lists. */
export async function listAgentDocuments(db: Db, agentId: number, query: AgentDocumentListQuery) {
  const where = and(
    query.user_id === undefined ? undefined : eq(userDocuments.userId, query.user_id),
    query.status === undefined ? undefined : eq(userDocuments.status, query.status),
  );
  const [total] = await db
    .select({ n: count() })
    .from(userDocuments)
    .innerJoin(users, eq(users.id, userDocuments.userId))
    .where(and(eq(users.createdBy, agentId), where));
  const rows = await agentDocuments(db, agentId, where)
    .orderBy(desc(userDocuments.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: total?.n ?? 0, items: rows.map(toAgentDocument) };
}

/** One document of one of the agent's users; any other document is not found (404), whoever's it is. */
export async function findAgentDocument(db: Db, agentId: number, id: number): Promise<AgentDocument & { key: string }> {
  const [row] = await agentDocuments(db, agentId, eq(userDocuments.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return { ...toAgentDocument(row), key: row.doc.file };
}

/**
 * Adds a document for one of the agent's users (the caller has checked the user is theirs), pending review, recorded
 * as uploaded by the agent (ADR 0053).
 */
export async function addAgentDocument(
  db: Db,
  agentId: number,
  input: { userId: number; title: string; file: string },
): Promise<AgentDocument> {
  const [row] = await db
    .insert(userDocuments)
    .values({ userId: input.userId, title: input.title, file: input.file, uploadedBy: agentId })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return findAgentDocument(db, agentId, row.id).then(({ key: _, ...document }) => document);
}
