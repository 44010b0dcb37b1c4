import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatReportItem } from '@shahrbazar/domain/api/chat-report.schema';
import type { ChatConversation } from '@shahrbazar/domain/api/chat.schema';
import { topicGroups } from '../tickets/ticket-form.server.ts';
import { chatReportRow, chatReportStatusParam } from './chat-report-view.server.ts';
import { conversationView } from './chat-view.server.ts';

const message = (seq: number, senderId: number, text: string, image: string | null = null) => ({
  id: seq,
  conversationId: 1,
  seq,
  senderId,
  text,
  image,
  registerDate: '2026-11-26T10:00:00.000Z',
});

// The clock stands still at a known instant: "a minute ago" is a minute before what the view reads as now.
const NOW = new Date('2026-11-26T12:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat as the pages show it', () => {
  it('says «هم‌اکنون» for a peer seen a minute ago, and a picture alone as a picture', () => {
    const conversation: ChatConversation = {
      id: 1,
      peer: {
        id: 2,
        name: 'مریم',
        avatar: '',
        activeChat: 1,
        lastVisit: new Date(NOW.getTime() - 60_000).toISOString(),
      },
      subject: null,
      lastMessage: message(3, 2, '', '/images/chat/x.webp'),
      unread: 12,
    };
    const view = conversationView(conversation, 'fa');
    expect(view.peer).toMatchObject({ online: true, lastVisit: 'هم‌اکنون' });
    expect(view).toMatchObject({ pictureOnly: true, unreadText: '۱۲' });
    const away = conversationView(
      {
        ...conversation,
        peer: { ...conversation.peer, lastVisit: new Date(NOW.getTime() - 3 * 3_600_000).toISOString() },
      },
      'fa',
    );
    expect(away.peer).toMatchObject({ online: false, lastVisit: '۳ ساعت پیش' });
  });

  it('shows a report with its people (a nameless one by mobile) and whose each message is', () => {
    const item: ChatReportItem = {
      id: 7,
      reason: 'توهین',
      status: 0,
      registerDate: '2026-11-26T10:00:00.000Z',
      reviewedAt: null,
      reporter: { id: 5, name: '', mobile: '09350000001', status: 1 },
      reported: { id: 9, name: 'علی', mobile: '09120000004', status: 1 },
      context: [message(1, 5, 'سلام'), message(2, 9, 'پیام بد', '/images/chat/y.webp')],
    };
    const row = chatReportRow(item, '۱', 'fa');
    expect(row).toMatchObject({ reporter: '۰۹۳۵۰۰۰۰۰۰۱', reported: 'علی', open: true, statusLabel: 'بررسی‌نشده' });
    expect(row.context.map((m) => [m.sender, m.fromReported, m.image])).toEqual([
      ['۰۹۳۵۰۰۰۰۰۰۱', false, null],
      ['علی', true, '/images/chat/y.webp'],
    ]);
    expect(chatReportStatusParam(new URL('http://x/?status=2'), '0')).toBe('2');
    expect(chatReportStatusParam(new URL('http://x/?status=-1'), '0')).toBe('');
    expect(chatReportStatusParam(new URL('http://x/'), '0')).toBe('0');
  });

  it('groups the support topics by their first level for the ticket form', () => {
    const tree = [
      { title: 'پرداخت', subCategories: [{ id: 3, title: 'پرداخت ناموفق' }] },
      { title: 'خالی', subCategories: [] },
    ];
    expect(topicGroups(tree)).toEqual([{ group: 'پرداخت', items: [{ value: '3', label: 'پرداخت ناموفق' }] }]);
  });
});
