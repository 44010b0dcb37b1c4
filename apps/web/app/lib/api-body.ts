import type { paths } from './api-schema.gen.ts';

/**
 * The JSON body an operation of the API's document takes (ADR 0118), for a form helper that builds it before the
 * call: a domain's `z.input` type says `unknown` where its schema preprocesses (a list sent as JSON text).
 */
export type ApiBody<P extends keyof paths, M extends 'post' | 'put' | 'patch'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer J } };
}
  ? J
  : never;
