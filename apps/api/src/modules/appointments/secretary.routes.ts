import { z } from 'zod';
import {
  BookParamsSchema,
  DeskListSchema,
  SecretaryAddSchema,
  SecretaryListSchema,
  SecretaryParamsSchema,
  SecretarySchema,
} from '@shahrbazar/domain/api/appointment.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { addSecretary, listSecretaries, myDesks, removeSecretary } from './secretaries.service.ts';

/**
 * A book's secretaries (ADR 0105): the owner lists, adds (by mobile number) and removes them; a person lists the
 * books they keep. The visits themselves are kept through the owner's routes (appointment-owner.routes.ts).
 */
export function secretaryRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  const db = deps.database.db;
  const tags = ['appointments'];
  const own = { access: { session: 'general' } } as const;

  app.get(
    '/api/v1/me/appointment-books/:listingId/secretaries',
    {
      config: own,
      schema: {
        tags,
        summary: 'The secretaries of my listing’s book',
        params: BookParamsSchema,
        response: { 200: SecretaryListSchema },
      },
    },
    async (request) => ({
      items: await listSecretaries(db, registry, requireAuth(request).user.id, request.params.listingId),
    }),
  );

  app.post(
    '/api/v1/me/appointment-books/:listingId/secretaries',
    {
      config: own,
      schema: {
        tags,
        summary: 'Make a person who signed up (by mobile number) a secretary of my listing’s book; they are told',
        params: BookParamsSchema,
        body: SecretaryAddSchema,
        response: { 201: SecretarySchema },
      },
    },
    async (request, reply) => {
      const { listingId } = request.params;
      const added = await addSecretary(db, registry, requireAuth(request).user.id, listingId, request.body.mobile);
      return reply.status(201).send(added);
    },
  );

  app.delete(
    '/api/v1/me/appointment-books/:listingId/secretaries/:userId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Take a secretary off my listing’s book',
        params: SecretaryParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { listingId, userId } = request.params;
      await removeSecretary(db, registry, requireAuth(request).user.id, listingId, userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/me/appointment-desks',
    {
      config: own,
      schema: {
        tags,
        summary: 'The appointment books I keep as a secretary',
        response: { 200: DeskListSchema },
      },
    },
    async (request) => ({ items: await myDesks(db, requireAuth(request).user.id) }),
  );
}
