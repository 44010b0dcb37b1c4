import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import {
  acceptsMessages,
  CONSULTATION_MESSAGES,
  NOT_PAID_CONSULTATION_STATUSES,
  type ConsultationStatus,
} from '@shahrbazar/domain/rules/consultations';
import { AppError } from '../../http/app-error.ts';
import type { ChatGate } from '../chat/chat-gates.ts';
import type { ChatOpener } from '../chat/chat-openers.ts';
import { consultations } from './consultation.table.ts';

/**
 * A conversation that has held a text consultation is that consultation's session: messages are taken while its
 * latest one is open and its 48 hours have not passed, and refused after («این مشاوره بسته شده است») until another is
 * bought. A conversation that never held one is an ordinary chat.
 */
export const consultationChatGate: ChatGate = async (tx, conversation, _senderId, now) => {
  const [latest] = await tx
    .select({ status: consultations.status, deadline: consultations.deadline })
    .from(consultations)
    .where(and(eq(consultations.conversationId, conversation.id), eq(consultations.kind, 'text')))
    .orderBy(desc(consultations.id))
    .limit(1);
  if (!latest?.deadline) return;
  if (!acceptsMessages({ status: latest.status as ConsultationStatus, deadline: latest.deadline }, now)) {
    throw new AppError('conflict', CONSULTATION_MESSAGES.closed);
  }
};

/**
 * A paid consultation between the two opens their room (issue 29): the patient writes to the listing's owner, and the
 * owner to the patient, from the consultation's page. One not yet paid (or lapsed unpaid) opens nothing.
 */
export const consultationChatOpener: ChatOpener = async (db, me, peer) => {
  const [found] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        or(
          and(eq(consultations.patientId, me), eq(consultations.ownerId, peer)),
          and(eq(consultations.patientId, peer), eq(consultations.ownerId, me)),
        ),
        notInArray(consultations.status, [...NOT_PAID_CONSULTATION_STATUSES]),
      ),
    )
    .limit(1);
  return found !== undefined;
};
