import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import {
  AppointmentCreateSchema,
  AppointmentListSchema,
  AppointmentSchema,
  BookParamsSchema,
  RescheduleSchema,
  SlotsQuerySchema,
  SlotsSchema,
  type Appointment,
} from '@shahrbazar/domain/api/appointment.schema';
import { IdempotencyHeadersSchema } from '@shahrbazar/domain/api/payment.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { perUserRate } from '../../http/user-rate.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { hashOf, idempotent } from '../payments/idempotency.ts';
import { publicSlots } from './appointment-book.service.ts';
import { watchNextFreeSlots } from './next-free-slot.ts';
import { watchAppointmentNotices } from './appointment-notices.ts';
import { registerAppointmentPayments } from './appointment-payment.ts';
import { cancelAppointment, rescheduleAppointment } from './appointment-change.service.ts';
import { bookAppointment } from './appointment.service.ts';
import { myAppointmentRow, myAppointmentRows, placeOf, toAppointments } from './appointment.view.ts';

/** Booking is rate limited per person: nobody books 20 visits a minute. */
const BOOK_RATE = perUserRate(20);

/**
 * The appointment book for the public and the patient (docs/decisions/0034-appointment-book.md): a listing's free
 * slots; booking (Idempotency-Key), the caller's own appointments, cancelling and moving them. Another patient's
 * appointment is 404.
 */
export function appointmentRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  registerAppointmentPayments(registry);
  watchNextFreeSlots(registry);
  watchAppointmentNotices(registry);
  const db = deps.database.db;
  const tags = ['appointments'];
  const own = { access: { session: 'general' } } as const;
  const viewOne = async (row: Parameters<typeof toAppointments>[1][number]) => {
    const [view] = await toAppointments(db, [row]);
    if (!view) throw new AppError('not_found');
    return view;
  };
  const caller = (request: FastifyRequest) => requireAuth(request).user;

  app.get(
    '/api/v1/appointment-books/:listingId/slots',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Free slots of a listing’s appointment book for the next days (Tehran time, Jalali days)',
        params: BookParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: SlotsSchema },
      },
    },
    async (request) => publicSlots(db, registry, request.params.listingId, request.query.days),
  );

  app.post(
    '/api/v1/me/appointments',
    {
      config: { ...own, rateLimit: BOOK_RATE, counts: { event: 'booking' } },
      schema: {
        tags,
        summary: 'Book a free slot for myself or a family member, paid from the wallet or at the place',
        headers: IdempotencyHeadersSchema,
        body: AppointmentCreateSchema,
        response: { 201: AppointmentSchema },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const answer = await idempotent<Appointment>(
        db,
        { userId: user.id, key: request.headers['idempotency-key'], hash: hashOf(request) },
        async (tx) => {
          const row = await bookAppointment(
            tx,
            registry,
            { id: user.id, name: user.name || (user.mobile ?? '') },
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

  app.get(
    '/api/v1/me/appointments',
    { config: own, schema: { tags, response: { 200: AppointmentListSchema } } },
    async (request) => ({ items: await toAppointments(db, await myAppointmentRows(db, caller(request).id)) }),
  );

  app.get(
    '/api/v1/me/appointments/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 200: AppointmentSchema } } },
    async (request) => {
      const row = await myAppointmentRow(db, caller(request).id, request.params.id);
      if (!row) throw new AppError('not_found');
      return { ...(await viewOne(row)), place: await placeOf(db, registry, row.listingId) };
    },
  );

  app.post(
    '/api/v1/me/appointments/:id/cancel',
    {
      config: own,
      schema: {
        tags,
        summary: 'Cancel my appointment before the cut-off; the refund percent goes back to my wallet',
        params: IdParamsSchema,
        response: { 200: AppointmentSchema },
      },
    },
    async (request) => viewOne(await cancelAppointment(db, caller(request).id, request.params.id)),
  );

  app.post(
    '/api/v1/me/appointments/:id/reschedule',
    {
      config: own,
      schema: {
        tags,
        summary: 'Move my appointment to another free slot of the same book before the cut-off',
        params: IdParamsSchema,
        body: RescheduleSchema,
        response: { 200: AppointmentSchema },
      },
    },
    async (request) =>
      viewOne(await rescheduleAppointment(db, caller(request).id, request.params.id, new Date(request.body.start))),
  );
}
