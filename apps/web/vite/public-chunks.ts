import path from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking step tells of a module (rolldown's ChunkingContext.getModuleInfo, the part used here). */
export interface UnitGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    isEntry: boolean;
  } | null;
}

/** A route of React Router's table, the part used here. */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  file: string;
}

/** The top-level addresses whose pages are behind a sign-in: a panel, the agents' and the back office. */
const SIGNED_IN_SECTIONS = new Set(['panel', 'agent', 'manager']);

/**
 * The route files of the public pages: every route not under a panel's, the agents' or the back office's layout (a
 * file some public route uses is public, whatever else uses it).
 */
export function publicRouteFiles(routes: Record<string, RouteEntry>, appDirectory: string): Set<string> {
  const signedIn = (route: RouteEntry): boolean => {
    for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
      if (at.parentId === 'root' && at.path !== undefined && SIGNED_IN_SECTIONS.has(at.path.split('/')[0]!))
        return true;
    return false;
  };
  const files = new Set<string>();
  for (const route of Object.values(routes)) if (!signedIn(route)) files.add(path.resolve(appDirectory, route.file));
  return files;
}

/**
 * Which units run each module: a unit is a script the browser asks for on its own (the client's entry, a route module,
 * or a module one of those imports on demand), and runs a module if it imports it statically, directly or not. A unit
 * is public if it is the client's entry or a public page's route module, or one of those (or what they run) imports it
 * on demand.
 */
export function unitsOf(graph: UnitGraph, entries: readonly string[], isPublic: (entry: string) => boolean) {
  const reach = new Map<string, Set<string>>();
  const runs = new Map<string, string[]>();
  const statically = (unit: string): string[] => {
    const seen = new Set<string>();
    const todo = [unit];
    while (todo.length > 0) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return [...seen];
  };
  const units = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const unit = todo.pop()!;
    if (units.has(unit)) continue;
    units.add(unit);
    const modules = statically(unit);
    runs.set(unit, modules);
    for (const id of modules) {
      let set = reach.get(id);
      if (!set) reach.set(id, (set = new Set()));
      set.add(unit);
      todo.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    }
  }
  const publicUnits = new Set<string>();
  const next = entries.filter(isPublic);
  while (next.length > 0) {
    const unit = next.pop()!;
    if (publicUnits.has(unit)) continue;
    publicUnits.add(unit);
    for (const id of runs.get(unit) ?? []) next.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
  }
  return { units, publicUnits, reach };
}

/** The route files React Router's plugin read (its resolved config, which the build of each environment carries). */
interface ReactRouterContext {
  reactRouterConfig: { appDirectory: string; routes: Record<string, RouteEntry> };
}

/**
 * A code-splitting group for rolldown: the modules public pages run, in one chunk per set of public units that run
 * them (ADR 0129). Left to itself, the bundler cut them by every set of units, the panels' and the back office's
 * included: a doctor's page asked for 37 scripts, 25 of them under 700 bytes, each with its ~0.3 KB of response
 * headers. A public page downloads the same modules as before (each chunk's modules are run by the same public units);
 * a signed-in section's page may download a few it does not run. A unit's own module, and what only that unit runs,
 * stay in the unit's chunk. The group takes a module without what it imports (those are grouped by their own units):
 * a chunk imports only chunks run by more units than itself, so the chunks import one another in no circle.
 */
export function publicChunks(): { plugin: Plugin; group: { name: (id: string, graph: UnitGraph) => string | null } } {
  let isPublicRoute: ((id: string) => boolean) | undefined;
  const candidates: string[] = [];
  let names: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'shahrbazar:public-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The group takes a module without what it imports (those have groups of their own, or none: the bundler's own
    // chunks), which rolldown allows only if an entry's chunk may export more than its module: React Router asks for
    // 'exports-only', and reads only the names a route module exports.
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    configResolved(config) {
      const context = (config as unknown as { __reactRouterPluginContext?: ReactRouterContext })
        .__reactRouterPluginContext;
      // React Router's plugin keeps its resolved route table there; a version that does not would group nothing.
      if (!context) throw new Error("publicChunks: React Router's plugin context was not found in Vite's config");
      const files = publicRouteFiles(context.reactRouterConfig.routes, context.reactRouterConfig.appDirectory);
      // The client's entry (entry.client) runs on every page; any entry that is not a route is public.
      const routeFiles = new Set(
        Object.values(context.reactRouterConfig.routes).map((route) =>
          path.resolve(context.reactRouterConfig.appDirectory, route.file),
        ),
      );
      isPublicRoute = (id) => {
        const file = id.split('?')[0]!;
        return files.has(file) || !routeFiles.has(file);
      };
    },
  };
  const group = {
    debugName: 'public',
    includeDependenciesRecursively: false,
    test: (id: string) => {
      candidates.push(id);
      return true;
    },
    name: (id: string, graph: UnitGraph) => {
      if (!names) {
        names = new Map();
        const entries = candidates.filter((candidate) => graph.getModuleInfo(candidate)?.isEntry);
        const { units, publicUnits, reach } = unitsOf(graph, entries, (entry) => isPublicRoute?.(entry) ?? false);
        const order = [...publicUnits].sort();
        for (const [module, set] of reach) {
          // A unit's own module is its chunk; what one unit alone runs is in that chunk already.
          if (units.has(module) || set.size < 2) continue;
          const runBy = order.filter((unit) => set.has(unit));
          if (runBy.length > 0) names.set(module, `p${runBy.map((unit) => order.indexOf(unit)).join('.')}`);
        }
      }
      return names.get(id) ?? null;
    },
  };
  return { plugin, group };
}
