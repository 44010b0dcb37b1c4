import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RewardClaimBodySchema,
  RewardClaimSchema,
  RewardEarningsSchema,
  RewardingSchema,
  RewardingToggleSchema,
  RewardOfferSchema,
  RewardStartSchema,
} from '@shahrbazar/domain/api/advertise.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../../modules/auth/access-control.ts';
import { claimOf, idempotent } from '../../modules/payments/idempotency.ts';
import {
  claimReward,
  earningsOf,
  ownRewarding,
  rewardOffer,
  startViewing,
  turnRewardingOff,
  turnRewardingOn,
  type RewardSettings,
} from './reward.service.ts';

const SlugIdParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/) });
/**
 * A person starts and claims a handful of times a minute at most; a script hammering the claim is slowed. Per signed-in
 * account (the session is resolved by then): many people share one address behind a mobile carrier's NAT.
 */
const CLAIM_RATE = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `reward|${request.auth?.user.id ?? request.ip}`,
};

/**
 * City ad rewards (ADR 0023): the owner funds and ends an ad's rewarding, a rewarder-plan subscriber starts viewing
 * and claims, and sees what they earned. The listing routes of the vertical itself are the core's.
 */
export function rewardRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const settings: RewardSettings = { ...deps.config.rewards, secret: deps.config.appSecret };
  const tags = ['advertise rewards'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/me/advertise/:id/rewarding',
    {
      config: own,
      schema: {
        tags,
        summary: 'My city ad’s rewarding: funded, rewarded, left',
        params: IdParamsSchema,
        response: { 200: RewardingSchema },
      },
    },
    async (request) => ownRewarding(db, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/api/v1/me/advertise/:id/rewarding',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Turn my city ad’s rewarding on (reward × numberReward is held from my wallet) or off (the rest comes back)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: RewardingToggleSchema,
        response: { 200: RewardingSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Once per Idempotency-Key of the owner (ADR 0109).
      const answer = await idempotent(db, claimOf(request, userId), async (tx) => ({
        statusCode: 200,
        body: request.body.active
          ? await turnRewardingOn(tx, userId, request.params.id)
          : await turnRewardingOff(tx, userId, request.params.id),
      }));
      return reply.status(answer.statusCode as 200).send(answer.body);
    },
  );

  app.get(
    '/api/v1/advertise/:slugId/reward',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the caller may earn from a city ad now',
        params: SlugIdParams,
        response: { 200: RewardOfferSchema },
      },
    },
    async (request) => rewardOffer(db, settings, request.params.slugId, request.auth?.user.id),
  );

  app.post(
    '/api/v1/advertise/:slugId/reward/start',
    {
      config: { ...own, rateLimit: CLAIM_RATE },
      schema: {
        tags,
        summary: 'Start viewing a city ad: a signed token and when a claim is accepted',
        params: SlugIdParams,
        response: { 200: RewardStartSchema },
      },
    },
    async (request) => startViewing(db, settings, request.params.slugId, requireAuth(request).user.id),
  );

  app.post(
    '/api/v1/advertise/:slugId/reward/claim',
    {
      config: { ...own, rateLimit: CLAIM_RATE },
      schema: {
        tags,
        summary: 'Claim a city ad’s reward with the start token, after the minimum viewing time',
        headers: IdempotencyHeadersSchema,
        params: SlugIdParams,
        body: RewardClaimBodySchema,
        response: { 200: RewardClaimSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Once per Idempotency-Key of the viewer (ADR 0109): a retried claim answers the first credit again.
      const answer = await idempotent(db, claimOf(request, userId), async (tx) => ({
        statusCode: 200,
        body: await claimReward(tx, settings, request.params.slugId, userId, request.body.token),
      }));
      return reply.status(answer.statusCode as 200).send(answer.body);
    },
  );

  app.get(
    '/api/v1/me/rewards',
    {
      config: own,
      schema: { tags, summary: 'My rewarder plan and what I earned', response: { 200: RewardEarningsSchema } },
    },
    async (request) => earningsOf(db, requireAuth(request).user.id, requestLocale(request)),
  );
}
