import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicGroups, publicRouteFiles, unitsOf, type RouteEntry, type UnitGraph } from './public-chunks.ts';

const appDirectory = '/w/apps/web/app';
const app = (file: string) => path.join(appDirectory, file);

const routes: Record<string, RouteEntry> = {
  root: { id: 'root', file: 'root.tsx' },
  home: { id: 'home', parentId: 'root', file: 'routes/home.tsx' },
  detail: { id: 'detail', parentId: 'root', path: 'ads/:slug/:id', file: 'routes/listings/detail.tsx' },
  panel: { id: 'panel', parentId: 'root', path: 'panel', file: 'routes/panel/layout.tsx' },
  edit: { id: 'edit', parentId: 'panel', path: 'myAds/:id', file: 'routes/panel/listings/edit.tsx' },
  // A file a public route and a panel's both use is public.
  shared: { id: 'shared', parentId: 'root', path: 'lawyer/questions', file: 'verticals/lawyer/questions.tsx' },
  sharedInPanel: { id: 'sharedInPanel', parentId: 'panel', path: 'questions', file: 'verticals/lawyer/questions.tsx' },
  manager: { id: 'manager', parentId: 'root', path: 'manager', file: 'routes/manager/layout.tsx' },
};

/** A module graph as rolldown tells it: what each module imports, statically and on demand. */
function graphOf(
  modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean; size?: number }>,
): UnitGraph {
  return {
    getModuleInfo: (id) =>
      modules[id]
        ? {
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
            isEntry: modules[id].entry ?? false,
            code: modules[id].size === undefined ? null : 'x'.repeat(modules[id].size),
          }
        : null,
  };
}

describe('publicRouteFiles', () => {
  it('takes every route not under a panel, the agents or the back office', () => {
    expect([...publicRouteFiles(routes, appDirectory)].sort()).toEqual(
      [
        app('root.tsx'),
        app('routes/home.tsx'),
        app('routes/listings/detail.tsx'),
        app('verticals/lawyer/questions.tsx'),
      ].sort(),
    );
  });
});

describe('unitsOf', () => {
  const home = app('routes/home.tsx');
  const detail = app('routes/listings/detail.tsx');
  const edit = app('routes/panel/listings/edit.tsx');
  const card = app('components/card.tsx');
  const gallery = app('components/gallery.tsx');
  const mapLoader = app('components/map/listing-map.tsx');
  const form = app('components/form.tsx');
  const graph = graphOf({
    [home]: { entry: true, imports: [card] },
    [detail]: { entry: true, imports: [card, gallery], dynamic: [mapLoader] },
    [edit]: { entry: true, imports: [gallery, form] },
    [card]: {},
    [gallery]: {},
    [mapLoader]: {},
    [form]: {},
  });
  const { units, publicUnits, reach } = unitsOf(graph, [home, detail, edit], (entry) => entry !== edit);

  it('counts what a public page imports on demand as a public unit, and a panel page as not', () => {
    expect([...units].sort()).toEqual([detail, edit, home, mapLoader].sort());
    expect([...publicUnits].sort()).toEqual([detail, home, mapLoader].sort());
  });

  it('tells each module the units that run it, panels included', () => {
    expect([...reach.get(card)!].sort()).toEqual([detail, home].sort());
    expect([...reach.get(gallery)!].sort()).toEqual([detail, edit].sort());
    expect([...reach.get(form)!]).toEqual([edit]);
  });
});

describe('publicGroups', () => {
  // Four public pages' route modules; what each runs decides its modules' groups.
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => app(`routes/${name}.tsx`)) as [
    string,
    string,
    string,
    string,
  ];
  const mod = (name: string) => app(`components/${name}.ts`);
  const entries = [a, b, c, d];
  const everyone = () => true;
  const BIG = 5000;

  it('puts a module in the group of the public pages that run it', () => {
    const graph = graphOf({
      [a]: { entry: true, imports: [mod('ab'), mod('all')] },
      [b]: { entry: true, imports: [mod('ab'), mod('all')] },
      [c]: { entry: true, imports: [mod('all')] },
      [d]: { entry: true, imports: [mod('all'), mod('d-only')] },
      [mod('ab')]: { size: 10 },
      [mod('all')]: { size: BIG },
      [mod('d-only')]: { size: 10 },
    });
    const names = publicGroups(graph, entries, everyone);
    expect(names.get(mod('ab'))).toBe('p0.1');
    expect(names.get(mod('all'))).toBe('p0.1.2.3');
    // What one page alone runs is in its own chunk, left to the bundler.
    expect(names.has(mod('d-only'))).toBe(false);
  });

  // `s` (run by a and b) imports t1 (a, b, c); t2 (a, b, d) is as near and larger but not imported by s, t3 (all four)
  // further.
  const neighbours = graphOf({
    [a]: { entry: true, imports: [mod('s'), mod('t2')] },
    [b]: { entry: true, imports: [mod('s'), mod('t2')] },
    [c]: { entry: true, imports: [mod('t1'), mod('t3')] },
    [d]: { entry: true, imports: [mod('t2'), mod('t3')] },
    [mod('s')]: { size: 100, imports: [mod('t1')] },
    [mod('t1')]: { size: BIG, imports: [mod('t3')] },
    [mod('t2')]: { size: 2 * BIG },
    [mod('t3')]: { size: BIG },
  });

  it('merges a small group into the group of the fewest more pages, the one it imports first', () => {
    expect(publicGroups(neighbours, entries, everyone).get(mod('s'))).toBe('p0.1');
    const names = publicGroups(neighbours, entries, everyone, { smallGroup: 1000 });
    // Page c now downloads s's 100 characters without running them; pages a and b ask for a script less.
    expect(names.get(mod('s'))).toBe(names.get(mod('t1')));
    expect(names.get(mod('t1'))).toBe('p0.1.2');
    expect(names.get(mod('t2'))).toBe('p0.1.3');
  });

  it('merges nothing that would make a page download more unused code than the budget', () => {
    const names = publicGroups(neighbours, entries, everyone, { smallGroup: 1000, unusedBudget: 99 });
    expect(names.get(mod('s'))).toBe('p0.1');
    expect(publicGroups(neighbours, entries, everyone, { smallGroup: 1000, unusedBudget: 100 }).get(mod('s'))).toBe(
      'p0.1.2',
    );
  });

  it('leaves a small group alone where merging it would make two chunks import each other', () => {
    // s imports u1 (a, b, d) and u2 (a, b, c). Merged into u1, that chunk would import u2's, run by no more pages than
    // itself (and so the other way); merged into w (all four), w's chunk would import u1's and u2's, which import it.
    const graph = graphOf({
      [a]: { entry: true, imports: [mod('s')] },
      [b]: { entry: true, imports: [mod('s')] },
      [c]: { entry: true, imports: [mod('u2'), mod('w')] },
      [d]: { entry: true, imports: [mod('u1'), mod('w')] },
      [mod('s')]: { size: 100, imports: [mod('u1'), mod('u2')] },
      [mod('u1')]: { size: BIG, imports: [mod('w')] },
      [mod('u2')]: { size: BIG, imports: [mod('w')] },
      [mod('w')]: { size: BIG },
    });
    expect(publicGroups(graph, entries, everyone, { smallGroup: 1000 }).get(mod('s'))).toBe('p0.1');
  });

  it('leaves out what an earlier group takes, and never merges a group that is not small', () => {
    const names = publicGroups(neighbours, entries, everyone, {
      smallGroup: 100,
      taken: (id) => id === mod('t3'),
    });
    expect(names.has(mod('t3'))).toBe(false);
    expect(names.get(mod('s'))).toBe('p0.1');
  });
  it("puts a block loaded on demand in one chunk with what only it of the public pages runs, even if a panel's page runs it too", () => {
    // a's page loads the block `parts` on demand; `facts` is run by the block and by the panel's page p (the owner's
    // form reads it); `own` by the block alone; `shared` by the block and page b.
    const p = app('routes/panel/p.tsx');
    const parts = mod('parts');
    const graph = graphOf({
      [a]: { entry: true, dynamic: [parts] },
      [b]: { entry: true, imports: [mod('shared')] },
      [p]: { entry: true, imports: [mod('facts')] },
      [parts]: { size: 10, imports: [mod('facts'), mod('own'), mod('shared')] },
      [mod('facts')]: { size: 10 },
      [mod('own')]: { size: 10 },
      [mod('shared')]: { size: 10 },
    });
    const names = publicGroups(graph, [a, b, p], (entry) => entry !== p, { smallGroup: 1000 });
    expect(names.get(parts)).toBeDefined();
    expect(names.get(mod('facts'))).toBe(names.get(parts));
    expect(names.get(mod('own'))).toBe(names.get(parts));
    // What another public page runs too stays apart (page b must not download the block).
    expect(names.get(mod('shared'))).not.toBe(names.get(parts));
    // A route's own module is left to the bundler (React Router names its chunk).
    expect(names.has(a)).toBe(false);
  });

  it('leaves a block loaded on demand to the bundler when nothing it runs is run by a panel too', () => {
    const parts = mod('parts');
    const graph = graphOf({
      [a]: { entry: true, dynamic: [parts] },
      [parts]: { size: 10, imports: [mod('own')] },
      [mod('own')]: { size: 10 },
    });
    const names = publicGroups(graph, [a], everyone, { smallGroup: 1000 });
    expect(names.has(parts)).toBe(false);
    expect(names.has(mod('own'))).toBe(false);
  });
});
