import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { listsByQuery, type ListPathVertical } from '@shahrbazar/domain/rules/listing-filter';
import { panelSegmentOf } from './define-vertical.ts';

// The pages of a vertical from the generic route modules: one module serves every vertical and reads which one from
// the address (verticals/registry.ts verticalOfPath), so the route table needs only the vertical's path. Route ids are
// `<path>/<page>` (e.g. `ads/list`). Kept free of the registry: the route table loads without React.

/**
 * A vertical's pages, declared in verticals/<key>/routes.ts and placed by app/routes.ts (issue 33, ADR 0125): its
 * public pages at the site's root, its owner pages under /panel, and those of the agent panel and the back office.
 * Paths are relative to the part they go in; files to app/ (`verticals/work/apply.tsx`).
 */
export interface VerticalRoutes {
  public?: readonly RouteConfigEntry[];
  panel?: readonly RouteConfigEntry[];
  agent?: readonly RouteConfigEntry[];
  manager?: readonly RouteConfigEntry[];
}

/** Declares a vertical's pages (the default export of verticals/<key>/routes.ts). */
export function defineVerticalRoutes(routes: VerticalRoutes): VerticalRoutes {
  return routes;
}

/**
 * The public pages (spec section 2): /{path} (landing), /{path}/list/{city?}/{category?}/{subCategory?}/
 * {subSubCategory?} (slugs; 'all' for an unchosen earlier level) and /{path}/{slug}/{slugId} (detail).
 */
export function listingRoutes(
  path: ListPathVertical,
  options: { detail?: boolean | 'slugId' } = {},
): RouteConfigEntry[] {
  const byQuery = listsByQuery(path);
  return [
    route(path, 'routes/listings/landing.tsx', { id: `${path}/landing` }),
    // A vertical that lists by query (spec: /doctor/list?city=...) has no filter segments.
    route(
      byQuery ? `${path}/list` : `${path}/list/:city?/:category?/:subCategory?/:subSubCategory?`,
      'routes/listings/list.tsx',
      {
        id: `${path}/list`,
      },
    ),
    // A vertical with its own page address (a booth's /booth/{name}) leaves the generic detail out; one whose page is
    // /{path}/{id} (spec: /doctor/{id}) has it at its slugId alone.
    ...(options.detail === false
      ? []
      : [
          route(
            options.detail === 'slugId' ? `${path}/:slugId` : `${path}/:slug/:slugId`,
            'routes/listings/detail.tsx',
            {
              id: `${path}/detail`,
            },
          ),
        ]),
  ];
}

/**
 * The owner's pages inside the user panel (spec: myAds, myAds/{id}, myAds/create), relative to /panel, and the
 * delete confirmation that works without JavaScript; `panel` names the segment when it is not my{Path} (myClinic).
 */
export function listingPanelRoutes(path: ListPathVertical, options: { panel?: string } = {}): RouteConfigEntry[] {
  const panel = options.panel ?? panelSegmentOf(path);
  return [
    route(panel, 'routes/panel/listings/mine.tsx', { id: `${path}/mine` }),
    route(`${panel}/create`, 'routes/panel/listings/edit.tsx', { id: `${path}/create` }),
    route(`${panel}/:id`, 'routes/panel/listings/edit.tsx', { id: `${path}/edit` }),
    route(`${panel}/:id/delete`, 'routes/panel/listings/delete.tsx', { id: `${path}/delete` }),
  ];
}
