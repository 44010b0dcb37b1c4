import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/** What an error boundary receives from a loader that failed on an API call. */
export interface RouteErrorData {
  code: ApiError['code'];
  message: string;
}

/**
 * Rethrows an ApiError as a route error response so the page's HTTP status is the API's (404, 503…) and the
 * boundary can read the code; anything else is rethrown as is. Use as `.catch(rethrowAsRouteError)`.
 */
export function rethrowAsRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    throw data<RouteErrorData>({ code: error.code, message: error.message }, { status: error.status });
  }
  throw error;
}
