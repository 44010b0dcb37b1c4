import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

// The browser's chunks are named by their hash alone: a page names each of its modules twice (a modulepreload link and
// its route manifest), ~60 on a list page, and the names were a fifth of those bytes (ADR 0064).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [mantineStableIds(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            chunkFileNames: 'assets/[hash].js',
          },
        },
      },
}));
