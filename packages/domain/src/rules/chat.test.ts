import { describe, expect, it } from 'vitest';
import { CHAT_AWAY_AFTER_MS, tellsOfNewMessage } from './chat.ts';

describe('tellsOfNewMessage', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('tells someone away of the first message they have not read, once per conversation until they read', () => {
    expect(tellsOfNewMessage({ receiverRead: 4, lastSeqBefore: 4, receiverLastVisit: ago(3600_000), now })).toBe(true);
    expect(tellsOfNewMessage({ receiverRead: 0, lastSeqBefore: 0, receiverLastVisit: null, now })).toBe(true);
    expect(tellsOfNewMessage({ receiverRead: 3, lastSeqBefore: 4, receiverLastVisit: ago(3600_000), now })).toBe(false);
  });

  it('does not tell someone on the site (seen within the last two minutes)', () => {
    expect(tellsOfNewMessage({ receiverRead: 4, lastSeqBefore: 4, receiverLastVisit: ago(30_000), now })).toBe(false);
    expect(
      tellsOfNewMessage({ receiverRead: 4, lastSeqBefore: 4, receiverLastVisit: ago(CHAT_AWAY_AFTER_MS), now }),
    ).toBe(true);
  });
});
