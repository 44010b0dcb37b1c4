/** A browser's push subscription, as stored (docs/decisions/0044-web-push.md). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a notification shows in the browser: the service worker (apps/web/public/sw.js) reads this JSON. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site the notification opens. */
  link?: string | undefined;
  /** The same tag shows once: a push sent again (a retried delivery) replaces the one the browser shows. */
  tag?: string | undefined;
}

/** What the push service said: delivered, or the subscription no longer exists (forget it). */
export type PushOutcome = 'sent' | 'gone';

/** Sends web push notifications; `publicKey` is what browsers subscribe with (applicationServerKey). */
export interface PushSender {
  readonly driver: 'console' | 'webpush';
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push the push service refused for another reason than a gone subscription, or could not be reached. */
export class PushDeliveryError extends Error {
  override readonly name = 'PushDeliveryError';
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}
