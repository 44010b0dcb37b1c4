import {
  AppointmentListSchema,
  AppointmentSchema,
  BookParamsSchema,
  BookSchema,
  BookWriteSchema,
  OwnerAppointmentParamsSchema,
  OwnerAppointmentsQuerySchema,
  OwnerMarkSchema,
  RescheduleSchema,
} from '@shahrbazar/domain/api/appointment.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { keptBookable, saveBook, toBook } from './appointment-book.service.ts';
import { findBook } from './book-reads.ts';
import { markAppointment, ownerCancelAppointment, ownerRescheduleAppointment } from './appointment-owner.service.ts';
import { bookAppointmentRows, toAppointments } from './appointment.view.ts';

const DAY_MS = 86_400_000;

/**
 * The owner's side of a listing's appointment book: read and write the book, see its appointments for a range of
 * days, mark, cancel or move a visit. Each checks the listing is the caller's (404 otherwise); reading the book and
 * keeping its visits is also a secretary's of that book (ADR 0105), writing the book the owner's alone.
 */
export function appointmentOwnerRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const tags = ['appointments'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/me/appointment-books/:listingId',
    {
      config: { ...own, scope: 'appointments:read' },
      schema: { tags, params: BookParamsSchema, response: { 200: BookSchema } },
    },
    async (request) => {
      const { listing } = await keptBookable(db, registry, requireAuth(request).user.id, request.params.listingId);
      return toBook(listing, await findBook(db, listing.id));
    },
  );

  app.put(
    '/api/v1/me/appointment-books/:listingId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Set my listing’s book: weekly hours (0 = Saturday), visit length, breaks, Jalali days off, policy',
        params: BookParamsSchema,
        body: BookWriteSchema,
        response: { 200: BookSchema },
      },
    },
    async (request) => saveBook(db, registry, requireAuth(request).user.id, request.params.listingId, request.body),
  );

  app.get(
    '/api/v1/me/appointment-books/:listingId/appointments',
    {
      config: { ...own, scope: 'appointments:read' },
      schema: {
        tags,
        summary: 'My listing’s appointments from a moment (default: now) for some days (a day or a week view)',
        params: BookParamsSchema,
        querystring: OwnerAppointmentsQuerySchema,
        response: { 200: AppointmentListSchema },
      },
    },
    async (request) => {
      const { listing } = await keptBookable(db, registry, requireAuth(request).user.id, request.params.listingId);
      const from = request.query.from ? new Date(request.query.from) : new Date();
      const to = new Date(from.getTime() + request.query.days * DAY_MS);
      return { items: await toAppointments(db, await bookAppointmentRows(db, listing.id, from, to)) };
    },
  );

  app.post(
    '/api/v1/me/appointment-books/:listingId/appointments/:id/status',
    {
      config: { ...own, scope: 'appointments:write' },
      schema: {
        tags,
        summary: 'Mark a visit of my listing visited or a no-show once it began; its held payment is paid to me',
        params: OwnerAppointmentParamsSchema,
        body: OwnerMarkSchema,
        response: { 200: AppointmentSchema },
      },
    },
    async (request) => {
      const { listingId, id } = request.params;
      const row = await markAppointment(
        db,
        registry,
        { userId: requireAuth(request).user.id, listingId },
        id,
        request.body.status,
      );
      const [view] = await toAppointments(db, [row]);
      return view!;
    },
  );

  app.post(
    '/api/v1/me/appointment-books/:listingId/appointments/:id/cancel',
    {
      config: { ...own, scope: 'appointments:write' },
      schema: {
        tags,
        summary: 'Cancel a visit of my listing before it begins: all its money back to the patient, who is told',
        params: OwnerAppointmentParamsSchema,
        response: { 200: AppointmentSchema },
      },
    },
    async (request) => {
      const { listingId, id } = request.params;
      const row = await ownerCancelAppointment(db, registry, { userId: requireAuth(request).user.id, listingId }, id);
      const [view] = await toAppointments(db, [row]);
      return view!;
    },
  );

  app.post(
    '/api/v1/me/appointment-books/:listingId/appointments/:id/reschedule',
    {
      config: { ...own, scope: 'appointments:write' },
      schema: {
        tags,
        summary: 'Move a visit of my listing to another free slot before it begins; the patient is told',
        params: OwnerAppointmentParamsSchema,
        body: RescheduleSchema,
        response: { 200: AppointmentSchema },
      },
    },
    async (request) => {
      const { listingId, id } = request.params;
      const row = await ownerRescheduleAppointment(
        db,
        registry,
        { userId: requireAuth(request).user.id, listingId },
        id,
        new Date(request.body.start),
      );
      const [view] = await toAppointments(db, [row]);
      return view!;
    },
  );
}
