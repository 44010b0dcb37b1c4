import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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
