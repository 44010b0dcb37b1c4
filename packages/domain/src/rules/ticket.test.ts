import { describe, expect, it } from 'vitest';
import { TicketStatus, TicketType } from '../enums/support.ts';
import { ticketReplyType, ticketStatusAfter, ticketStatusColor } from './ticket.ts';

describe('ticketStatusAfter', () => {
  it('starts a new ticket unread and makes it unread again when its owner writes', () => {
    expect(ticketStatusAfter(undefined, 'opened')).toBe(TicketStatus.unread);
    expect(ticketStatusAfter(TicketStatus.answered, 'ownerReplied')).toBe(TicketStatus.unread);
  });

  it('marks an unread ticket read when support opens it, and leaves a pending or answered one as it is', () => {
    expect(ticketStatusAfter(TicketStatus.unread, 'managerRead')).toBe(TicketStatus.read);
    expect(ticketStatusAfter(TicketStatus.pending, 'managerRead')).toBe(TicketStatus.pending);
    expect(ticketStatusAfter(TicketStatus.answered, 'managerRead')).toBe(TicketStatus.answered);
  });

  it('is pending while in review and answered after support answers', () => {
    expect(ticketStatusAfter(TicketStatus.read, 'managerReviewing')).toBe(TicketStatus.pending);
    expect(ticketStatusAfter(TicketStatus.pending, 'managerAnswered')).toBe(TicketStatus.answered);
  });
});

describe('ticketReplyType', () => {
  it('is send for the owner and receive for support', () => {
    expect(ticketReplyType(true)).toBe(TicketType.send);
    expect(ticketReplyType(false)).toBe(TicketType.receive);
  });
});

describe('ticketStatusColor', () => {
  it('warns while support owes an answer and is green once answered', () => {
    expect(ticketStatusColor(TicketStatus.unread)).toBe('warning');
    expect(ticketStatusColor(TicketStatus.pending)).toBe('warning');
    expect(ticketStatusColor(TicketStatus.read)).toBe('neutral');
    expect(ticketStatusColor(TicketStatus.answered)).toBe('success');
  });
});
