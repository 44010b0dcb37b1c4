import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, App } from './http/types.ts';
import { attachReferenceCache, dropReferenceCache } from './db/reference-table.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerAnswerCache } from './http/answer-cache.ts';
import { createCacheInvalidation, dropCachesOnWrite, type CacheInvalidation } from './http/cache-invalidation.ts';
import { tooSoon } from './http/retry-after.ts';
import { registerCompression } from './http/compression.ts';
import { registerPublicValidators } from './http/public-validators.ts';
import { responseSerializerCompiler } from './http/serializer.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { scriptNonceSource } from './http/csp-nonce.ts';
import { registerOpenApi } from './http/openapi.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { appRoutes } from './modules/app/app.routes.ts';
import { accessControl } from './modules/auth/access-control.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { serveUploads } from './modules/media/media-static.ts';
import { uploadsDir } from './modules/media/storage.ts';
import { registerMultipart } from './modules/media/upload.ts';
import { devOutboxRoutes } from './modules/notify/dev-outbox.routes.ts';
import { roleRoutes } from './modules/access/roles.routes.ts';
import { agentDocumentRoutes } from './modules/users/agent-document.routes.ts';
import { agentUserRoutes } from './modules/users/agent-users.routes.ts';
import { dashboardRoutes } from './modules/users/dashboard.routes.ts';
import { documentRoutes } from './modules/users/document.routes.ts';
import { managerUserRoutes } from './modules/users/manager-users.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { addressRoutes } from './modules/users/address.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { categoryRoutes } from './modules/catalogue/category.routes.ts';
import { tagRoutes } from './modules/catalogue/tag.routes.ts';
import { fileRoutes } from './modules/media/file.routes.ts';
import { bannerRoutes } from './modules/banners/banner.routes.ts';
import { packageRoutes } from './modules/packages/package.routes.ts';
import { settingsRoutes } from './modules/app/settings.routes.ts';
import { listingRoutes } from './modules/listings/listing.routes.ts';
import { markReplays } from './modules/payments/idempotency.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { withdrawalRoutes } from './modules/payments/withdrawal.routes.ts';
import { receiptRoutes } from './modules/payments/receipt.routes.ts';
import { manualPaymentRoutes } from './modules/payments/manual-payment.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { chatReportRoutes } from './modules/chat/chat-report.routes.ts';
import { commentRoutes } from './modules/comments/comment.routes.ts';
import { listingCommentTargets } from './modules/listings/listing-comment-targets.ts';
import { ticketRoutes } from './modules/tickets/ticket.routes.ts';
import { notificationRoutes } from './modules/notify/notification.routes.ts';
import { pushRoutes } from './modules/notify/push.routes.ts';
import { followRoutes } from './modules/followers/follow.routes.ts';
import { siteMessageRoutes } from './modules/site-messages/site-message.routes.ts';
import { VERTICAL_REGISTRY } from './verticals/registry.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import {
  pagesSitemapSection,
  postsSitemapSection,
  staticSitemapSection,
  tagsSitemapSection,
} from './modules/content/content-sitemap.ts';
import { listingSitemapSections } from './modules/listings/listing-sitemap.ts';
import { mapRoutes } from './modules/listings/map.routes.ts';
import { publicProfileRoutes } from './modules/listings/public-profile.routes.ts';
import { tagListingsRoutes } from './modules/listings/tag-listings.routes.ts';
import { cityTourRoutes } from './modules/city-tour/city-tour.routes.ts';
import { sitemapRoutes } from './modules/seo/sitemap.routes.ts';
import { errorReportOrigins, mapTileOrigins, storageOrigins } from './config.ts';
import { appointmentOwnerRoutes } from './modules/appointments/appointment-owner.routes.ts';
import { secretaryRoutes } from './modules/appointments/secretary.routes.ts';
import { appointmentRoutes } from './modules/appointments/appointment.routes.ts';
import { waitlistRoutes } from './modules/appointments/waitlist.routes.ts';
import { devJobRoutes } from './jobs/dev-jobs.routes.ts';
import { devAppointmentRoutes } from './modules/appointments/dev-appointment.routes.ts';
import { createWorkQueue } from './jobs/queue-handlers.ts';
import { queueRoutes } from './modules/queue/queue.routes.ts';
import type { WorkQueue } from './modules/queue/work-queue.ts';
import { consultationRoutes } from './modules/consultations/consultation.routes.ts';
import { sectionAdRoutes } from './modules/section-ads/section-ad.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhook.routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes.ts';
import { allowOrigins } from './http/cors.ts';
import { countRequests, createMetrics, metricsRoute, watchSources } from './observability/metrics.ts';
import { TracedLogController, traceRequests, tracingOn } from './observability/tracing.ts';

/** Route modules, in one explicit list. Each registers its routes under /api/v1 with an access rule. */
const MODULES: ReadonlyArray<(app: App, deps: AppDeps) => void> = [
  healthRoutes,
  (app, deps) => appRoutes(app, deps, VERTICAL_REGISTRY),
  authRoutes,
  profileRoutes,
  addressRoutes,
  documentRoutes,
  managerUserRoutes,
  agentUserRoutes,
  agentDocumentRoutes,
  roleRoutes,
  (app, deps) => dashboardRoutes(app, deps, VERTICAL_REGISTRY),
  geoRoutes,
  categoryRoutes,
  tagRoutes,
  fileRoutes,
  bannerRoutes,
  packageRoutes,
  (app, deps) => settingsRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => listingRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => paymentRoutes(app, deps, VERTICAL_REGISTRY),
  withdrawalRoutes,
  (app, deps) => receiptRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => manualPaymentRoutes(app, deps, VERTICAL_REGISTRY),
  ticketRoutes,
  chatRoutes,
  chatReportRoutes,
  (app, deps) => commentRoutes(app, deps, listingCommentTargets(VERTICAL_REGISTRY)),
  contentRoutes,
  (app, deps) => mapRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => publicProfileRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => tagListingsRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => cityTourRoutes(app, deps, VERTICAL_REGISTRY),
  // The sitemap (ADR 0029): every vertical of the registry has its section; then the content's and the fixed pages.
  (app, deps) =>
    sitemapRoutes(app, deps, [
      staticSitemapSection([...[...VERTICAL_REGISTRY.keys()].map((key) => `/${key}`), '/cityTour']),
      pagesSitemapSection,
      postsSitemapSection,
      tagsSitemapSection,
      ...listingSitemapSections(VERTICAL_REGISTRY),
    ]),
  notificationRoutes,
  pushRoutes,
  followRoutes,
  siteMessageRoutes,
  // The appointment book (ADR 0034): for every vertical that declares `appointments`.
  (app, deps) => appointmentRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => appointmentOwnerRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => secretaryRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => waitlistRoutes(app, deps, VERTICAL_REGISTRY),
  // Paid consultations (ADR 0039): for every vertical that declares `consultations`.
  (app, deps) => consultationRoutes(app, deps, VERTICAL_REGISTRY),
  (app, deps) => devOutboxRoutes(app, deps.services.outbox),
  devJobRoutes,
  devAppointmentRoutes,
  // Section ads (ADR 0042): for every vertical that declares `sectionAds`.
  (app, deps) => sectionAdRoutes(app, deps, VERTICAL_REGISTRY),
  // The operator's trail, read only (ADR 0078).
  auditRoutes,
  // The durable queue's jobs that did not go through (ADR 0085).
  queueRoutes,
  // An owner's webhook endpoints and their delivery log (ADR 0115).
  webhookRoutes,
  // A person's API keys for their programs (ADR 0103).
  apiKeyRoutes,
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface BuildAppOptions {
  /** false silences logs (tests); otherwise a logger at LOG_LEVEL. */
  logger?: false;
  /** The process's one pino logger, shared with the services. */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the API (not yet listening): plugins, error handling, OpenAPI and every module's routes. */
export async function buildApp(
  deps: Omit<AppDeps, 'queue'> & { queue?: WorkQueue | undefined; invalidation?: CacheInvalidation | undefined },
  options: BuildAppOptions = {},
): Promise<App> {
  // Which X-Forwarded-For hops to believe: none, the nearest N (hop 0 is the socket's peer), or the proxies' own
  // addresses (config.ts).
  const setting = deps.config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: deps.config.logLevel } }),
    trustProxy,
    // Keep a caller's request id when it looks like one (a load balancer's), otherwise make one; it is in every
    // log line of the request and in the x-request-id response header.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // With tracing, a request's first line waits for its span, to carry the trace's ids (ADR 0088).
    ...(tracingOn() ? { logController: new TracedLogController() } : {}),
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets close at once; requests in flight finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // Traced first, so every later hook and the handler run in the request's span (ADR 0088); counted (ADR 0087).
  traceRequests(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  countRequests(app, metrics, deps.config.payment.gateway);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(deps.config.validateResponses));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Graceful shutdown: once closing starts, responses of requests still in flight ask the client to close its
  // keep-alive connection, so close() does not wait on sockets that would otherwise stay open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  markReplays(app);

  registerErrorHandling(app, deps.services.errorReports);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    // React Router's server render inlines its hydration scripts and Mantine its colour-scheme script: they carry
    // the response's nonce, so no other inline script runs. Styles stay 'unsafe-inline' (Mantine's style attributes;
    // a nonce in style-src would turn that off).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptNonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded pictures and videos come from our /images/ or, with S3 storage, from its public origin; map tiles
        // from the configured tile server (MAP_TILE_URL; none when it is off), which every map draws from.
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(deps.config), ...mapTileOrigins(deps.config)],
        mediaSrc: ["'self'", ...storageOrigins(deps.config)],
        fontSrc: ["'self'", 'data:'],
        // Error reports from the browser go to SENTRY_DSN's host (ADR 0087).
        connectSrc: ["'self'", ...errorReportOrigins(deps.config)],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.isProduction ? [] : null,
      },
    },
    hsts: deps.config.isProduction,
    crossOriginEmbedderPolicy: false,
    // same-origin, not no-referrer: under no-referrer browsers send `Origin: null` with form posts, and
    // same-origin checks (ours, React Router's actions) must see our own origin on forms that work without JS.
    referrerPolicy: { policy: 'same-origin' },
  });
  // Copies of reference data and anonymous answers, dropped on every write on every instance (ADR 0030). The answer
  // cache's hooks come before compression's: it keeps the answer as written and compresses it once per encoding.
  // main.ts makes it before the queue's worker, whose rounds drop copies too (the daily lift of a bump, ADR 0107).
  const invalidation = deps.invalidation ?? createCacheInvalidation(deps.config.redis);
  attachReferenceCache(deps.database.db);
  // Reference data (cities, categories, packages) go with a drop of everything only: a write that names its tags
  // (an owner's listing) changes none of them.
  invalidation.onDrop((scope) => {
    if (scope === undefined) dropReferenceCache(deps.database.db);
  });
  dropCachesOnWrite(app, invalidation);
  registerAnswerCache(app, deps.config.answerCacheSeconds, invalidation);
  registerPublicValidators(app);
  await registerCompression(app);
  // Per-route limits only (sign-in, uploads). With REDIS_URL the counts live in Redis (the plugin's own store), so
  // N instances together let through what one would (ADR 0019); otherwise in this process.
  const redis = deps.services.sharedStore.redis;
  await app.register(fastifyRateLimit, {
    global: false,
    // A refusal says how long to wait, in the request's locale (Persian digits in Persian).
    errorResponseBuilder: (_request, context) => tooSoon(context.ttl),
    ...(redis ? { redis, nameSpace: `${deps.config.redis?.prefix ?? ''}rate-limit:`, skipOnError: false } : {}),
  });
  // Pages of the origins staff allow may call the API from the browser, with a key rather than a cookie (ADR 0103).
  allowOrigins(app, deps.config.corsOrigins);
  await registerMultipart(app);
  await serveUploads(app, uploadsDir(deps.config.dataDir));
  await registerOpenApi(app, deps.version);
  // Without a worker of the process's (tests), one that works only when asked (the dev route; readiness).
  const queue =
    deps.queue ??
    createWorkQueue(deps.database, deps.services, app.log, { allowLoopback: !deps.config.isProduction, invalidation });
  const full: AppDeps = { ...deps, queue };
  await app.register(accessControl, full);
  for (const register of MODULES) register(app, full);
  // What is read at scrape time, only where something scrapes: a token on this port, or a port of its own (main.ts).
  const { metrics: exposed } = deps.config;
  if (exposed.token || exposed.port !== undefined) {
    const stop = watchSources(metrics, { database: deps.database, version: deps.version });
    app.addHook('onClose', async () => stop());
  }
  metricsRoute(app, metrics, exposed.token);
  return app;
}
