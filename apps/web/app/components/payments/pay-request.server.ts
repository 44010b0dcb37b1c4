import { randomUUID } from 'node:crypto';
import { redirect, redirectDocument } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';

// Paying from a page's form: each render of a pay button carries a fresh Idempotency-Key, so a double click, a
// resubmitted form or a retried request pays once (ADR 0014); the next render gets a new key for a new attempt.

/** The key a pay form sends back with its submission (one per render of the form). */
export const newPayKey = (): string => randomUUID();

/** The key a submitted form carried, when it looks like one (anything else: none, the API then needs none). */
export function payKeyOf(form: FormData): string | undefined {
  const key = form.get('payKey');
  return typeof key === 'string' && /^[\x21-\x7E]{1,200}$/.test(key) ? key : undefined;
}

/** The request options that send a form's key as the Idempotency-Key header (none without a key). */
export function keyed(key: string | undefined): { headers?: Record<string, string> } {
  return key ? { headers: { 'idempotency-key': key } } : {};
}

/** Where the verifyPayment page of a payment is (the bank's callback sends the payer there too). */
export const verifyHref = (paymentId: number) => `/panel/verifyPayment?payment=${paymentId}`;

/**
 * Pays payment `id` online or from the wallet and answers the redirect that follows: to the bank's page (the sandbox
 * bank's is on our own site) for online, to the result page for the wallet. Refusals (409 balance, 422) are thrown
 * as the API's ApiError for the caller's form to show.
 */
export async function payAndGo(api: ApiClient, id: number, method: 'online' | 'wallet', key: string | undefined) {
  const result = await api.POST('/api/v1/me/payments/{id}/pay', {
    params: { path: { id } },
    body: { method },
    ...keyed(key),
  });
  // The bank's page is a document of its own (another site for Zarinpal), never a client-side navigation.
  return result.redirectUrl ? redirectDocument(result.redirectUrl, 303) : redirect(verifyHref(id), 303);
}
