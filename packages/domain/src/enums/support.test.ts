import { describe, it, expect } from 'vitest';
import { ActionType, ChatReportStatus, NEW_TICKET, TicketStatus, TicketType } from './support.ts';
import { expectLabelled } from './expect-labelled.ts';

describe('support enumerations', () => {
  it('use the spec values', () => {
    expect(TicketStatus).toMatchObject({ unread: 0, read: 1, pending: 2, answered: 3 });
    expect(TicketType).toMatchObject({ send: 0, receive: 1 });
    expect(ChatReportStatus).toMatchObject({ open: 0, resolved: 1, dismissed: 2 });
    expect(ActionType.values).toEqual([
      'ok',
      'cancel',
      'add',
      'edit',
      'delete',
      'payment',
      'renewal',
      'disable',
      'details',
      'copy',
      'telegram',
      'whatsApp',
      'follow',
      'unFollow',
      'story',
      'share',
    ]);
  });

  it('start a new ticket unread and sent', () => {
    expect(NEW_TICKET).toEqual({ status: 0, type: 0 });
  });

  it('label every value in both locales', () => {
    for (const e of [TicketStatus, TicketType, ActionType, ChatReportStatus]) expectLabelled(e);
    expect(TicketStatus.label(TicketStatus.pending, 'en')).toBe('In review');
  });
});
