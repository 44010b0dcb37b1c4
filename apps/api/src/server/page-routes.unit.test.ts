import { describe, expect, it } from 'vitest';
import { pagePatterns } from './page-routes.ts';

// A route table as React Router's build writes it: flat, each route naming its parent.
const routes = {
  root: { id: 'root', path: '', parentId: undefined },
  'routes/home': { id: 'routes/home', index: true, parentId: 'root' },
  'routes/ads': { id: 'routes/ads', path: 'ads/:slug/:id', parentId: 'root' },
  'routes/panel': { id: 'routes/panel', path: 'panel', parentId: 'root' },
  'routes/panel/order': { id: 'routes/panel/order', path: 'order/:id', parentId: 'routes/panel' },
  'routes/not-found': { id: 'routes/not-found', path: '*', parentId: 'root' },
};

describe('pagePatterns', () => {
  const patternOf = pagePatterns({ routes } as unknown as Parameters<typeof pagePatterns>[0]);

  it('names a page by its route pattern, nested routes joined, never by its address', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/ads/dochrkhe/1234')).toBe('/ads/:slug/:id');
    expect(patternOf('/panel/order/77')).toBe('/panel/order/:id');
  });

  it('names a page’s data request as the page, and an address no route takes by the catch-all', () => {
    expect(patternOf('/ads/dochrkhe/1234.data')).toBe('/ads/:slug/:id');
    expect(patternOf('/_root.data')).toBe('/');
    expect(patternOf('/no/such/page/09121234567')).toBe('/*');
  });

  it('reads home’s data request as React Router does with trailing-slash-aware data requests (the web’s setting)', () => {
    const aware = pagePatterns({ routes, future: { v8_trailingSlashAwareDataRequests: true } } as unknown as Parameters<
      typeof pagePatterns
    >[0]);
    expect(aware('/_.data')).toBe('/');
    expect(aware('/ads/dochrkhe/1234.data')).toBe('/ads/:slug/:id');
    expect(aware('/panel/_.data')).toBe('/panel');
    // Not a name React Router gives home's data then: no route takes `/_root`.
    expect(aware('/_root.data')).toBe('/*');
  });
});
