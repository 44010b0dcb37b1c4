import path from 'node:path';
import type { Plugin } from 'vite';

/** What the chunking step tells of a module (rolldown's ChunkingContext.getModuleInfo, the part used here). */
export interface UnitGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    isEntry: boolean;
    /** The module's code as the bundler read it (before minifying); null when not known. */
    code: string | null;
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

export interface GroupOptions {
  /** Modules an earlier group takes (the shell's): left out here. */
  taken?: (id: string) => boolean;
  /**
   * A group whose modules' code (as the bundler reads it, comments included) is shorter than this is merged into a
   * group run by more units (0: none is).
   */
  smallGroup?: number;
  /** The most code (as `smallGroup` counts it) merged into a unit's chunks that the unit does not run. */
  unusedBudget?: number;
}

/** A set of public units and the modules they all, and they alone of the public units, run. */
interface Group {
  units: Set<string>;
  modules: string[];
  size: number;
}

const isProperSuperset = (outer: Set<string>, inner: Set<string>) =>
  outer.size > inner.size && [...inner].every((unit) => outer.has(unit));

/**
 * Each module's chunk name: one group per set of public units that run it (`p` and their indexes). A unit's own module
 * and what one unit alone runs are left to the bundler (they are in that unit's chunk), as are the taken ones.
 *
 * A small group (`smallGroup`) is merged into the group run by the fewest more units whose units include all of its
 * own, preferring one its modules import (its natural neighbour): the pages of those few more units download its few
 * hundred bytes without running them, and every page that runs it asks for one script less (each with its ~0.35 KB of
 * response headers). Only where a chunk still imports only chunks run by more units than itself: the groups its
 * modules import must be run by more units than the target too, so the chunks import one another in no circle.
 */
export function publicGroups(
  graph: UnitGraph,
  entries: readonly string[],
  isPublic: (entry: string) => boolean,
  options: GroupOptions = {},
): Map<string, string> {
  const { units, publicUnits, reach } = unitsOf(graph, entries, isPublic);
  const order = [...publicUnits].sort();
  const groupOf = new Map<string, string>();
  const groups = new Map<string, Group>();
  for (const [module, set] of reach) {
    // A unit's own module is its chunk; what one unit alone runs is in that chunk already.
    if (units.has(module) || set.size < 2 || options.taken?.(module)) continue;
    const runBy = order.filter((unit) => set.has(unit));
    if (runBy.length === 0) continue;
    const key = runBy.map((unit) => order.indexOf(unit)).join('.');
    groupOf.set(module, key);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { units: new Set(runBy), modules: [], size: 0 }));
    group.modules.push(module);
    group.size += graph.getModuleInfo(module)?.code?.length ?? 0;
  }

  // A unit loaded on demand (a vertical's blocks, a page part) with a group of its own (modules only it of the public
  // units runs, which a panel's page runs too, such as an ad's facts the owner's form reads): its module, and what it
  // alone runs, join that group, so its pages ask for one script, not two (the unit's chunk was a few dozen bytes).
  // No public page downloads more; the panel's page that runs the group downloads the unit's own few modules.
  const own = new Set<string>();
  const entrySet = new Set(entries);
  for (const unit of publicUnits) {
    const key = String(order.indexOf(unit));
    if (entrySet.has(unit) || !groups.has(key) || options.taken?.(unit)) continue;
    const alone = (id: string) => {
      const set = reach.get(id);
      return set !== undefined && set.size === 1 && set.has(unit) && !options.taken?.(id);
    };
    if (!alone(unit)) continue;
    own.add(key);
    for (const [module] of reach)
      if (alone(module) && (module === unit || !units.has(module))) groupOf.set(module, key);
  }

  const into = new Map<string, string>();
  const small = options.smallGroup ?? 0;
  const budget = options.unusedBudget ?? Infinity;
  // What each unit's pages download of the merged groups without running it.
  const unused = new Map<string, number>();
  // The groups run by more units first: a group's target is then settled before the smaller groups that import it.
  const bySize = [...groups.keys()].sort((a, b) => groups.get(b)!.units.size - groups.get(a)!.units.size);
  for (const key of bySize) {
    const group = groups.get(key)!;
    if (group.size >= small || own.has(key)) continue;
    const imported = new Set<string>();
    let unitImported = false;
    for (const module of group.modules)
      for (const id of graph.getModuleInfo(module)?.importedIds ?? []) {
        const other = groupOf.get(id);
        if (other !== undefined && other !== key) imported.add(into.get(other) ?? other);
        else if (other === undefined && units.has(id) && !options.taken?.(id)) unitImported = true;
      }
    // A unit's own chunk imported statically: where it stands among the groups is not known here.
    if (unitImported) continue;
    const candidates: { key: string; target: Group; neighbour: boolean }[] = [];
    for (const [other, target] of groups) {
      if (into.has(other) || !isProperSuperset(target.units, group.units)) continue;
      if (![...imported].every((id) => id === other || isProperSuperset(groups.get(id)!.units, target.units))) continue;
      candidates.push({ key: other, target, neighbour: imported.has(other) });
    }
    // The fewest units more, then a group its modules import, then the largest (the bytes matter least there).
    candidates.sort(
      (a, b) =>
        a.target.units.size - b.target.units.size ||
        Number(b.neighbour) - Number(a.neighbour) ||
        b.target.size - a.target.size,
    );
    const chosen = candidates.find(({ target }) =>
      [...target.units].every((unit) => group.units.has(unit) || (unused.get(unit) ?? 0) + group.size <= budget),
    );
    if (!chosen) continue;
    into.set(key, chosen.key);
    for (const unit of chosen.target.units)
      if (!group.units.has(unit)) unused.set(unit, (unused.get(unit) ?? 0) + group.size);
  }

  const names = new Map<string, string>();
  for (const [module, key] of groupOf) names.set(module, `p${into.get(key) ?? key}`);
  return names;
}

/** The route files React Router's plugin read (its resolved config, which the build of each environment carries). */
interface ReactRouterContext {
  reactRouterConfig: { appDirectory: string; routes: Record<string, RouteEntry> };
}

export interface PublicChunksOptions {
  /** Modules an earlier group of the build takes (the shell's, `shellGroup`). */
  taken?: (id: string, graph: UnitGraph) => boolean;
  /** Groups whose code is shorter than this are merged into a neighbour (`publicGroups`). */
  smallGroup?: number;
  /** The most code merged into a unit's chunks that the unit does not run (`publicGroups`). */
  unusedBudget?: number;
}

/**
 * A code-splitting group for rolldown: the modules public pages run, in one chunk per set of public units that run
 * them (ADR 0129). Left to itself, the bundler cut them by every set of units, the panels' and the back office's
 * included: a doctor's page asked for 37 scripts, 25 of them under 700 bytes, each with its ~0.3 KB of response
 * headers. A public page downloads the same modules as before (each chunk's modules are run by the same public units);
 * a signed-in section's page may download a few it does not run. A unit's own module, and what only that unit runs,
 * stay in the unit's chunk. The group takes a module without what it imports (those are grouped by their own units):
 * a chunk imports only chunks run by more units than itself, so the chunks import one another in no circle. A small
 * group is merged into a neighbour (`smallGroup`, `unusedBudget`: `publicGroups`); the modules `taken` (the shell's)
 * are left out.
 */
export function publicChunks(options: PublicChunksOptions = {}): {
  plugin: Plugin;
  group: { name: (id: string, graph: UnitGraph) => string | null };
} {
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
        const entries = candidates.filter((candidate) => graph.getModuleInfo(candidate)?.isEntry);
        names = publicGroups(graph, entries, (entry) => isPublicRoute?.(entry) ?? false, {
          taken: (module) => options.taken?.(module, graph) ?? false,
          smallGroup: options.smallGroup,
          unusedBudget: options.unusedBudget,
        });
      }
      return names.get(id) ?? null;
    },
  };
  return { plugin, group };
}
