import type { ChatBus } from '../modules/chat/chat-bus.ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DevCaptchaAnswers } from '../modules/auth/captcha.service.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import type { DevOutbox } from '../modules/notify/dev-outbox.ts';
import type { MailSender, SmsSender } from '../modules/notify/notify.types.ts';
import type { PushSender } from '../modules/notify/push.types.ts';
import type { WorkQueue } from '../modules/queue/work-queue.ts';
import type { PaymentGateway } from '../modules/payments/gateway/gateway.types.ts';
import type { SharedStore } from '../modules/shared-store/shared-store.ts';
import type { ErrorReports } from '../observability/error-reports.ts';

/** The Fastify instance routes are written against: zod schemas give typed requests and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The external services behind their interfaces (local drivers by default, real ones by configuration). */
export interface AppServices {
  sms: SmsSender;
  mail: MailSender;
  /** Browser notifications (Web Push; ADR 0044): the dev outbox by default, push services with PUSH_DRIVER=webpush. */
  push: PushSender;
  /** What the console drivers "sent"; only outside production. */
  outbox: DevOutbox | undefined;
  /** Answers of recent captchas for browser tests; only outside production. */
  devCaptcha: DevCaptchaAnswers | undefined;
  /** Public files (served under /images/). */
  storage: FileStorage;
  /** Private files (identity documents): never served; the API checks who may read each one. */
  privateStorage: FileStorage;
  /** Online payment: the sandbox bank by default, Zarinpal with PAYMENT_GATEWAY=zarinpal. */
  paymentGateway: PaymentGateway;
  /** Short-lived state every instance shares: in process by default, Redis with REDIS_URL (ADR 0019). */
  sharedStore: SharedStore;
  /** Chat events to the users' streams: in process, or Redis pub/sub with REDIS_URL (ADR 0021). */
  chatBus: ChatBus;
  /** Unexpected errors to a Sentry-protocol server with SENTRY_DSN; none otherwise (ADR 0087). */
  errorReports: ErrorReports;
}

/** What every module receives when it registers its routes. */
export interface AppDeps {
  config: Config;
  database: Database;
  services: AppServices;
  version: string;
  startedAt: number;
  /**
   * The durable queue's worker of this process (ADR 0085): started by main.ts; given to buildApp unstarted (tests),
   * or made unstarted by it, it works only when asked (the dev route, readiness reads it).
   */
  queue: WorkQueue;
}
