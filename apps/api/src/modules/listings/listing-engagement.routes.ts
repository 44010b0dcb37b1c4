import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '@shahrbazar/domain/api/id.schema';
import {
  ListingContactSchema,
  ListingReportCloseSchema,
  ListingReportSchema,
  ListingReportWriteSchema,
  ListingStatsSchema,
} from '@shahrbazar/domain/api/listing-engagement.schema';
import { ListingReportStatus, type ListingReportReason } from '@shahrbazar/domain/enums/listing-engagement';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@shahrbazar/domain/rules/pagination';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { revealContact } from './listing-contact.service.ts';
import { closeReport, reportListing, reportQueue } from './listing-report.service.ts';
import { listingStatsOf } from './listing-stats.ts';
import { findListingById } from './listing.repository.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { requireAccess } from '../access/record-access.ts';

/** A person looks at a few numbers an hour; a scraper with an account does not get a city's worth. */
const REVEAL_RATE = perUserRate(30, '1 hour');
/** Nobody reports ten listings a minute. */
const REPORT_RATE = perUserRate(10);

const tags = ['listings'];
const signedIn = { session: 'general' } as const;
const manager = (name: string) => ({ panel: 'manager' as const, policy: policy('listings', name) });

/**
 * What visitors do with any vertical's listing beyond looking, and what owners and managers learn of it (ADR 0027):
 * the seller's number on request, reports and their back-office queue, the owner's daily statistics.
 */
export function listingEngagementRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;

  app.post(
    '/api/v1/listings/:id/contact',
    {
      config: { access: signedIn, rateLimit: REVEAL_RATE },
      schema: {
        tags,
        summary: "The seller's number, for a signed-in visitor who asks (counted as a reveal)",
        params: IdParamsSchema,
        response: { 200: ListingContactSchema },
      },
    },
    async (request) => revealContact(db, requireAuth(request).user.id, request.params.id),
  );

  app.post(
    '/api/v1/listings/:id/reports',
    {
      config: { access: signedIn, rateLimit: REPORT_RATE },
      schema: {
        tags,
        summary: 'Report a listing (scam, wrong category...): it lands in the back office queue',
        params: IdParamsSchema,
        body: ListingReportWriteSchema,
        response: { 201: z.object({ hidden: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const { reason, text } = request.body;
      const result = await reportListing(
        db,
        requireAuth(request).user.id,
        request.params.id,
        { reason: reason as ListingReportReason, text },
        (vertical) => registry.get(vertical)?.noun,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/v1/me/listings/:id/stats',
    {
      config: { access: signedIn, scope: 'listings:read' },
      schema: {
        tags,
        summary: "My listing's last 30 days: visitors, number reveals, favorites, chats started",
        params: IdParamsSchema,
        response: { 200: ListingStatsSchema },
      },
    },
    async (request) => {
      const listing = await findListingById(db, request.params.id);
      // Another person's listing does not exist for the caller.
      requireAccess(requireAuth(request).user.id, 'listing', listing, 'manage');
      return listingStatsOf(db, listing.id);
    },
  );

  app.get(
    '/api/v1/manager/listing-reports',
    {
      config: { access: manager('index') },
      schema: {
        tags: ['manager: listings'],
        querystring: z.object({
          status: z.coerce
            .number()
            .int()
            .refine((value) => ListingReportStatus.is(value), 'invalid')
            .default(ListingReportStatus.open),
          perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
          cursor: IdSchema.optional(),
        }),
        response: { 200: z.object({ items: z.array(ListingReportSchema), nextCursor: z.number().int().nullable() }) },
      },
    },
    async (request) => reportQueue(db, { ...request.query, status: request.query.status as ListingReportStatus }),
  );

  app.post(
    '/api/v1/manager/listing-reports/:id',
    {
      config: { access: manager('moderate') },
      schema: {
        tags: ['manager: listings'],
        summary: 'Close a report (or open it again)',
        params: IdParamsSchema,
        body: ListingReportCloseSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await closeReport(db, request.params.id, request.body.status);
      return reply.status(204).send(null);
    },
  );
}
