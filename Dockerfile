# syntax=docker/dockerfile:1
# Shahrbazar: one image for every instance (web + API on one port, docs/deploy.md). Multi-stage: the build stage
# has every development tool; the image that runs has the production dependencies and the build output only, and
# runs as the unprivileged `node` user. Docker is not available on the machine the product is developed on: this
# file is kept correct by reading it against scripts/build.mjs and scripts/start.mjs.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Production dependencies only (sharp and argon2 come as prebuilt binaries for this platform).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 2. The build: every dependency, then the SSR web and the API bundle (apps/web/build, apps/api/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. What runs: dependencies from 1, build output and migrations from 2. Nothing of it is writable by the process
# except DATA_DIR (/data: the placeholders and, without S3, uploads; the embedded database if DATABASE_URL is unset).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/api/drizzle apps/api/drizzle
COPY --from=build /src/apps/web/build apps/web/build
# `npm run migrate`, the release step (docs/deploy.md): the root package.json's script runs the built migrator.
COPY --from=build /src/scripts/migrate.mjs scripts/migrate.mjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (no dependency is asked); orchestrators route traffic by /api/v1/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.ts finishes requests in flight on SIGTERM (SHUTDOWN_TIMEOUT_MS), then exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
