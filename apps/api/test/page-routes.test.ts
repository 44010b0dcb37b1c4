import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findUp } from '../src/paths.ts';
import { branchBuild, branchHandlers } from '../src/server/branch-handlers.ts';
import { pageBranches, pagePatterns } from '../src/server/page-routes.ts';

// The page-pattern look-up ranks and matches the web's ~320 routes once instead of on every request (issue 32). It
// must name every address as React Router's own matchRoutes does: both are asked about addresses made from every
// route of the real build (each optional segment there or not, Persian values, a trailing slash, another letter case,
// a splat's tail, and addresses no route takes). matchRoutes costs milliseconds a call: the addresses are ~700.

/** React Router's matchRoutes on the build's route tree: the ids of the routes it matches, or undefined. */
function matchedIds(build: ServerBuild): (pathname: string) => string[] | undefined {
  const routes = routeTree(build);
  return (pathname) => matchRoutes(routes, pageOfData(build, pathname))?.map((match) => match.route.id ?? '');
}

/**
 * The page a data request is for, as React Router's server reads it (its getNormalizedPath): with the web's
 * `v8_trailingSlashAwareDataRequests` home's data is `/_.data` and `/ads/_.data` is `/ads/`'s; without, `/_root.data`.
 */
function pageOfData(build: ServerBuild, pathname: string): string {
  if (build.future.v8_trailingSlashAwareDataRequests) {
    return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
  }
  return pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
}

function routeTree(build: Pick<ServerBuild, 'routes'>): RouteObject[] {
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** What the look-up answered before: React Router's matchRoutes on the build's route tree, on every call. */
function oracle(build: ServerBuild): (pathname: string) => string {
  const routes = routeTree(build);
  return (pathname) => {
    const matches = matchRoutes(routes, pageOfData(build, pathname));
    if (!matches) return 'unmatched';
    return `/${matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/')}`.replace(/\/{2,}/g, '/');
  };
}

/** Every route's full written path (`ads/list/:city?/*`), by its parents. */
function writtenPaths(build: Pick<ServerBuild, 'routes'>): string[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  return routes.map((route) => {
    const parts: string[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.path) parts.unshift(at.path);
    }
    return parts.join('/');
  });
}

/** Addresses a written path stands for: each optional segment left out or given, each value in two scripts. */
function addressesOf(written: string): string[] {
  let addresses = [''];
  for (const segment of written.split('/').filter(Boolean)) {
    const values =
      segment === '*'
        ? ['', 'a/b/c']
        : segment.startsWith(':')
          ? [encodeURIComponent('تهران')]
          : [segment.replace(/\?$/, '')];
    const optional = segment.endsWith('?');
    addresses = addresses.flatMap((start) => [
      ...values.map((value) => (value ? `${start}/${value}` : start)),
      ...(optional ? [start] : []),
    ]);
  }
  return addresses.map((address) => address || '/');
}

async function webBuild(): Promise<ServerBuild> {
  const webDir = findUp(path.join('apps', 'web', 'build'), path.join('server', 'index.js'));
  if (!webDir) throw new Error('The web build (apps/web/build) is missing: run `npm run build` first');
  return (await import(pathToFileURL(path.join(webDir, 'server', 'index.js')).href)) as ServerBuild;
}

/** Addresses made from every route of the build, and some no route takes. */
function addressesOfBuild(build: ServerBuild): Set<string> {
  const addresses = new Set<string>([
    '/',
    '/_.data',
    '/_root.data',
    '/ads/list.data',
    '/ads/_.data',
    '/panel/_.data',
    '/no/such/page',
    '//',
  ]);
  for (const written of writtenPaths(build)) {
    for (const address of addressesOf(written)) {
      addresses.add(address);
      // Another letter case, a trailing slash or one more segment (a splat's tail, or no route).
      addresses.add(`${address.toUpperCase()}/${addresses.size % 2 === 0 ? '' : '12'}`);
    }
  }
  return addresses;
}

describe('page patterns', () => {
  it('names every address of every route of the web build as React Router’s matchRoutes does', async () => {
    const build = await webBuild();
    const patternOf = pagePatterns(build);
    const expected = oracle(build);
    const addresses = addressesOfBuild(build);
    expect(Object.keys(build.routes).length).toBeGreaterThan(250);
    expect(addresses.size).toBeGreaterThan(600);
    const differing = [...addresses].filter((address) => patternOf(address) !== expected(address));
    expect(differing.map((address) => [address, patternOf(address), expected(address)])).toEqual([]);
    // Not a catch-all for all: the look-up tells pages apart.
    expect(new Set([...addresses].map(patternOf)).size).toBeGreaterThan(200);
  });

  it('finds the routes React Router matches, and a page’s own routes alone match it the same way', async () => {
    const build = await webBuild();
    const branchOf = pageBranches(build);
    const expected = matchedIds(build);
    const differing: Array<[string, readonly string[] | undefined, string[] | undefined, string[] | undefined]> = [];
    const first = new Map<string, ReturnType<typeof branchOf>>();
    for (const address of addressesOfBuild(build)) {
      const branch = branchOf(address);
      first.set(address, branch);
      const alone = branch ? matchedIds(branchBuild(build, branch.routeIds))(address) : undefined;
      if (!isDeepStrictEqual(branch?.routeIds, expected(address)) || !isDeepStrictEqual(alone, expected(address))) {
        differing.push([address, branch?.routeIds, expected(address), alone]);
      }
    }
    expect(differing).toEqual([]);
    // Asked again, an address gets the branch kept from the first time.
    expect([...first].filter(([address, branch]) => branchOf(address) !== branch)).toEqual([]);
  });

  // The browser asks for a page's data at `/_.data` (home) or `/a/b.data`: the branch's own handler must answer with
  // the data of every route React Router's handler of the whole build answers for. Home's data request was answered
  // with the root's alone (the page `/_`), and every way back to home within the app drew the error screen.
  it('answers a page’s data request with the data of the same routes as React Router’s handler of the whole build', async () => {
    const build = await webBuild();
    const branchOf = pageBranches(build);
    const handlerOf = branchHandlers(build);
    const whole = createRequestHandler(build, 'production');
    // No API behind the loaders: each route answers its loader's error, under its own id.
    const context = { apiFetch: () => Promise.reject(new Error('no API in this test')), cspNonce: '' };
    const routesIn = async (handler: ReturnType<typeof createRequestHandler>, address: string) => {
      const text = await (await handler(new Request(`http://localhost${address}`), context)).text();
      return Object.keys(build.routes).filter((id) => text.includes(JSON.stringify(id)));
    };
    for (const address of ['/_.data', '/ads/list.data', '/ads/_.data', '/profile/12.data']) {
      const expected = await routesIn(whole, address);
      expect(expected.length, address).toBeGreaterThan(1);
      expect(await routesIn(handlerOf(address, branchOf(address)), address), address).toEqual(expected);
    }
    expect(await routesIn(whole, '/_.data')).toContain('routes/home');
  });
});
