import {
  ConsultationCreateSchema,
  ConsultationListingParamsSchema,
  ConsultationListSchema,
  ConsultationOfferSchema,
  ConsultationSchema,
  ConsultationUserParamsSchema,
  ConsultationWithSchema,
  type Consultation,
} from '@shahrbazar/domain/api/consultation.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import { registerChatGate } from '../chat/chat-gates.ts';
import { registerChatOpener } from '../chat/chat-openers.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findListingById } from '../listings/listing.repository.ts';
import { hashOf, idempotent } from '../payments/idempotency.ts';
import { closeConsultation } from './consultation-close.service.ts';
import { consultationChatGate, consultationChatOpener } from './consultation-gate.ts';
import { bookPhoneConsultation } from './consultation-phone.service.ts';
import { registerConsultationPayments } from './consultation-payment.ts';
import { buyTextConsultation, consultationOffer, type ConsultationRow } from './consultation.service.ts';
import {
  consultationOf,
  latestTextBetween,
  listingConsultations,
  patientConsultations,
  toConsultations,
} from './consultation.view.ts';
import { requireAccess } from '../access/record-access.ts';

/** Buying is rate limited per person. */
const BUY_RATE = perUserRate(20);

async function viewOne(db: Db, row: ConsultationRow | undefined): Promise<Consultation> {
  const [view] = row ? await toConsultations(db, [row]) : [];
  if (!view) throw new AppError('not_found');
  return view;
}

/**
 * Paid consultations (docs/decisions/0039-consultations.md) of every vertical that declares `consultations`: buying
 * one (text: a paid chat; phone: a call slot of the book), the patient's list, the owner's list per listing, one
 * consultation (its patient's or owner's; 404 for anyone else), the owner's close, and the latest text consultation
 * with a user (the chat room's header). Messages of a closed one are refused by the chat module's gate declared here.
 */
export function consultationRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  registerChatGate('consultations', consultationChatGate);
  registerChatOpener('consultations', consultationChatOpener);
  // Text consultations bought to pay online are paid through billing (ADR 0055).
  registerConsultationPayments(registry);
  const db = deps.database.db;
  const tags = ['consultations'];
  const own = { access: { session: 'general' } } as const;
  const caller = (request: FastifyRequest) => requireAuth(request).user;

  app.get(
    '/api/v1/consultation-offers/:listingId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What a listing offers: text and phone consultation prices (null: not offered) and its owner',
        params: ConsultationListingParamsSchema,
        response: { 200: ConsultationOfferSchema },
      },
    },
    async (request) => consultationOffer(db, registry, request.params.listingId),
  );

  app.post(
    '/api/v1/me/consultations',
    {
      config: { ...own, rateLimit: BUY_RATE },
      schema: {
        tags,
        summary:
          'Buy a text consultation (a paid chat) or a phone consultation (a call slot), from the wallet or online',
        headers: IdempotencyHeadersSchema,
        body: ConsultationCreateSchema,
        response: { 201: ConsultationSchema },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const body = request.body;
      const answer = await idempotent<Consultation>(
        db,
        { userId: user.id, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row =
            body.kind === 'text'
              ? await buyTextConsultation(tx, registry, user.id, body.listing_id, new Date(), body.method)
              : await bookPhoneConsultation(
                  tx,
                  registry,
                  { id: user.id, name: user.name || (user.mobile ?? '') },
                  body,
                );
          return { statusCode: 201, body: await viewOne(tx, row) };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.get(
    '/api/v1/me/consultations',
    {
      config: own,
      schema: {
        tags,
        summary: 'My consultations as a patient, the latest first',
        response: { 200: ConsultationListSchema },
      },
    },
    async (request) => ({ items: await toConsultations(db, await patientConsultations(db, caller(request).id)) }),
  );

  app.get(
    '/api/v1/me/consultations/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: ConsultationSchema } } },
    async (request) => viewOne(db, await consultationOf(db, caller(request).id, request.params.id)),
  );

  app.post(
    '/api/v1/me/consultations/:id/close',
    {
      config: own,
      schema: {
        tags,
        summary: 'Close my open text consultation (as the owner): paid to me less the site’s share',
        params: IdParamsSchema,
        response: { 200: ConsultationSchema },
      },
    },
    async (request) => viewOne(db, await closeConsultation(db, caller(request).id, request.params.id)),
  );

  app.get(
    '/api/v1/me/consultations/with/:userId',
    {
      config: own,
      schema: {
        tags,
        summary: 'The latest text consultation between me and another user, either side (the chat room’s header)',
        params: ConsultationUserParamsSchema,
        response: { 200: ConsultationWithSchema },
      },
    },
    async (request) => {
      const row = await latestTextBetween(db, caller(request).id, request.params.userId);
      return { consultation: row ? await viewOne(db, row) : null };
    },
  );

  app.get(
    '/api/v1/me/listing-consultations/:listingId',
    {
      config: own,
      schema: {
        tags,
        summary: 'The consultations bought from my listing, the latest first (another’s listing is 404)',
        params: ConsultationListingParamsSchema,
        response: { 200: ConsultationListSchema },
      },
    },
    async (request) => {
      const me = caller(request).id;
      const listing = await findListingById(db, request.params.listingId);
      requireAccess(me, 'listing', listing, 'manage');
      if (!registry.get(listing.vertical)?.consultations) {
        throw new AppError('not_found');
      }
      return { items: await toConsultations(db, await listingConsultations(db, me, listing.id)) };
    },
  );
}
