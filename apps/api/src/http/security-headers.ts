import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isInProcessCall } from './in-process-call.ts';

/**
 * helmet's headers (content-security policy, framing, referrer, HSTS...) on every answer. Its middleware is built once:
 * @fastify/helmet built it again for every request, parsing the policy's directives each time (~0.15 ms of CPU per
 * answer, 16 times on a signed-in home page whose loaders call the API in this process; issue 32, ADR 0133). The
 * policy's function sources (the script nonce) are still asked per answer. A page's call to the API in this process
 * gets none: its answer is read by the page's loader, never by a browser (in-process-call.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    if (isInProcessCall(request)) return done();
    apply(request.raw, reply.raw, (error?: unknown) => {
      if (error === undefined) done();
      else done(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
