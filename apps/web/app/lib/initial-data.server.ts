import type { AppLoadContext } from 'react-router';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import { CITY_COOKIE } from '@shahrbazar/domain/api/catalogue.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ApiError } from './api-client.ts';
import { serverApi } from './api.server.ts';
import { readCookie } from './cookies.ts';
import { localeOfRequest } from './locale.server.ts';
import { hasSessionCookie } from './session.server.ts';

// The root loader (header and footer texts) and the home loader both need the initial data; React Router hands
// every loader of one request the same Request object, so they share one API call.
const perRequest = new WeakMap<Request, Promise<InitialData>>();

/**
 * The visitors' initial data as last read, by locale and chosen city, with the API's ETag of it: the API keeps that
 * answer a few seconds (ADR 0030) and says "not modified" when it is still the same, so a page rendered anew does not
 * read and decode its ~150 KB again (ADR 0098). Frozen: every render shares it. A signed-in person's page reads the same
 * copy and their own part (the user, a manager's dashboard counts) beside it (issue 32).
 */
const kept = new Map<string, { etag: string; data: InitialData }>();
const MAX_KEPT = 64;

/** GET /api/v1/app/initial-data once per incoming request. Rejects with ApiError. */
export function loadInitialData(request: Request, context: AppLoadContext): Promise<InitialData> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = readInitialData(request, context);
    perRequest.set(request, pending);
  }
  return pending;
}

async function readInitialData(request: Request, context: AppLoadContext): Promise<InitialData> {
  const locale = localeOfRequest(request);
  if (!hasSessionCookie(request)) return readVisitorsPart(request, context, locale);
  // Signed in: everyone's part as a visitor reads it (kept, not decoded again), the person's own part beside it.
  const [common, mine] = await Promise.all([
    readVisitorsPart(request, context, locale),
    serverApi(request, context, locale)
      .GET('/api/v1/app/initial-data/mine')
      .catch((error: unknown) => {
        // A session that ended: the page is a visitor's.
        if (error instanceof ApiError && error.status === 401) return undefined;
        throw error;
      }),
  ]);
  if (!mine) return common;
  return { ...common, user: mine.user, ...(mine.dashboard ? { dashboard: mine.dashboard } : {}) };
}

/** Everyone's initial data (user null) by locale and chosen city: the kept copy when the API says it is unchanged. */
async function readVisitorsPart(request: Request, context: AppLoadContext, locale: Locale): Promise<InitialData> {
  const api = serverApi(request, context, locale, 'visitor');
  const key = `${locale}|${readCookie(request.headers.get('cookie'), CITY_COOKIE) ?? ''}`;
  const known = kept.get(key);
  const answer = await api.request(
    'GET',
    '/api/v1/app/initial-data',
    known ? { headers: { 'if-none-match': known.etag } } : {},
  );
  if (answer.status === 304 && known) return known.data;
  const etag = answer.headers.get('etag');
  if (!etag) return answer.data;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  const data = deepFreeze(answer.data);
  kept.set(key, { etag, data });
  return data;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
