import { z } from 'zod';
import { isP256PublicKey, isPushAuthSecret, isPushEndpoint } from '../rules/push.ts';

// Web push (issue 14 item 5; docs/decisions/0044-web-push.md): the site's public key and a browser's subscription.

/** The server's VAPID public key, what a browser subscribes with (applicationServerKey). */
export const PushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKeySchema>;

const endpoint = z.string({ error: 'required' }).refine(isPushEndpoint, 'invalid');

/** A browser's PushSubscription as its toJSON() gives it (expirationTime is ignored). */
export const PushSubscriptionWriteSchema = z
  .object({
    endpoint,
    keys: z.object({
      p256dh: z.string({ error: 'required' }).refine(isP256PublicKey, 'invalid'),
      auth: z.string({ error: 'required' }).refine(isPushAuthSecret, 'invalid'),
    }),
  })
  .meta({ id: 'PushSubscriptionWrite' });
export type PushSubscriptionWrite = z.infer<typeof PushSubscriptionWriteSchema>;

/** Which subscription to forget (this browser's). */
// A querystring: no schema id (the OpenAPI document inlines query parameters; a reference there cannot be resolved).
export const PushSubscriptionDeleteSchema = z.object({ endpoint });

/** How many browsers of mine receive notifications. */
export const PushSubscriptionStateSchema = z
  .object({ browsers: z.number().int() })
  .meta({ id: 'PushSubscriptionState' });
