import { createHash } from 'node:crypto';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { mantineThemeContextApart, mantineThemeFirst } from './vite/mantine-theme-first.ts';
import { publicChunks } from './vite/public-chunks.ts';
import { serverLinks } from './vite/server-links.ts';
import { shellGroup, stylesAsLinked } from './vite/shell-chunk.ts';

/**
 * Mantine's `useId` (every input, checkbox and select) gives each field React's id, then a random one in a layout
 * effect: the id was already stable (React's useId matches between the server and the browser), and the effect drew
 * every field of a page again, synchronously, right after hydration (~20 on an ads list's filter, ~35 ms of a slow
 * phone's main thread). Built for the browser, the module returns React's id (or the given one) and draws once
 * (ADR 0074). Vite's dev server pre-bundles Mantine unchanged.
 */
function mantineStableIds(): Plugin {
  return {
    name: 'shahrbazar:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}

/**
 * The class names of the CSS modules in a build: `c` and six characters of a hash of the file (relative to the web
 * app, so the server's and the browser's builds agree) and the class. Vite's default (`_cardImage_noido_168`) was
 * 4.4 KB of an ads list's HTML and came again in the stylesheets and the scripts' class maps (ADR 0075). Two classes
 * meeting on one name would silently share styles: the build stops instead.
 */
function shortClassNames(root: string): (local: string, file: string) => string {
  const owners = new Map<string, string>();
  return (local, file) => {
    const owner = `${path.relative(root, file.split('?')[0]!).split(path.sep).join('/')}:${local}`;
    const name = `c${createHash('sha256').update(owner).digest('base64url').slice(0, 6)}`;
    const earlier = owners.get(name);
    if (earlier !== undefined && earlier !== owner)
      throw new Error(`CSS class ${name} names both ${earlier} and ${owner}`);
    owners.set(name, owner);
    return name;
  };
}

// The browser's chunks are named by their hash alone: a page names each of its modules in its route manifest, and the
// names were a fifth of those bytes (ADR 0064). What every page runs is one chunk, `shell` (ADR 0076).
export default defineConfig(({ command, isSsrBuild }) => {
  const shell = shellGroup(path.resolve(import.meta.dirname, 'app/root.tsx'));
  // The public chunks apart from the shell's modules; a group of less than ~2.6 K characters of code (~1 KB once
  // minified, most under 700 bytes) merged into a neighbour while each unit's pages download at most ~5 K characters
  // (~0.5 KB brotli) of merged code they do not run: measured with bench:js-weight (ADR 0129).
  const chunks = publicChunks({
    taken: (id, graph) => shell.name(id, graph) !== null,
    smallGroup: 2600,
    unusedBudget: 5000,
  });
  return {
    plugins: [
      chunks.plugin,
      mantineStableIds(),
      mantineThemeFirst(path.resolve(import.meta.dirname, 'app')),
      mantineThemeContextApart(),
      serverLinks(path.resolve(import.meta.dirname, 'app')),
      reactRouter(),
      stylesAsLinked(),
    ],
    css: command === 'build' ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } } : undefined,
    build: isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              chunkFileNames: 'assets/[hash].js',
              codeSplitting: {
                groups: [shell, chunks.group],
              },
            },
          },
        },
  };
});
