import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRouteFiles, unitsOf, type RouteEntry, type UnitGraph } from './public-chunks.ts';

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
function graphOf(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>): UnitGraph {
  return {
    getModuleInfo: (id) =>
      modules[id]
        ? {
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
            isEntry: modules[id].entry ?? false,
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
