import { useRef } from 'react';
import { ApiError } from './api-client.ts';

/**
 * The Idempotency-Key of one intent sent from the browser (ADR 0109): the same key while the intent is retried after
 * a lost answer (the network failed), a new one once the API has answered, whether it did the work or refused it.
 */
export function useIntentKey() {
  const key = useRef('');
  return {
    /** The request options that send the intent's key; `part` tells apart the requests of one intent. */
    keyed(part?: string): { headers: Record<string, string> } {
      key.current ||= crypto.randomUUID();
      return { headers: { 'idempotency-key': part ? `${key.current}:${part}` : key.current } };
    },
    /** After an attempt: a new key next time, unless the answer was lost on the way (`failure` not the API's). */
    settled(failure?: unknown) {
      if (failure === undefined || failure instanceof ApiError) key.current = '';
    },
  };
}
