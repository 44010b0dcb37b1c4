import type { Config } from '@react-router/dev/config';

// Server-rendered: public pages arrive with their data, title and meta description (fast on slow phones, indexable).
// apps/api imports build/server/index.js and serves build/client/ as static files (see app/lib/load-context.ts).
export default {
  appDirectory: 'app',
  // WEB_BUILD_OUT: a build of one's own elsewhere (serve it with WEB_BUILD_DIR), e.g. beside another checkout's.
  buildDirectory: process.env.WEB_BUILD_OUT ?? 'build',
  ssr: true,
  // v8 behaviour adopted now (no middleware: the load context stays a plain object with `apiFetch`).
  // passThroughRequests: every loader of one request receives the same Request object (app/lib/initial-data.server.ts
  // relies on it to call the API once per page); loaders read the normalised URL from their `url` argument.
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
