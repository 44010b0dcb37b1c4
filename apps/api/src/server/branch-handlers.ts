import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import type { PageBranch } from './page-routes.ts';

/**
 * React Router's request handler for a page, made for the page's own routes (issue 32). Given the whole build, React
 * Router matches every request against all ~340 routes three or more times (the request, the data query, and each
 * leading part of the address for the page's manifest) and builds a route object for each of them on every render:
 * about a tenth of a signed-in page's server CPU. The branch a page matches is found once (page-routes.ts, held to
 * React Router's own matching by page-routes.test.ts), and the page is handed to a handler whose build holds only
 * that branch's routes: React Router then matches and renders the same routes, the same way, among three or four.
 * One handler per branch, made on its first page. What needs the whole table goes to the handler of the whole build:
 * the manifest requests of lazy route discovery (the browser asks which routes other addresses take) and an address
 * no route takes.
 */
export function branchHandlers(
  build: ServerBuild,
): (pathname: string, branch: PageBranch | undefined) => RequestHandler {
  const whole = createRequestHandler(build, 'production');
  const manifestPath = build.routeDiscovery?.manifestPath ?? '/__manifest';
  const handlers = new Map<string, RequestHandler>();
  return (pathname, branch) => {
    if (!branch || pathname === manifestPath) return whole;
    const key = branch.routeIds.join('\n');
    let handler = handlers.get(key);
    if (!handler) {
      handler = createRequestHandler(branchBuild(build, branch.routeIds), 'production');
      handlers.set(key, handler);
    }
    return handler;
  };
}

/** The build with only these routes, in its route table and in the browser's manifest of routes. */
export function branchBuild(build: ServerBuild, routeIds: readonly string[]): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  const manifest: ServerBuild['assets']['routes'] = {};
  for (const id of routeIds) {
    const route = build.routes[id];
    const entry = build.assets.routes[id];
    if (route) routes[id] = route;
    if (entry) manifest[id] = entry;
  }
  return { ...build, routes, assets: { ...build.assets, routes: manifest } };
}
