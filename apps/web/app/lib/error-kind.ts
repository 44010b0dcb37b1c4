import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client.ts';

/** The error screens of the spec's catalogue (section 8). */
export type ErrorKind = 'network' | 'not_found' | 'unauthenticated' | 'forbidden' | 'generic';

function kindOf(status: number, code: unknown): ErrorKind {
  if (code === 'network' || status === 503) return 'network';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  return 'generic';
}

/** Which screen a thrown value deserves: route error responses and ApiErrors by status and code, the rest generic. */
export function errorKindOf(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    const code =
      typeof error.data === 'object' && error.data !== null ? (error.data as { code?: unknown }).code : undefined;
    return kindOf(error.status, code);
  }
  if (error instanceof ApiError) return kindOf(error.status, error.code);
  return 'generic';
}

/** The same, for a failure the root loader reports as data instead of throwing. */
export function errorKindOfFailure(failure: { status: number; code: string }): ErrorKind {
  return kindOf(failure.status, failure.code);
}
