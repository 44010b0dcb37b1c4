import { z } from 'zod';
import { countedPage } from '@shahrbazar/domain/api/page.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { ListingSchema } from '@shahrbazar/domain/api/listing.schema';
import {
  ManagerSectionAdsQuerySchema,
  MySectionAdsQuerySchema,
  SectionAdCreateSchema,
  SectionAdDecisionSchema,
  SectionAdListSchema,
  SectionAdPageSchema,
  SectionAdParamsSchema,
  SectionAdSchema,
  ShownSectionAdsQuerySchema,
} from '@shahrbazar/domain/api/section-ad.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { auditActor } from '../audit/audit.service.ts';
import { toListings, type VerticalRegistry } from '../listings/listing.mapper.ts';
import { claimOf, idempotent } from '../payments/idempotency.ts';
import { registerPaymentItem } from '../payments/payment-items.ts';
import { registerPaymentSubject } from '../payments/payment-subjects.ts';
import {
  buySectionAd,
  decideSectionAd,
  managedAds,
  myListingAds,
  sectionAdPaymentItem,
  sectionAdPaymentSubjects,
  shownAdListings,
  toSectionAds,
} from './section-ad.service.ts';

const can = (name: string) => ({ access: { panel: 'manager' as const, policy: policy('listings', name) } });

/**
 * Section ads (ADR 0042): the public's shown ads of a section, the owner's purchase (an ad and its unpaid payment,
 * paid through /api/v1/me/payments/{id}/pay like any other) and their ads of a listing, the back office's queue and
 * decision (policy listings.moderate).
 */
export function sectionAdRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  registerPaymentItem(PaymentType.sectionAds, sectionAdPaymentItem);
  registerPaymentSubject(PaymentType.sectionAds, sectionAdPaymentSubjects);
  const db = deps.database.db;
  const tags = ['section ads'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/section-ads/:type',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The listings a section shows as ads now (approved, unexpired), in a city when one is named',
        params: SectionAdParamsSchema,
        querystring: ShownSectionAdsQuerySchema,
        response: { 200: z.object({ items: z.array(ListingSchema.passthrough()) }) },
      },
    },
    async (request) => {
      const rows = await shownAdListings(db, registry, request.params.type, request.query.city);
      const locale = requestLocale(request);
      const viewer = request.auth?.user ? { userId: request.auth.user.id, locale } : { locale };
      return { items: await toListings(db, registry, rows, viewer) };
    },
  );

  app.post(
    '/api/v1/me/section-ads',
    {
      config: own,
      schema: {
        tags,
        summary: 'Buy a featured place for a live listing of mine: the ad and its unpaid payment (pay it next)',
        headers: IdempotencyHeadersSchema,
        body: SectionAdCreateSchema,
        response: { 201: SectionAdSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      // Once per Idempotency-Key of the owner (ADR 0109): a retried purchase answers the first ad, not a second one.
      const bought = await idempotent(db, claimOf(request, userId), async (tx) => {
        const { ad } = await buySectionAd(tx, registry, userId, request.body);
        const [answer] = await toSectionAds(tx, [ad], requestLocale(request));
        return { statusCode: 201, body: answer! };
      });
      return reply.status(bought.statusCode as 201).send(bought.body);
    },
  );

  app.get(
    '/api/v1/me/section-ads',
    { config: own, schema: { tags, querystring: MySectionAdsQuerySchema, response: { 200: SectionAdListSchema } } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      return {
        items: await toSectionAds(db, await myListingAds(db, userId, request.query.listingId), requestLocale(request)),
      };
    },
  );

  app.get(
    '/api/v1/manager/section-ads',
    {
      config: can('index'),
      schema: { tags, querystring: ManagerSectionAdsQuerySchema, response: { 200: SectionAdPageSchema } },
    },
    async (request) => {
      const { rows, total } = await managedAds(db, request.query);
      return countedPage(await toSectionAds(db, rows, requestLocale(request)), total, request.query);
    },
  );

  app.post(
    '/api/v1/manager/section-ads/:id/status',
    {
      config: can('moderate'),
      schema: {
        tags,
        summary: 'Approve a paid ad (shown for its days from now) or reject it (its money back to the owner)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: SectionAdDecisionSchema,
        response: { 200: SectionAdSchema },
      },
    },
    async (request, reply) => {
      const decided = await idempotent(db, claimOf(request, requireAuth(request).user.id), async (tx) => {
        const row = await decideSectionAd(tx, auditActor(request), request.params.id, request.body.status);
        const [answer] = await toSectionAds(tx, [row], requestLocale(request));
        return { statusCode: 200, body: answer! };
      });
      return reply.status(decided.statusCode as 200).send(decided.body);
    },
  );
}
