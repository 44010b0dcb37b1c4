import type { ServerBuild } from 'react-router';

/**
 * The route pattern of a page address (`/ads/:slug/:id`), by the web build's own route table: what a page request is
 * counted and traced under instead of its address (ADR 0087). A page's data request (`/ads/x/1.data`,
 * `/_root.data`) is its page's pattern; an address no route takes is `unmatched`.
 *
 * It ranks and matches as React Router's `matchRoutes` does (optional segments exploded, the same score, earlier
 * siblings first, each route of a branch matched in turn), but flattens, ranks and compiles the ~320 routes once:
 * `matchRoutes` does all three on every call, and a call per page request was a fifth of the server's CPU
 * (issue 32). `page-routes.test.ts` holds the two to the same answer over every route of the real build.
 */
export function pagePatterns(
  build: Pick<ServerBuild, 'routes'> & { future?: Partial<ServerBuild['future']> },
): (pathname: string) => string {
  const branchOf = pageBranches(build);
  return (pathname) => branchOf(pathname)?.pattern ?? 'unmatched';
}

/** The routes a page address matches: its pattern and the ids of its routes, the root first. */
export interface PageBranch {
  pattern: string;
  routeIds: readonly string[];
}

/**
 * The branch of routes React Router would match for a page address (or its data request), found as pagePatterns
 * finds its pattern; undefined when no route takes it.
 */
export function pageBranches(
  build: Pick<ServerBuild, 'routes'> & { future?: Partial<ServerBuild['future']> },
): (pathname: string) => PageBranch | undefined {
  const pageOf = dataRequestPage(build.future?.v8_trailingSlashAwareDataRequests === true);
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): PageRoute[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        path: route.index ? undefined : route.path,
        index: route.index === true,
        caseSensitive: route.caseSensitive === true,
        children: route.index ? [] : childrenOf(route.id),
      }));
  const branches = rankedBranches(childrenOf(undefined));
  const find = (pathname: string): PageBranch | undefined => {
    const decoded = decodePath(pageOf(pathname));
    for (const branch of branches) {
      if (matchesBranch(branch, decoded)) return branch;
    }
    return undefined;
  };
  // The addresses pages are asked at repeat (home, the lists): each one's branch is found once. Home's is among the
  // last of ~700 ranked branches (~0.2 ms a page, issue 32). At most FOUND_KEPT addresses, the oldest going first.
  const found = new Map<string, PageBranch | undefined>();
  return (pathname) => {
    if (found.has(pathname)) return found.get(pathname);
    const branch = find(pathname);
    if (found.size >= FOUND_KEPT) found.delete(found.keys().next().value as string);
    found.set(pathname, branch);
    return branch;
  };
}

/**
 * The page a data request is for, as React Router reads it: with `v8_trailingSlashAwareDataRequests` (the web's
 * setting) home's is `/_.data` and `/ads/_.data` is `/ads/`'s; without it home's is `/_root.data`. Read otherwise,
 * home's data request (`/_.data`, the page `/_`) was answered by a branch without home's route: the root's data alone,
 * and the browser drew the error screen on every way back to home within the app.
 */
function dataRequestPage(trailingSlashAware: boolean): (pathname: string) => string {
  if (trailingSlashAware) {
    return (pathname) => (pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : strip(pathname));
  }
  return (pathname) => (pathname === '/_root.data' ? '/' : strip(pathname));
}

const strip = (pathname: string) => pathname.replace(/\.data$/, '');

/** How many addresses' branches are kept: an address a visitor makes up cannot grow the map without bound. */
const FOUND_KEPT = 2_000;

interface PageRoute {
  id: string;
  path: string | undefined;
  index: boolean;
  caseSensitive: boolean;
  children: PageRoute[];
}

/** One route of a branch: its own part of the path (an optional segment already chosen) compiled once. */
interface Step {
  matcher: RegExp;
  /** Captures of a splat, whose text is not part of what the next route is matched against. */
  splat: boolean;
}

interface Branch extends PageBranch {
  /** The routes' own paths joined, optional segments kept as written (`/ads/list/:city?`). */
  pattern: string;
  score: number;
  siblingIndexes: number[];
  steps: Step[];
}

function rankedBranches(routes: PageRoute[]): Branch[] {
  const branches: Branch[] = [];
  const visit = (
    level: PageRoute[],
    parents: Array<{ relative: string; written: string; route: PageRoute; index: number }>,
    parentPath: string,
  ): void => {
    level.forEach((route, index) => {
      const written = route.path ?? '';
      const variants = written === '' || !written.includes('?') ? [written] : explodeOptionalSegments(written);
      for (const relative of variants) {
        const chain = [...parents, { relative, written, route, index }];
        const path = joinPaths([parentPath, relative]);
        if (route.children.length > 0) visit(route.children, chain, path);
        if (route.path === undefined && !route.index) continue;
        branches.push({
          pattern: `/${chain
            .map((step) => step.written)
            .filter(Boolean)
            .join('/')}`.replace(/\/{2,}/g, '/'),
          routeIds: chain.map((step) => step.route.id),
          score: scoreOf(path, route.index),
          siblingIndexes: chain.map((step) => step.index),
          steps: chain.map((step, i) => compileStep(step.relative, step.route.caseSensitive, i === chain.length - 1)),
        });
      }
    });
  };
  visit(routes, [], '');
  // Array.prototype.sort is stable, as React Router relies on for routes that compare equal.
  return branches.sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareSiblings(a.siblingIndexes, b.siblingIndexes),
  );
}

/** `a/:b?/:c?` as every path it stands for, the longest first (React Router's order). */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tails = explodeOptionalSegments(rest.join('/'));
  const exploded = tails.map((tail) => (tail === '' ? required : `${required}/${tail}`));
  if (optional) exploded.push(...tails);
  return exploded.map((one) => (path.startsWith('/') && one === '' ? '/' : one));
}

const PARAM = /^:[\w-]+$/;

/** More static segments rank first, then dynamic ones, a splat last; an index route above its layout. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Siblings keep their written order; routes that are not siblings compare equal. */
function compareSiblings(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function compileStep(path: string, caseSensitive: boolean, end: boolean): Step {
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_match, _name, optional) => (optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)'))}`;
  const splat = path.endsWith('*');
  if (splat) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return { matcher: new RegExp(source, caseSensitive ? undefined : 'i'), splat };
}

/** Each route of the branch takes its part of the address in turn, as React Router's `matchRouteBranch`. */
function matchesBranch(branch: Branch, pathname: string): boolean {
  let matched = '/';
  for (const step of branch.steps) {
    const remaining = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const match = step.matcher.exec(remaining);
    if (!match) return false;
    let base = removeTrailingSlash(match[0]);
    if (step.splat) base = removeTrailingSlash(match[0].slice(0, match[0].length - (match.at(-1) ?? '').length));
    if (base !== '/') matched = joinPaths([matched, base]);
  }
  return true;
}

function removeTrailingSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

function joinPaths(paths: string[]): string {
  return paths.join('/').replace(/\/\/+/g, '/');
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}
