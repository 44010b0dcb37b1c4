import { z } from 'zod';
import { assertLoopbackCaller } from '../../http/loopback.ts';
import type { App } from '../../http/types.ts';
import type { DevOutbox } from './dev-outbox.ts';

/** One message of the dev outbox as the API returns it. */
export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'mail', 'push']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});

/** The messages of one channel, newest first. */
export const OutboxListSchema = z.object({ items: z.array(OutboxEntrySchema) });

/** Optional recipient filter: a mobile in any written form (+98…, Persian digits), an e-mail address, an endpoint. */
export const OutboxQuerySchema = z.object({ to: z.string().trim().min(1).max(1000).optional() });

const CHANNELS = {
  sms: 'Text messages the console SMS driver kept (development and test only)',
  mail: 'E-mails the console mail driver kept (development and test only)',
  push: 'Browser notifications the console push driver kept, by subscription endpoint (development and test only)',
} as const;

/**
 * GET /api/v1/dev/sms, /api/v1/dev/mail and /api/v1/dev/push: what the console drivers "sent", so testers can read codes.
 * Without an outbox (production) nothing is registered, so both paths are 404; with one, only callers on this machine
 * are answered (anyone else could read every number's sign-in code).
 */
export function devOutboxRoutes(app: App, outbox: DevOutbox | undefined): void {
  if (!outbox) return;
  for (const channel of ['sms', 'mail', 'push'] as const) {
    app.get(
      `/api/v1/dev/${channel}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: CHANNELS[channel],
          querystring: OutboxQuerySchema,
          response: { 200: OutboxListSchema },
        },
      },
      async (request) => {
        assertLoopbackCaller(request);
        return { items: outbox.list(channel, { to: request.query.to }) };
      },
    );
  }
}
