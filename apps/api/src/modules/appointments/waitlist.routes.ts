import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  AppointmentSchema,
  WaitlistAcceptSchema,
  WaitlistEntrySchema,
  WaitlistJoinSchema,
  WaitlistSchema,
  type Appointment,
} from '@shahrbazar/domain/api/appointment.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { hashOf, idempotent } from '../payments/idempotency.ts';
import { toAppointments } from './appointment.view.ts';
import { acceptOffer, joinWaitlist, leaveWaitlist, myWaitlist, toWaitlist } from './waitlist.service.ts';

const JOIN_RATE = perUserRate(20);

/**
 * The waitlist of a book's day (issue 18): join, see my entries and offers, take an offered slot (a booking, with
 * Idempotency-Key), leave. Another patient's entry is 404.
 */
export function waitlistRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const tags = ['appointments'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/me/appointment-waitlist',
    { config: own, schema: { tags, response: { 200: WaitlistSchema } } },
    async (request) => ({ items: await toWaitlist(db, await myWaitlist(db, requireAuth(request).user.id)) }),
  );

  app.post(
    '/api/v1/me/appointment-waitlist',
    {
      config: { ...own, rateLimit: JOIN_RATE },
      schema: {
        tags,
        summary: 'Wait for a freed slot of a listing’s Jalali day',
        body: WaitlistJoinSchema,
        response: { 201: WaitlistEntrySchema },
      },
    },
    async (request, reply) => {
      const row = await joinWaitlist(db, registry, requireAuth(request).user.id, request.body);
      const [entry] = await toWaitlist(db, [row]);
      return reply.status(201).send(entry!);
    },
  );

  app.post(
    '/api/v1/me/appointment-waitlist/:id/accept',
    {
      config: own,
      schema: {
        tags,
        summary: 'Take the slot I was offered while the offer stands (booked and paid as any booking)',
        headers: IdempotencyHeadersSchema,
        params: IdParamsSchema,
        body: WaitlistAcceptSchema,
        response: { 201: AppointmentSchema },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const answer = await idempotent<Appointment>(
        db,
        { userId: user.id, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await acceptOffer(
            tx,
            registry,
            { id: user.id, name: user.name || (user.mobile ?? '') },
            request.params.id,
            request.body,
          );
          const [view] = await toAppointments(tx, [row]);
          if (!view) throw new AppError('not_found');
          return { statusCode: 201, body: view };
        },
      );
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.delete(
    '/api/v1/me/appointment-waitlist/:id',
    { config: own, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await leaveWaitlist(db, requireAuth(request).user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
