import { and, eq } from 'drizzle-orm';
import type { ChatOpener } from '../../../modules/chat/chat-openers.ts';
import { lawyerProjectOffers, lawyerProjects } from './project.table.ts';

/**
 * A client project opens a room between its client and a lawyer (issue 29): the client writes to any lawyer who made
 * an offer on their project, and the selected lawyer (who alone learns who the client is) to the client. A lawyer who
 * only offered does not open a room with a client, and nobody else does through a project.
 */
export const projectChatOpener: ChatOpener = async (db, me, peer) => {
  const [asClient] = await db
    .select({ id: lawyerProjectOffers.id })
    .from(lawyerProjectOffers)
    .innerJoin(lawyerProjects, eq(lawyerProjects.id, lawyerProjectOffers.projectId))
    .where(and(eq(lawyerProjects.userId, me), eq(lawyerProjectOffers.lawyerId, peer)))
    .limit(1);
  if (asClient) return true;
  const [asSelected] = await db
    .select({ id: lawyerProjectOffers.id })
    .from(lawyerProjectOffers)
    .innerJoin(lawyerProjects, eq(lawyerProjects.selectedOfferId, lawyerProjectOffers.id))
    .where(and(eq(lawyerProjects.userId, peer), eq(lawyerProjectOffers.lawyerId, me)))
    .limit(1);
  return asSelected !== undefined;
};
