import type { App, AppDeps } from '../../http/types.ts';
import { favoriteRoutes } from './favorite.routes.ts';
import { homeRowsRoutes } from './home-rows.routes.ts';
import { listingEngagementRoutes } from './listing-engagement.routes.ts';
import type { VerticalRegistry } from './listing.mapper.ts';
import { listingPurchaseRoutes, registerListingPurchases } from './listing-purchase.routes.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { verticalRoutes } from './vertical.routes.ts';

/** The listing core's routes: each registered vertical's standard routes and its own, then moderation, favorites, contact, reports and statistics (once). */
export function listingRoutes(app: App, deps: AppDeps, registry: VerticalRegistry): void {
  registerListingPurchases(registry);
  for (const vertical of registry.values()) {
    verticalRoutes(app, deps, vertical, registry);
    listingPurchaseRoutes(app, deps, vertical);
    vertical.routes?.(app, deps, registry);
  }
  homeRowsRoutes(app, deps, registry);
  moderationRoutes(app, deps, registry);
  favoriteRoutes(app, deps, registry);
  listingEngagementRoutes(app, deps, registry);
}
