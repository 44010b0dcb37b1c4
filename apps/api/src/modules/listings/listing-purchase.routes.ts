import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  ListingPurchaseCreateSchema,
  ListingPurchaseOffersSchema,
} from '@shahrbazar/domain/api/listing-purchase.schema';
import { IdempotencyHeadersSchema, PaymentSchema, type Payment } from '@shahrbazar/domain/api/payment.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { hashOf, idempotent } from '../payments/idempotency.ts';
import { listingItemSubjects } from '../payments/billing-subjects.ts';
import { registerPaymentItem } from '../payments/payment-items.ts';
import { registerPaymentSubject } from '../payments/payment-subjects.ts';
import { toPaymentAnswer } from '../payments/payment.repository.ts';
import type { VerticalDefinition } from './define-vertical.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { createListingPurchase, listingPurchaseItem, listingPurchaseOffers } from './listing-purchase.service.ts';

/**
 * Declares billing's handler of the purchase payment types and what their payments bought (the listing, for the
 * payment result page), once per app: registering again replaces them.
 */
export function registerListingPurchases(registry: VerticalRegistry): void {
  const item = listingPurchaseItem(registry);
  for (const type of [PaymentType.listingBump, PaymentType.listingRenewal, PaymentType.listingUpgrade]) {
    registerPaymentItem(type, item);
    registerPaymentSubject(type, listingItemSubjects);
  }
}

/**
 * A vertical's purchases for a live listing (issue 35): what its owner may buy for it (a bump, a renewal, an upgrade),
 * and buying one, which answers the unpaid payment to pay next through /api/v1/me/payments/{id}/pay. The listing stays
 * live all along.
 */
export function listingPurchaseRoutes(app: App, deps: AppDeps, vertical: VerticalDefinition): void {
  const db = deps.database.db;
  const own = { access: { session: 'general' } } as const;
  const tags = [vertical.key];
  const path = `/api/v1/me/${vertical.key}/:id/purchases`;

  app.get(
    path,
    {
      config: own,
      schema: {
        tags,
        summary: 'What my live listing may be bought: bump, renewal and upgrade packages, cheapest first',
        params: IdParamsSchema,
        response: { 200: ListingPurchaseOffersSchema },
      },
    },
    async (request) =>
      listingPurchaseOffers(db, vertical, requireAuth(request).user.id, request.params.id, requestLocale(request)),
  );

  app.post(
    path,
    {
      config: own,
      schema: {
        tags,
        summary: 'Buy a bump, a renewal or an upgrade for my live listing: its unpaid payment (pay it next)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: ListingPurchaseCreateSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const locale = requestLocale(request);
      const answer = await idempotent<Payment>(
        db,
        { userId, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await createListingPurchase(tx, vertical, userId, request.params.id, request.body);
          return { statusCode: 201, body: await toPaymentAnswer(tx, row, locale, userId) };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );
}
