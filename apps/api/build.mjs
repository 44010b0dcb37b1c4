// Bundles the API into dist/main.js (and its image worker into dist/image-worker.js): our own workspace code (apps/api, packages/domain) is bundled, every npm
// dependency stays external and is loaded from node_modules at run time.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeIndexFiles } from './scripts/index-files.mjs';

// The lists of verticals and tables, written from the folders first (ADR 0130).
writeIndexFiles(fileURLToPath(new URL('./src', import.meta.url)));

await build({
  // The image worker (src/modules/media/image-pool.ts) runs in its own thread: its own file next to main.js.
  entryPoints: {
    main: 'src/main.ts',
    'image-worker': 'src/modules/media/image-worker.ts',
    // npm run migrate (scripts/migrate.mjs): the release step.
    migrate: 'src/migrate-main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shahrbazar/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
