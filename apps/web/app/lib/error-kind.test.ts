import { describe, expect, it } from 'vitest';
import { data } from 'react-router';
import { ApiError } from './api-client.ts';
import { errorKindOf } from './error-kind.ts';

// What a thrown route error looks like to an ErrorBoundary: the router wraps `throw data(...)` this way.
function routeError(status: number, body: unknown = null) {
  const thrown = data(body, { status });
  return { status: thrown.init?.status ?? 200, statusText: '', internal: false, data: thrown.data };
}

describe('errorKindOf', () => {
  it('shows the connection error for the network code and for any 503', () => {
    expect(errorKindOf(new ApiError(503, 'network', 'x'))).toBe('network');
    expect(errorKindOf(routeError(503, { code: 'unavailable' }))).toBe('network');
  });

  it('maps 404, 401 and 403 to their screens', () => {
    expect(errorKindOf(routeError(404))).toBe('not_found');
    expect(errorKindOf(routeError(401))).toBe('unauthenticated');
    expect(errorKindOf(new ApiError(403, 'forbidden', 'x'))).toBe('forbidden');
  });

  it('shows the generic screen for anything else, including plain exceptions', () => {
    expect(errorKindOf(routeError(500))).toBe('generic');
    expect(errorKindOf(new Error('boom'))).toBe('generic');
  });
});
