import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { assertLoopbackCaller } from '../../http/loopback.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { idSchema } from '@shahrbazar/domain/api/id.schema';
import { appointments } from './appointment.table.ts';

const ParamsSchema = z.object({ id: idSchema() });
const BodySchema = z.object({ start: z.iso.datetime({ offset: true, error: 'invalid' }) });
const AnswerSchema = z.object({ start: z.iso.datetime() });

/**
 * POST /api/v1/dev/appointments/{id}/start: puts a booked visit at any moment, a past one too, keeping its length,
 * so a journey sees a visit of today (the clinic's «نوبت‌های امروز») whatever the time of day it runs (ADR 0106);
 * booking can only take a free slot still to come. Registered only where the dev outbox is (never in production)
 * and answered only on this machine, as the dev jobs are.
 */
export function devAppointmentRoutes(app: App, deps: AppDeps): void {
  if (!deps.services.outbox) return;
  const db = deps.database.db;
  app.post(
    '/api/v1/dev/appointments/:id/start',
    {
      config: { access: 'public', dropsCaches: true },
      schema: {
        tags: ['dev'],
        summary: 'Put a booked visit at any moment, past ones too (development and test only)',
        params: ParamsSchema,
        body: BodySchema,
        response: { 200: AnswerSchema },
      },
    },
    async (request) => {
      assertLoopbackCaller(request);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, request.params.id));
      if (!row || row.status !== 'booked') throw new AppError('not_found');
      const start = new Date(request.body.start);
      const end = new Date(start.getTime() + (row.endAt.getTime() - row.startAt.getTime()));
      const [moved] = await db
        .update(appointments)
        .set({ startAt: start, endAt: end })
        .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')))
        .returning({ start: appointments.startAt });
      if (!moved) throw new AppError('not_found');
      return { start: moved.start.toISOString() };
    },
  );
}
