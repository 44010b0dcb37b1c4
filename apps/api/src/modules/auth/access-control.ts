import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { SessionKind } from '@shahrbazar/domain/api/auth.schema';
import { UserType } from '@shahrbazar/domain/enums/people';
import { isApiKey, type ApiKeyScope } from '@shahrbazar/domain/rules/api-key';
import { AppError } from '../../http/app-error.ts';
import { tooSoon } from '../../http/retry-after.ts';
import type { AppDeps } from '../../http/types.ts';
import { effectivePolicies } from '../access/access.service.ts';
import { findApiKey, touchApiKey, type ApiKeyRow } from '../api-keys/api-key.service.ts';
import { borrowedPageSession } from './page-session.ts';
import { findSession, touchSession, type SessionRow, type UserRow } from './session.service.ts';
import { sessionPolicy, setSessionCookie, TOKEN_COOKIE } from './session-cookie.ts';

/**
 * Who may call a route; every /api/v1 route declares one (the app refuses to start otherwise):
 * - `public`: anyone;
 * - `{ session }`: a signed-in session of that kind (`any` for every kind);
 * - `{ panel, policy }`: a manager or agent session whose user holds the policy (admins hold all).
 */
export type Access = 'public' | { session: SessionKind | 'any' } | { panel: 'manager' | 'agent'; policy: PolicyRef };

export interface AuthContext {
  /** The signed-in session; null when the caller is a program with a personal API key (`apiKey`). */
  session: SessionRow | null;
  /** The personal API key the request carries (ADR 0103): the caller acts as its owner within its scopes. */
  apiKey: ApiKeyRow | null;
  user: UserRow;
  kind: SessionKind;
  /** The user's policies, loaded on first use. */
  policies(): Promise<PolicyRef[]>;
}

/** One route's access rule, as registered (the authorization test table walks these). */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  scope: ApiKeyScope | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The scope a personal API key needs to call this route (ADR 0103); a route without one refuses keys with 403.
     * Only routes of a general session may name one: the back office and the agents' panel never accept a key.
     */
    scope?: ApiKeyScope;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const KEY_SCOPE_REFUSED = {
  fa: 'کلید API اجازهٔ این کار را ندارد.',
  en: 'This API key is not allowed to do this.',
} as const;

/** The session token of a request: the HttpOnly cookie (web) or an Authorization Bearer header (apps). */
function tokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/** The host of an Origin header; undefined for "null" or anything unparsable (never equal to ours). */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The signed-in user of a route that requires a session (its access rule guarantees one). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

/** The signed-in session itself (sign out, the list of sessions): a program's API key has none. */
export function requireSession(request: FastifyRequest): AuthContext & { session: SessionRow } {
  const auth = requireAuth(request);
  if (!auth.session) throw new AppError('forbidden');
  return { ...auth, session: auth.session };
}

/**
 * Resolves the session of every request and enforces its route's access rule at once, before the body is read or
 * validated: a caller without the right learns nothing more than 401 or 403.
 */
export const accessControl = fp(
  async (app, deps: AppDeps) => {
    const policy = sessionPolicy(deps.config);
    app.decorateRequest('auth', null);
    app.decorate('routeAccess', [] as RouteAccess[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/v1/')) return;
      const access = route.config?.access;
      if (!access)
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
      const scope = route.config?.scope;
      if (scope && (typeof access !== 'object' || !('session' in access) || access.session === 'manager'))
        throw new Error(`Route ${String(route.method)} ${route.url} names a key scope but is not a person's own route`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access, scope });
      }
    });

    // One limit per personal API key, in the rate limiter's store (shared across instances with Redis): every answer
    // to a key says its limit, what is left and when the window resets.
    const keyLimit = app.createRateLimit({
      max: deps.config.apiKeyRatePerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `api-key:${request.auth?.apiKey?.id ?? 0}`,
    });

    app.addHook('onRequest', async (request, reply) => {
      const candidate = tokenOf(request);
      const found = candidate && candidate.token.length <= 200 ? candidate : undefined;
      if (found && !found.viaCookie && isApiKey(found.token)) {
        // A program's key: unknown or revoked answers 401 wherever it is sent, so the program learns at once.
        const live = await findApiKey(deps.database.db, found.token);
        if (!live) throw new AppError('unauthenticated');
        request.auth = {
          session: null,
          apiKey: live.key,
          user: live.user,
          kind: 'general',
          policies: async () => [],
        };
        const limit = await keyLimit(request);
        if (!limit.isAllowed) {
          reply.header('x-ratelimit-limit', limit.max);
          reply.header('x-ratelimit-remaining', limit.remaining);
          reply.header('x-ratelimit-reset', limit.ttlInSeconds);
          if (limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw tooSoon(limit.ttl);
          }
        }
        await enforce(request);
        await touchApiKey(deps.database.db, live.key);
        return;
      }
      // A cookie is sent by the browser on its own: a state change from another site's page is refused.
      if (found?.viaCookie && UNSAFE.has(request.method)) {
        const origin = request.headers.origin;
        if (origin && hostOf(origin) !== request.host) throw new AppError('forbidden');
      }
      // A page's API call made in this process takes the session its page looked up (page-session.ts).
      const borrowed = found?.viaCookie ? borrowedPageSession(request, found.token) : undefined;
      if (borrowed) {
        request.auth = borrowed;
        return enforce(request);
      }
      const live = found ? await findSession(deps.database.db, found.token) : undefined;
      if (!live) return enforce(request);
      const slid = await touchSession(deps.database.db, policy, live.session);
      if (slid && found?.viaCookie) setSessionCookie(reply, deps.config, found.token, slid);
      let cached: Promise<PolicyRef[]> | undefined;
      request.auth = {
        session: live.session,
        apiKey: null,
        user: live.user,
        kind: live.session.kind as SessionKind,
        policies: () => (cached ??= effectivePolicies(deps.database.db, live.user)),
      };
      return enforce(request);
    });

    // What a signed-in caller or a private route answers is that person's: never kept by a shared cache or the
    // browser's back/forward cache on a shared phone (a public route may choose its own caching for anonymous callers).
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/v1/')) return;
      const access = request.routeOptions.config?.access;
      if (request.auth || (access && access !== 'public')) reply.header('cache-control', 'private, no-store');
    });

    async function enforce(request: FastifyRequest): Promise<void> {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      const auth = request.auth;
      if (!auth) throw new AppError('unauthenticated');
      if (auth.apiKey) {
        // A key calls only the routes that name a scope, and only those of its scopes.
        const scope = request.routeOptions.config?.scope;
        if (!scope || !auth.apiKey.scopes.includes(scope)) throw new AppError('forbidden', KEY_SCOPE_REFUSED);
        return;
      }
      if ('session' in access) {
        if (access.session !== 'any' && auth.kind !== access.session) throw new AppError('forbidden');
        return;
      }
      if (auth.kind !== access.panel) throw new AppError('forbidden');
      if (auth.user.type === UserType.admin) return;
      if (!hasPermission({ policies: await auth.policies() }, access.policy)) throw new AppError('forbidden');
    }
  },
  { name: 'access-control' },
);
