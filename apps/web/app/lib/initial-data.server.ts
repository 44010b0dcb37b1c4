import type { AppLoadContext } from 'react-router';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import { serverApi } from './api.server.ts';

// The root loader (header and footer texts) and the home loader both need the initial data; React Router hands
// every loader of one request the same Request object, so they share one API call.
const perRequest = new WeakMap<Request, Promise<InitialData>>();

/** GET /api/v1/app/initial-data once per incoming request. Rejects with ApiError. */
export function loadInitialData(request: Request, context: AppLoadContext): Promise<InitialData> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = serverApi(request, context).get<InitialData>('/api/v1/app/initial-data');
    perRequest.set(request, pending);
  }
  return pending;
}
