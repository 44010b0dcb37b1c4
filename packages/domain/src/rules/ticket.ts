import { StatusColor } from '../enums/status.ts';
import { TicketStatus, TicketType } from '../enums/support.ts';

// How a ticket's status moves (spec: unread 0, read 1, pending 2, answered 3; a new ticket starts unread and of type
// send). The status is the thread's, kept on its first ticket; replies are child tickets (parentId) whose type says
// who wrote them, seen from the owner: send (the owner wrote) or receive (support wrote).

/** What happened to a ticket thread. */
export type TicketEvent = 'opened' | 'ownerReplied' | 'managerRead' | 'managerReviewing' | 'managerAnswered';

/**
 * The thread's status after an event: the owner's new word makes it unread again for support; support reading it
 * makes an unread one read (an answered or in-review one stays); taking it in review makes it pending; an answer
 * makes it answered.
 */
export function ticketStatusAfter(current: TicketStatus | undefined, event: TicketEvent): TicketStatus {
  switch (event) {
    case 'opened':
    case 'ownerReplied':
      return TicketStatus.unread;
    case 'managerRead':
      return current === undefined || current === TicketStatus.unread ? TicketStatus.read : current;
    case 'managerReviewing':
      return TicketStatus.pending;
    case 'managerAnswered':
      return TicketStatus.answered;
  }
}

/** The type of a reply: support's answer is received by the owner; the owner's own word is sent. */
export function ticketReplyType(byOwner: boolean): TicketType {
  return byOwner ? TicketType.send : TicketType.receive;
}

/** Longest ticket title and text, and most files on one ticket. */
export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
export const TICKET_FILES_MAX = 5;

/**
 * Badge colour of a ticket status: waiting for support (unread, in review) is a warning, answered a success, read
 * neither (shown grey).
 */
export function ticketStatusColor(status: number): StatusColor | 'neutral' {
  if (status === TicketStatus.answered) return StatusColor.success;
  if (status === TicketStatus.read) return 'neutral';
  return StatusColor.warning;
}
