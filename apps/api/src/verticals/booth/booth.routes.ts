import { z } from 'zod';
import { BOOTH_NAME_PATTERN } from '@shahrbazar/domain/rules/booth';
import { keptSharedValue } from '../../http/answer-cache.ts';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from '../../modules/listings/listing.mapper.ts';
import { listingPageAnswer, verticalItemSchema } from '../../modules/listings/vertical.routes.ts';
import { agentBoothRoutes } from './agent-booth.routes.ts';
import { orderAdminRoutes } from './order-admin.routes.ts';
import { orderRequestRoutes } from './order-request.routes.ts';
import { orderRoutes } from './order.routes.ts';
import { productRoutes } from './product.routes.ts';
import { findBooth } from './product.service.ts';
import { shippingRoutes } from './shipping.routes.ts';
import { shelfRoutes } from './shelf.routes.ts';
import { stockAlertRoutes } from './stock-alert.routes.ts';

const NameParams = z.object({ name: z.string().max(40).regex(BOOTH_NAME_PATTERN) });

/** A booth's own routes beside the listing core's (ADR 0025): its page by name, and its products. */
export function boothRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  productRoutes(app, deps);
  shippingRoutes(app, deps);
  orderRoutes(app, deps, registry);
  orderRequestRoutes(app, deps);
  orderAdminRoutes(app, deps);
  agentBoothRoutes(app, deps, registry);
  shelfRoutes(app, deps);
  stockAlertRoutes(app, deps);
  const db = deps.database.db;
  const vertical = registry.get('booth');
  if (!vertical) return;
  const tags = ['booth'];
  // A booth's page is its listing's page, answered as every listing's is (kept for everyone); its name says which
  // listing, kept as well (a renamed booth is a write, which drops it).
  const pageAnswer = listingPageAnswer(app, db, registry, vertical);
  const slugIdOf = keptSharedValue(
    app.answerCache,
    async (name: string) => (await findBooth(db, { name }))?.listing.slugId,
  );

  app.get(
    '/api/v1/booth/name/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A booth by its name (its address /booth/{name}); active, or any status to its owner and managers',
        params: NameParams,
        response: { 200: verticalItemSchema(vertical) },
      },
    },
    async (request) => {
      const slugId = await slugIdOf(request.params.name);
      if (!slugId) throw new AppError('not_found');
      return pageAnswer(request, slugId);
    },
  );
}
