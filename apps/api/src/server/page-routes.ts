import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * The route pattern of a page address (`/ads/:slug/:id`), by the web build's own route table: what a page request is
 * counted and traced under instead of its address (ADR 0087). A page's data request (`/ads/x/1.data`,
 * `/_root.data`) is its page's pattern; an address no route takes is `unmatched`.
 */
export function pagePatterns(build: Pick<ServerBuild, 'routes'>): (pathname: string) => string {
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const routes = childrenOf(undefined);
  return (pathname) => {
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    const matches = matchRoutes(routes, page);
    if (!matches) return 'unmatched';
    const path = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/');
    return `/${path}`.replace(/\/{2,}/g, '/');
  };
}
