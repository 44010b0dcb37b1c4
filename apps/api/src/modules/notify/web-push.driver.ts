import webpush from 'web-push';
import {
  PushDeliveryError,
  type PushMessage,
  type PushOutcome,
  type PushSender,
  type PushTarget,
} from './push.types.ts';

/** VAPID identity of the site (RFC 8292) and how long a push service may keep an undelivered message. */
export interface WebPushOptions {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may reach the site's operator at. */
  subject: string;
  ttlSeconds?: number | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Production push driver: the Web Push protocol (RFC 8030) with an aes128gcm-encrypted payload (RFC 8291) and a VAPID
 * signature (RFC 8292). The `web-push` package builds the request (encryption and signature); it is sent here with
 * fetch and a timeout, so a hanging push service never holds the delivery job.
 */
export class WebPushSender implements PushSender {
  readonly driver = 'webpush' as const;
  readonly publicKey: string;
  readonly #options: WebPushOptions;
  readonly #fetch: typeof globalThis.fetch;

  constructor(options: WebPushOptions) {
    this.publicKey = options.publicKey;
    this.#options = options;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: {
        subject: this.#options.subject,
        publicKey: this.#options.publicKey,
        privateKey: this.#options.privateKey,
      },
      TTL: this.#options.ttlSeconds ?? 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    let response: Response;
    try {
      response = await this.#fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? null,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      throw new PushDeliveryError(
        timeout ? 'The push service did not answer in time' : 'The push service is unreachable',
      );
    }
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok)
      throw new PushDeliveryError(`The push service refused the message (${response.status})`, response.status);
    return 'sent';
  }
}
