import { describe, expect, it } from 'vitest';
import { offerDue, PAGES_BEFORE_OFFER } from './install-offer.tsx';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 29);

describe('the moment of the install offer', () => {
  it('waits for the third page of a visit, or the basket', () => {
    expect(offerDue(1, '/', null, now)).toBe(false);
    expect(offerDue(PAGES_BEFORE_OFFER - 1, '/ads/list', null, now)).toBe(false);
    expect(offerDue(PAGES_BEFORE_OFFER, '/ads/list', null, now)).toBe(true);
    expect(offerDue(1, '/basket', null, now)).toBe(true);
  });

  it('keeps quiet for a month after «حالا نه»', () => {
    expect(offerDue(5, '/basket', now - 29 * DAY, now)).toBe(false);
    expect(offerDue(5, '/basket', now - 31 * DAY, now)).toBe(true);
  });
});
