import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The browser's chunks are named by their hash alone: a page names each of its modules twice (a modulepreload link and
// its route manifest), ~60 on a list page, and the names were a fifth of those bytes (ADR 0064).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
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
