import { z } from 'zod';
import {
  BoothCategoryListSchema,
  BoothCategoryWriteSchema,
  StoryCreateSchema,
  StoryEditSchema,
  StoryListSchema,
  StorySchema,
} from '@shahrbazar/domain/api/booth-shelf.schema';
import { IdSchema } from '@shahrbazar/domain/api/id.schema';
import { isPubliclyVisible } from '@shahrbazar/domain/rules/listing-status';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { keptSharedValue } from '../../http/answer-cache.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { isListingManager } from '../../modules/listings/vertical.routes.ts';
import { boothDoors, type BoothAction } from './booth-doors.ts';
import { findBooth, manageableBooth } from './product.service.ts';
import { boothShelves, createShelf, deleteShelf, updateShelf } from './shelf.service.ts';
import { allStories, boothStory, createStory, deleteStory, liveStories, updateStory } from './story.service.ts';
import { isOwnRecord } from '../../modules/access/record-access.ts';

const BoothParams = z.object({ boothId: IdSchema });
const ShelfParams = z.object({ boothId: IdSchema, categoryId: IdSchema });
const StoryParams = z.object({ boothId: IdSchema, storyId: IdSchema });

/**
 * A booth's shelves (spec: Booth category) and stories (spec: stories shown as a ring on its page): read by anyone
 * while the booth is live, managed through the three doors (owner, onboarding agent, manager), each checked on the
 * booth record (404 otherwise), and a shelf or story of another booth does not exist under this one.
 */
export function shelfRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  // What a booth's page reads for everyone (the booth, its shelves, its stories), kept as the answers everyone sees
  // are and dropped by every write: a booth's page asks for each in a call of its own, and each call read the booth
  // again (a booth's page rendered anew: 18 statements, 18-22 ms of CPU, issue 32). The caller's right to a booth
  // that is not live is checked on each call.
  const sharedBooth = keptSharedValue(app.answerCache, (boothId: number) => findBooth(db, { id: boothId }));
  const sharedShelves = keptSharedValue(app.answerCache, (boothId: number) => boothShelves(db, boothId));
  const sharedStories = keptSharedValue(app.answerCache, (boothId: number) => liveStories(db, boothId));

  /** A booth the public may read: live, or any status to its owner and managers. */
  const readableBooth = async (request: FastifyRequest, boothId: number) => {
    const booth = await sharedBooth(boothId);
    if (!booth) throw new AppError('not_found');
    const own = isOwnRecord(request.auth?.user.id, 'listing', booth.listing);
    if (!isPubliclyVisible(booth.listing.status) && !own && !(await isListingManager(request))) {
      throw new AppError('not_found');
    }
    return booth;
  };

  app.get(
    '/api/v1/booth/:boothId/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['booth'],
        summary: "A booth's own categories with their sub categories (its shelves)",
        params: BoothParams,
        response: { 200: BoothCategoryListSchema },
      },
    },
    async (request) => {
      const booth = await readableBooth(request, request.params.boothId);
      return { items: await sharedShelves(booth.listing.id) };
    },
  );

  app.get(
    '/api/v1/booth/:boothId/stories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['booth'],
        summary: "A booth's stories shown now (kept, or posted in the last 24 hours), newest first",
        params: BoothParams,
        response: { 200: StoryListSchema },
      },
    },
    async (request) => {
      const booth = await readableBooth(request, request.params.boothId);
      return { items: await sharedStories(booth.listing.id) };
    },
  );

  for (const door of boothDoors('agentCategories')) {
    const shelves = `${door.prefix}/booth/:boothId/categories`;
    const config = (action: BoothAction) => ({ access: door.access(action), scope: door.keyScope(action) });
    const tags = ['booth: categories'];
    const booth = (request: FastifyRequest, boothId: number) => manageableBooth(db, door.manager(request), boothId);

    app.get(
      shelves,
      { config: config('index'), schema: { tags, params: BoothParams, response: { 200: BoothCategoryListSchema } } },
      async (request) => ({
        items: await boothShelves(db, (await booth(request, request.params.boothId)).listing.id),
      }),
    );
    app.post(
      shelves,
      {
        config: config('create'),
        schema: {
          tags,
          params: BoothParams,
          body: BoothCategoryWriteSchema,
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (request, reply) => {
        const row = await createShelf(db, await booth(request, request.params.boothId), request.body);
        return reply.status(201).send({ id: row.id });
      },
    );
    app.put(
      `${shelves}/:categoryId`,
      {
        config: config('edit'),
        schema: { tags, params: ShelfParams, body: BoothCategoryWriteSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await updateShelf(db, await booth(request, request.params.boothId), request.params.categoryId, request.body);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `${shelves}/:categoryId`,
      { config: config('delete'), schema: { tags, params: ShelfParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteShelf(db, await booth(request, request.params.boothId), request.params.categoryId);
        return reply.status(204).send(null);
      },
    );
  }

  for (const door of boothDoors('agentProducts')) {
    const stories = `${door.prefix}/booth/:boothId/stories`;
    const config = (action: BoothAction) => ({ access: door.access(action) });
    const tags = ['booth: stories'];
    const booth = (request: FastifyRequest, boothId: number) => manageableBooth(db, door.manager(request), boothId);

    app.get(
      stories,
      { config: config('index'), schema: { tags, params: BoothParams, response: { 200: StoryListSchema } } },
      async (request) => ({ items: await allStories(db, await booth(request, request.params.boothId)) }),
    );
    app.post(
      stories,
      {
        config: config('create'),
        schema: { tags, params: BoothParams, body: StoryCreateSchema, response: { 201: StorySchema } },
      },
      async (request, reply) => {
        const found = await booth(request, request.params.boothId);
        const uploaders = [...new Set([found.listing.userId, ...(request.auth ? [request.auth.user.id] : [])])];
        return reply.status(201).send(await createStory(db, found, uploaders, request.body));
      },
    );
    app.get(
      `${stories}/:storyId`,
      { config: config('index'), schema: { tags, params: StoryParams, response: { 200: StorySchema } } },
      async (request) => boothStory(db, await booth(request, request.params.boothId), request.params.storyId),
    );
    app.put(
      `${stories}/:storyId`,
      {
        config: config('edit'),
        schema: { tags, params: StoryParams, body: StoryEditSchema, response: { 200: StorySchema } },
      },
      async (request) =>
        updateStory(db, await booth(request, request.params.boothId), request.params.storyId, request.body),
    );
    app.delete(
      `${stories}/:storyId`,
      { config: config('delete'), schema: { tags, params: StoryParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteStory(db, await booth(request, request.params.boothId), request.params.storyId);
        return reply.status(204).send(null);
      },
    );
  }
}
