import { z } from 'zod';
import { AddressListSchema, AddressSchema, AddressWriteSchema } from '@shahrbazar/domain/api/address.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { requestLocale } from '../../http/locale.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import {
  addressBook,
  createAddress,
  deleteAddress,
  setDefaultAddress,
  toAddresses,
  updateAddress,
  type AddressRow,
} from './address.service.ts';

const tags = ['addresses'];

/**
 * The signed-in person's address book (issue 35): list, add, edit, delete and choose the default. Every route reads
 * and writes only the caller's own addresses; another person's is a 404.
 */
export function addressRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'general' } } as const;
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;
  const one = async (request: FastifyRequest, row: AddressRow) => {
    const [address] = await toAddresses(db, [row], requestLocale(request));
    if (!address) throw new AppError('not_found');
    return address;
  };

  app.get(
    '/api/v1/me/addresses',
    {
      config: own,
      schema: { tags, summary: 'My saved addresses, the default first', response: { 200: AddressListSchema } },
    },
    async (request) => ({
      items: await toAddresses(db, await addressBook(db, userId(request)), requestLocale(request)),
    }),
  );

  app.post(
    '/api/v1/me/addresses',
    {
      config: own,
      schema: {
        tags,
        summary: 'Save an address (the first one is the default)',
        body: AddressWriteSchema,
        response: { 201: AddressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await one(request, await createAddress(db, userId(request), request.body))),
  );

  app.put(
    '/api/v1/me/addresses/:id',
    {
      config: own,
      schema: { tags, params: IdParamsSchema, body: AddressWriteSchema, response: { 200: AddressSchema } },
    },
    async (request) => one(request, await updateAddress(db, userId(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/me/addresses/:id/default',
    {
      config: own,
      schema: {
        tags,
        summary: 'Make this address the one checkout offers first',
        params: IdParamsSchema,
        response: { 200: AddressSchema },
      },
    },
    async (request) => one(request, await setDefaultAddress(db, userId(request), request.params.id)),
  );

  app.delete(
    '/api/v1/me/addresses/:id',
    { config: own, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAddress(db, userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
