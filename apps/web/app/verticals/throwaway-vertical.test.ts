import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type * as Catalogues from '../locales/catalogues.ts';
import type * as RouteTable from '../routes.ts';
import type * as DetailPartsModule from './detail-parts.ts';
import type * as Registry from './registry.ts';
import type * as Sections from '../lib/sections.ts';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 33 item 3, "a vertical is one folder": a vertical written into verticals/<key>/ alone (its section, its
// declaration, its routes, its detail parts, its words and its parts of the catalogue) shows in the registry, the route
// table, the panels' menus, the header's sections, the detail page's parts and the catalogue, with no other file
// edited: the list of the verticals' words files (catalogue.generated.ts) is written from the folders by the step
// every build, typecheck and test runs first (apps/web/scripts/index-files.mjs), run here on the copy. The vertical is written
// into a copy of the web app in a temporary folder (its packages linked to the repository's), never into the checkout:
// npm test builds, type-checks and lints the checkout while the unit tests run, and a vertical that came and went under
// them broke all three. The copy is removed afterwards, also when an assertion fails (afterAll). The files are read by
// a Vite of their own, as the build reads them.
const KEY = 'throwaway';
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const copy = mkdtempSync(path.join(os.tmpdir(), 'shahrbazar-throwaway-vertical-'));
const web = path.join(copy, 'apps', 'web');
const folder = path.join(web, 'app', 'verticals', KEY) + path.sep;
const words = readFileSync(new URL('./ads/words.fa.json', import.meta.url), 'utf8');
/** Its parts of the catalogue: its group of shared groups, and a part of its own. */
const catalogue = (hello: string) =>
  JSON.stringify({
    listings: { verticals: { [KEY]: { mine: hello, type: hello } } },
    sections: { [KEY]: { title: hello, description: hello } },
    [KEY]: { hello },
  });

/** The web's script that writes the lists found by the folders (a plain script: its two functions' types here). */
type IndexFiles = {
  indexFiles: (app: string) => Record<string, string>;
  writeIndexFiles: (app: string) => string[];
};
const indexFilesScript = async (): Promise<IndexFiles> =>
  (await import(pathToFileURL(path.join(repo, 'apps', 'web', 'scripts', 'index-files.mjs')).href)) as IndexFiles;

const FILES: Record<string, string> = {
  'section.ts': `export default { path: '${KEY}' as never, section: 'ads', icon: 'ads' };
`,
  'index.ts': `import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import section from './section.ts';

const menuEntry = { label: 'listings.favorites.title', icon: 'ads', policy: { group: 'x', name: 'index' } } as const;

export default defineWebVertical({
  key: '${KEY}' as never,
  ...section,
  categoryType: 'ads',
  categoryLevel: 'subSubCategory',
  packageType: 7,
  highlight: () => '',
  FormFields: () => null,
  bodyOf: () => ({}),
  formFields: [],
  panelMenu: [{ to: '/panel/${KEY}Things', label: 'listings.favorites.title', icon: 'ads' }],
  agentMenu: [{ ...menuEntry, place: 'listings', to: '/agent/${KEY}' }],
  managerMenu: [{ ...menuEntry, place: 'orders', to: '/manager/${KEY}' }],
});
`,
  'routes.ts': `import { route } from '@react-router/dev/routes';
import { defineVerticalRoutes, listingPanelRoutes, listingRoutes } from '../../lib/listings/listing-routes.ts';

export default defineVerticalRoutes({
  public: listingRoutes('${KEY}' as never),
  panel: [...listingPanelRoutes('${KEY}' as never), route('${KEY}Things', 'verticals/${KEY}/things.tsx')],
});
`,
  'detail-parts.ts': `export const detailParts = { DetailFacts: () => null };
`,
  'words.fa.json': words,
  'words.en.json': words,
  'catalogue.fa.json': catalogue('سلام'),
  'catalogue.en.json': catalogue('Hello'),
};

/** Every path of a route table, each child's joined to its parent's. */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [...(entry.path === undefined ? [] : [path]), ...pathsOf(entry.children ?? [], path)];
  });
}

describe("the web's list of its verticals' words files", () => {
  it('is what the folders say (the checkout holds it as the build writes it)', async () => {
    const app = path.join(repo, 'apps', 'web', 'app');
    const texts = (await indexFilesScript()).indexFiles(app);
    for (const [file, text] of Object.entries(texts))
      expect(readFileSync(path.join(app, file), 'utf8'), file).toBe(text);
  });
});

describe('a vertical written into its own folder alone', () => {
  let vite: ViteDevServer | undefined;
  let written: string[] = [];
  /** A module of the web app (a path under app/), loaded as the server's build loads it. */
  const load = async <T>(path: string) => (await vite!.ssrLoadModule(`/app/${path}`)) as T;

  beforeAll(async () => {
    cpSync(path.join(repo, 'apps', 'web', 'app'), path.join(web, 'app'), { recursive: true });
    symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const webModules = path.join(repo, 'apps', 'web', 'node_modules');
    if (existsSync(webModules)) symlinkSync(webModules, path.join(web, 'node_modules'), 'dir');
    mkdirSync(folder);
    for (const [name, text] of Object.entries(FILES)) writeFileSync(folder + name, text);
    written = (await indexFilesScript()).writeIndexFiles(path.join(web, 'app'));
    vite = await createServer({
      root: web,
      configFile: false,
      appType: 'custom',
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    // The registry brings every vertical's forms (React, Mantine): a first load takes seconds on a busy machine.
    await load('verticals/registry.ts');
  }, 180_000);
  afterAll(async () => {
    try {
      await vite?.close();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('is in the web registry, found by its addresses', async () => {
    const { webVertical, verticalOfPath } = await load<typeof Registry>('verticals/registry.ts');
    expect(webVertical(KEY)?.path).toBe(KEY);
    expect(verticalOfPath(`/${KEY}/list/ardabil`)?.key).toBe(KEY);
    expect(verticalOfPath(`/panel/myThrowaway/12`)?.key).toBe(KEY);
  });

  it('has its public and panel pages in the route table', async () => {
    const { default: table } = await load<typeof RouteTable>('routes.ts');
    const paths = pathsOf(await table);
    expect(paths).toContain(KEY);
    expect(paths).toContain(`${KEY}/list/:city?/:category?/:subCategory?/:subSubCategory?`);
    expect(paths).toContain(`${KEY}/:slug/:slugId`);
    expect(paths).toContain('panel/myThrowaway/create');
    expect(paths).toContain(`panel/${KEY}Things`);
  });

  it("is in the user panel's menu, its listings and the page it declares", async () => {
    const { PANEL_MENU } = await load<typeof Registry>('verticals/registry.ts');
    expect(PANEL_MENU.map((entry) => entry.to)).toEqual(
      expect.arrayContaining(['/panel/myThrowaway', `/panel/${KEY}Things`]),
    );
  });

  it("is the last of the header's and the home page's sections, read from its section.ts", async () => {
    const { SECTIONS } = await load<typeof Sections>('lib/sections.ts');
    expect(SECTIONS.at(-1)).toEqual({ key: 'ads', path: `/${KEY}`, icon: 'ads' });
    expect(SECTIONS.map((section) => section.path).slice(0, -1)).toEqual([
      '/booth',
      '/ads',
      '/advertise',
      '/expert',
      '/work',
      '/doctor',
      '/lawyer',
    ]);
  });

  it("is in the agent panel's and the back office's menus, at the places it names", async () => {
    const { verticalMenu } = await load<typeof Registry>('verticals/registry.ts');
    expect(verticalMenu('agent', 'listings').map((entry) => entry.to)).toEqual(['/agent/booth/index', `/agent/${KEY}`]);
    expect(verticalMenu('agent', 'orders').map((entry) => entry.to)).toEqual(['/agent/order/index']);
    expect(verticalMenu('manager', 'orders').map((entry) => entry.to)).toEqual([
      '/manager/orders',
      '/manager/lawyerProjects',
      `/manager/${KEY}`,
    ]);
  });

  it('gives its detail page its own parts, and the catalogue its words', async () => {
    const { detailParts } = await load<typeof DetailPartsModule>('verticals/detail-parts.ts');
    expect(typeof (await detailParts(KEY as never)).DetailFacts).toBe('function');
    expect(written).toEqual(['verticals/catalogue.generated.ts']);
    const { fa, en } = await load<typeof Catalogues>('locales/catalogues.ts');
    expect((fa.verticalWords as Record<string, { person: string }>)[KEY]?.person).toBe('فروشنده');
    expect((en.verticalWords as Record<string, { person: string }>)[KEY]?.person).toBe('فروشنده');
    // Its parts of the catalogue, at their full paths, beside the other verticals' words of the same groups.
    for (const [catalogue, hello] of [
      [fa, 'سلام'],
      [en, 'Hello'],
    ] as const) {
      const words = catalogue as unknown as Record<string, Record<string, Record<string, unknown>>>;
      expect(words.listings?.verticals?.[KEY]).toEqual({ mine: hello, type: hello });
      expect(words.sections?.[KEY]).toEqual({ title: hello, description: hello });
      expect(words[KEY]).toEqual({ hello });
      expect(catalogue.listings.verticals.clinic.type).toBe(catalogue === fa ? 'نوع مطب' : 'Kind of practice');
      expect(catalogue.sections.doctor.title).toBeTruthy();
      expect(catalogue.listings.card).toBeDefined();
    }
  });
});
