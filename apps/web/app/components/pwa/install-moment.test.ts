import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countPageOfOffer, offerDue, PAGES_BEFORE_OFFER, putOffInstall } from './install-moment.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 29);

/** A browser storage held in a map: the part of `Storage` the moment reads and writes. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

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

describe('a visit counted by the root, without the card', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is due on the third page the offer is seen on, or at once on the basket', () => {
    expect(countPageOfOffer('/', now)).toBe(false);
    expect(countPageOfOffer('/ads/list', now)).toBe(false);
    expect(countPageOfOffer('/search', now)).toBe(true);
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
    expect(countPageOfOffer('/basket', now)).toBe(true);
  });

  it('stays away for a month once put off, and comes back after', () => {
    countPageOfOffer('/', now);
    countPageOfOffer('/ads/list', now);
    putOffInstall(now);
    expect(countPageOfOffer('/search', now)).toBe(false);
    expect(countPageOfOffer('/basket', now + 29 * DAY)).toBe(false);
    expect(countPageOfOffer('/ads/list', now + 31 * DAY)).toBe(true);
  });

  it('counts nothing where the browser keeps no storage, and shows the card only on the basket', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(countPageOfOffer('/', now)).toBe(false);
    expect(countPageOfOffer('/ads/list', now)).toBe(false);
    expect(countPageOfOffer('/search', now)).toBe(false);
    expect(countPageOfOffer('/basket', now)).toBe(true);
  });
});
