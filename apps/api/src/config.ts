import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '@shahrbazar/domain/rules/map';
import { DEFAULT_REWARD_DAILY_CLAIMS, DEFAULT_REWARD_MIN_VIEW_SECONDS } from '@shahrbazar/domain/rules/reward';

/**
 * Every environment variable the product reads, validated once at start-up. README's configuration table lists the
 * same variables; keep the two in step.
 */
const EnvSchema = z.object({
  // How the product behaves (dev outbox, secure cookies, sandbox bank...). NODE_ENV is left to the libraries:
  // `npm start` runs them optimised (NODE_ENV=production) while the product is still a local demo (ADR 0005).
  APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  // Whether an instance applies pending migrations as it starts: yes outside production (and under `npm start`); in
  // production the release runs `npm run migrate` first and an instance on a database behind refuses to start.
  MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
  // Shared state of several instances (rate limits, throttles, the sandbox bank): Redis; unset keeps it in process.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().min(1).default('shahrbazar:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which X-Forwarded-For hops to believe: none (false), the N proxies nearest us (a hop count), or the proxies'
  // own addresses/CIDRs (comma-separated). "true" (believe every hop) would let a client pick its own address.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string => {
      if (value === 'false' || value === '' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value.split(',').map((part) => part.trim());
      if (value !== 'true' && parts.every((part) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part))) return parts.join(',');
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be false, the number of proxies in front of the app (e.g. 1), or their addresses ' +
          '(e.g. 10.0.0.5,10.0.0.6 or 10.0.0.0/24); "true" would believe any X-Forwarded-For a client sends',
      });
      return z.NEVER;
    }),
  // Demo data (accounts with published passwords): on by default outside production; production must say.
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_BUILD_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Check every API answer against its zod schema (default in tests); otherwise the hot public answers are written
  // by compiled serializers (ADR 0030).
  VALIDATE_RESPONSES: z.enum(['true', 'false']).optional(),
  // Seconds an anonymous hot answer (a list page) is kept; 0 turns it off (default in tests).
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  // Requests one personal API key may make in a minute (ADR 0103).
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // Origins whose pages may call the API from the browser (CORS, ADR 0103): comma-separated `https://host[:port]`;
  // none by default.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'CORS_ORIGINS must list http(s) origins' }))),
  // Keys the HMACs of one-time codes and captchas; required in production, random per process otherwise.
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // One-time codes one network address may ask for in an hour (a third of them without a captcha): a carrier's NAT
  // or an office shares one address; the browser journeys, all from this machine, raise it.
  OTP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  // The proof of work past that limit (ADR 0091): leading zero bits of SHA-256 a browser finds (16: a second or two of
  // a phone's work; each bit doubles it); a browser without a script waits as long instead.
  OTP_POW_BITS: z.coerce.number().int().min(8).max(24).default(16),
  // Sign-in requests (code, password, registration, reset) one address may make in a minute, per account where the
  // request names one; a captcha may be drawn three times as often. The browser journeys, all from this machine, raise it.
  SIGN_IN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  // Form posts to one page (a locale switch, a sign-in form) one address may make in a minute without a session;
  // the API's own limits (sign-in, codes) stay the real ones. The browser journeys, all from this machine, raise it.
  ANONYMOUS_POSTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  MANAGER_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SMS_DRIVER: z.enum(['console', 'kavenegar']).default('console'),
  KAVENEGAR_API_KEY: z.string().optional(),
  KAVENEGAR_SENDER: z.string().optional(),
  KAVENEGAR_BASE_URL: z.url().optional(),
  KAVENEGAR_OTP_TEMPLATE: z.string().optional(),
  MAIL_DRIVER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Shahrbazar <no-reply@shahrbazar.example>'),
  PUSH_DRIVER: z.enum(['console', 'webpush']).default('console'),
  // Empty (as compose passes a variable that is not set) counts as unset.
  VAPID_PUBLIC_KEY: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key')])
    .optional(),
  VAPID_PRIVATE_KEY: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key')])
    .optional(),
  VAPID_SUBJECT: z.union([z.literal(''), z.string().regex(/^(mailto:|https:\/\/)/, 'mailto: or https:')]).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_PRIVATE_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
  // The sandbox bank takes no money: production refuses it unless a demo deployment asks for it by name.
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // The message never repeats the value: a merchant id is a credential.
  ZARINPAL_MERCHANT_ID: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'ZARINPAL_MERCHANT_ID must be the 36-character merchant id (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)',
    )
    .optional(),
  ZARINPAL_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://payment.zarinpal.com'),
  // Our prices are whole toman; IRT sends them as they are, IRR sends toman × 10 (ADR 0013).
  ZARINPAL_CURRENCY: z.enum(['IRT', 'IRR']).default('IRT'),
  // City ad rewards (ADR 0023): how long a viewer must look before claiming, and how many claims a viewer a day.
  REWARD_MIN_VIEW_SECONDS: z.coerce.number().int().min(1).max(600).default(DEFAULT_REWARD_MIN_VIEW_SECONDS),
  REWARD_DAILY_CLAIMS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_REWARD_DAILY_CLAIMS),
  // The city map's tiles (docs/decisions/0029-content-and-discovery.md): a {z}/{x}/{y} template of any tile server
  // (an Iranian provider's), or "off" for a map of markers and a list without tiles (no outside requests).
  MAP_TILE_URL: z
    .string()
    .trim()
    .default(MAP_TILE_URL)
    .refine(
      (value) => value === 'off' || (/^https:\/\/[^\s/]+\/\S*$/.test(value) && value.includes('{z}')),
      'MAP_TILE_URL must be "off" or an https:// tile template with {z}, {x} and {y}',
    ),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(500).default(MAP_TILE_ATTRIBUTION),
  // Orders (ADR 0026): how long stock is held for a buyer at the bank before an unpaid order expires.
  ORDER_RESERVE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  // Operating it (ADRs 0087, 0088). Empty (as compose passes a variable that is not set) counts as unset.
  // /metrics: on a port of its own (not behind nginx), and/or on the site's port with a bearer token; neither: none.
  METRICS_PORT: z.union([z.literal(''), z.coerce.number().int().min(0).max(65535)]).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z
    .union([z.literal(''), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')])
    .optional(),
  // Traces by OTLP/HTTP to a collector (Jaeger, Tempo, an OpenTelemetry Collector): its base address; unset: off.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('shahrbazar'),
  // The share of traces kept (0..1); a trace begun upstream keeps its caller's choice.
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  // Error reports to Sentry or a self-hosted GlitchTip: the project's DSN, https://<key>@<host>/<project id>.
  SENTRY_DSN: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/ })
        .regex(/^https?:\/\/[^:@/]+@[^/]+(?:\/[^?#]*)?\/\d+\/?$/, 'a DSN: https://<key>@<host>/<project id>'),
    ])
    .optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Apply pending migrations at start (MIGRATE_ON_START); otherwise refuse to start on a database behind. */
  migrateOnStart: boolean;
  /** Where instances share short-lived state (ADR 0019); undefined keeps it in this process (one instance). */
  redis: { url: string; prefix: string } | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string;
  seedDemo: boolean;
  /** Tiles of the city map; undefined: none (MAP_TILE_URL=off), the map draws its markers on a plain ground. */
  mapTiles: { url: string; attribution: string } | undefined;
  webBuildDir: string | undefined;
  shutdownTimeoutMs: number;
  /** Every answer checked against its zod schema (tests), or the hot ones written by compiled serializers. */
  validateResponses: boolean;
  /** Seconds anonymous hot answers are kept (0: off). */
  answerCacheSeconds: number;
  /** Requests one API key may make in a minute. */
  apiKeyRatePerMinute: number;
  /** Origins allowed to call the API from their pages (CORS); empty: none. */
  corsOrigins: string[];
  appSecret: string;
  sessionDays: number;
  /** One-time codes one address may ask for in an hour. */
  otpPerIpPerHour: number;
  /** The base difficulty of the proof of work a busy address or browser does for a code (ADR 0091). */
  otpPowBits: number;
  /** Sign-in requests per address (and account) a minute; captchas three times as many. */
  signInPerIpPerMinute: number;
  /** Anonymous form posts to one page per address a minute (the SSR web's actions). */
  anonymousPostsPerIpPerMinute: number;
  managerSessionHours: number;
  sms: {
    driver: 'console' | 'kavenegar';
    kavenegar?: { apiKey: string; sender?: string; baseUrl?: string; otpTemplate?: string };
  };
  mail: { driver: 'console' | 'smtp'; smtpUrl?: string; from: string };
  /** Browser notifications: kept in the dev outbox (default) or sent by the Web Push protocol with VAPID keys. */
  push: { driver: 'console' | 'webpush'; vapid?: { publicKey: string; privateKey: string; subject: string } };
  /** Where uploads are kept: the local folder (default) or an S3-compatible object store. */
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Config };
  /** Online payment: the built-in sandbox bank (default) or Zarinpal v4. */
  payment: { gateway: 'sandbox' } | { gateway: 'zarinpal'; zarinpal: ZarinpalConfig };
  /** City ad rewards: the least viewing time before a claim, and the most claims per viewer per day. */
  rewards: { minViewSeconds: number; dailyClaims: number };
  /** Orders: minutes stock is held for an unpaid order (ORDER_RESERVE_MINUTES). */
  orders: { reserveMinutes: number };
  /** /metrics (ADR 0087): on a port of its own and/or on the site's port with a bearer token; neither: not served. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** OpenTelemetry traces sent by OTLP/HTTP (ADR 0088); undefined: off, nothing recorded. */
  tracing: { endpoint: string; serviceName: string; sampleRatio: number } | undefined;
  /** Error reports to a Sentry-protocol server (ADR 0087); undefined: off. The release defaults to the version. */
  errorReports: { dsn: string; environment: string; release: string | undefined } | undefined;
}

export interface ZarinpalConfig {
  merchantId: string;
  /** https://payment.zarinpal.com, or https://sandbox.zarinpal.com for Zarinpal's own sandbox. */
  baseUrl: string;
  /** The unit amounts are sent in: IRT (toman, as stored) or IRR (toman × 10). */
  currency: 'IRT' | 'IRR';
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  /** A second, non-public bucket for private files (identity documents); unset keeps them in DATA_DIR/private. */
  privateBucket: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL browsers load public files from (CDN); default the bucket's own address. */
  publicUrl: string;
}

/** The environment read by `schema`, or a readable error naming every bad variable. */
function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The little `npm run migrate` needs (the database and, for the embedded one, DATA_DIR): a migration job is given
 * the database, not every secret of the instances.
 */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir' | 'logLevel'> {
  const e = parseEnv(EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true, LOG_LEVEL: true }), env);
  return { databaseUrl: e.DATABASE_URL || undefined, dataDir: path.resolve(e.DATA_DIR), logLevel: e.LOG_LEVEL };
}

/** Reads and validates the configuration; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(EnvSchema, env);
  // Every variable that is missing for the chosen drivers is named, in one error.
  const problems: string[] = [];
  if (e.APP_ENV === 'production' && !e.APP_SECRET) problems.push('APP_SECRET: required when APP_ENV=production');
  if (e.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name]) problems.push(`${name}: required when STORAGE_DRIVER=s3`);
    }
  }
  if (e.PAYMENT_GATEWAY === 'zarinpal' && !e.ZARINPAL_MERCHANT_ID) {
    problems.push('ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY=zarinpal');
  }
  if (e.APP_ENV === 'production' && e.PAYMENT_GATEWAY === 'sandbox' && !e.PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_GATEWAY: the sandbox bank (the default) takes no money and is refused when APP_ENV=production; ' +
        'set PAYMENT_GATEWAY=zarinpal, or PAYMENT_SANDBOX_IN_PRODUCTION=true for a demo',
    );
  }
  if (e.APP_ENV === 'production' && e.SEED_DEMO === undefined) {
    problems.push(
      'SEED_DEMO: the demo accounts have published passwords and are refused when APP_ENV=production; ' +
        'set SEED_DEMO=false, or SEED_DEMO=true for a demo',
    );
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  return {
    env: e.APP_ENV,
    isProduction: e.APP_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    migrateOnStart: e.MIGRATE_ON_START === undefined ? e.APP_ENV !== 'production' : e.MIGRATE_ON_START === 'true',
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO === undefined ? e.APP_ENV !== 'production' : e.SEED_DEMO === 'true',
    mapTiles: e.MAP_TILE_URL === 'off' ? undefined : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    webBuildDir: e.WEB_BUILD_DIR ? path.resolve(e.WEB_BUILD_DIR) : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    validateResponses: e.VALIDATE_RESPONSES === undefined ? e.APP_ENV === 'test' : e.VALIDATE_RESPONSES === 'true',
    answerCacheSeconds: e.ANSWER_CACHE_SECONDS ?? (e.APP_ENV === 'test' ? 0 : 5),
    apiKeyRatePerMinute: e.API_KEY_RATE_PER_MINUTE,
    corsOrigins: e.CORS_ORIGINS,
    appSecret: e.APP_SECRET ?? randomBytes(32).toString('hex'),
    sessionDays: e.SESSION_DAYS,
    otpPerIpPerHour: e.OTP_PER_IP_PER_HOUR,
    otpPowBits: e.OTP_POW_BITS,
    signInPerIpPerMinute: e.SIGN_IN_PER_IP_PER_MINUTE,
    anonymousPostsPerIpPerMinute: e.ANONYMOUS_POSTS_PER_IP_PER_MINUTE,
    managerSessionHours: e.MANAGER_SESSION_HOURS,
    rewards: { minViewSeconds: e.REWARD_MIN_VIEW_SECONDS, dailyClaims: e.REWARD_DAILY_CLAIMS },
    orders: { reserveMinutes: e.ORDER_RESERVE_MINUTES },
    metrics: {
      port: e.METRICS_PORT === '' ? undefined : e.METRICS_PORT,
      host: e.METRICS_HOST || e.HOST,
      token: e.METRICS_TOKEN || undefined,
    },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          serviceName: e.OTEL_SERVICE_NAME,
          sampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
        }
      : undefined,
    errorReports: e.SENTRY_DSN
      ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.APP_ENV, release: e.SENTRY_RELEASE }
      : undefined,
    sms: {
      driver: e.SMS_DRIVER,
      ...(e.KAVENEGAR_API_KEY
        ? {
            kavenegar: {
              apiKey: e.KAVENEGAR_API_KEY,
              ...(e.KAVENEGAR_SENDER ? { sender: e.KAVENEGAR_SENDER } : {}),
              ...(e.KAVENEGAR_BASE_URL ? { baseUrl: e.KAVENEGAR_BASE_URL } : {}),
              ...(e.KAVENEGAR_OTP_TEMPLATE ? { otpTemplate: e.KAVENEGAR_OTP_TEMPLATE } : {}),
            },
          }
        : {}),
    },
    mail: { driver: e.MAIL_DRIVER, from: e.MAIL_FROM, ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}) },
    push: {
      driver: e.PUSH_DRIVER,
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } }
        : {}),
    },
    storage:
      e.STORAGE_DRIVER === 's3' && e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            driver: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET,
              privateBucket: e.S3_PRIVATE_BUCKET,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              publicUrl: (e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/+$/, '')}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
            },
          }
        : { driver: 'local' },
    payment:
      e.PAYMENT_GATEWAY === 'zarinpal' && e.ZARINPAL_MERCHANT_ID
        ? {
            gateway: 'zarinpal',
            zarinpal: {
              merchantId: e.ZARINPAL_MERCHANT_ID,
              baseUrl: e.ZARINPAL_BASE_URL.replace(/\/+$/, ''),
              currency: e.ZARINPAL_CURRENCY,
            },
          }
        : { gateway: 'sandbox' },
  };
}

/** The origin error reports are sent to from the browser (SENTRY_DSN's), for the Content-Security-Policy's connect-src. */
export function errorReportOrigins(config: Pick<Config, 'errorReports'>): string[] {
  return config.errorReports ? [new URL(config.errorReports.dsn).origin] : [];
}

/** The origin the city map's tiles come from (MAP_TILE_URL), for the Content-Security-Policy's img-src. */
export function mapTileOrigins(config: Pick<Config, 'mapTiles'>): string[] {
  // The template's host may hold {s} (a1.tile.example): the CSP names the scheme and the rest of the host instead.
  if (!config.mapTiles) return [];
  const host = new URL(config.mapTiles.url.replace(/\{s\}/g, 'a')).host;
  return [config.mapTiles.url.includes('{s}') ? `https://*.${host.split('.').slice(1).join('.')}` : `https://${host}`];
}

/**
 * Origins other than our own that pages load uploaded files from (the S3 public URL or its CDN), for the
 * Content-Security-Policy's img-src and media-src; none with the local driver.
 */
export function storageOrigins(config: Pick<Config, 'storage'>): string[] {
  return config.storage.driver === 's3' ? [new URL(config.storage.s3.publicUrl).origin] : [];
}
