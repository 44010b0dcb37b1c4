import {
  FollowerPageSchema,
  FollowParamsSchema,
  FollowStateSchema,
  KeysetQuerySchema,
} from '@shahrbazar/domain/api/notification.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { follow, followersOf, followState, unfollow } from './follow.service.ts';

/** Followers (spec: followers, isFollow): follow and unfollow, a target's count, and the owner's followers list. */
export function followRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const tags = ['followers'];
  const signedIn = { access: { session: 'any' } } as const;

  app.get(
    '/api/v1/follows/:type/:id',
    {
      // A visitor without a session gets what every such visitor gets (a booth's page asks on every visit): kept a
      // few seconds, dropped by any signed-in write (a follow is one) (ADR 0030).
      config: { access: 'public', anonymousCache: true },
      schema: {
        tags,
        summary: 'How many follow a listing or a person, and whether I do (isFollow)',
        params: FollowParamsSchema,
        response: { 200: FollowStateSchema },
      },
    },
    async (request) => followState(db, request.auth?.user.id, request.params),
  );

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/v1/me/follows/:type/:id',
      {
        config: { ...signedIn, rateLimit: perUserRate(60) },
        schema: {
          tags,
          summary: on ? 'Follow a live listing (a booth…) or a person' : 'Stop following',
          params: FollowParamsSchema,
          response: { 200: FollowStateSchema },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        return on ? follow(db, userId, request.params) : unfollow(db, userId, request.params);
      },
    );
  }

  app.get(
    '/api/v1/me/followers',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Who follows me or my listings and booths, newest first (?cursor=<nextCursor>)',
        querystring: KeysetQuerySchema,
        response: { 200: FollowerPageSchema },
      },
    },
    async (request) => followersOf(db, requireAuth(request).user.id, request.query),
  );
}
