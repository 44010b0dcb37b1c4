import type { FastifyRequest } from 'fastify';

/**
 * A rate limit on what a signed-in person writes (tickets, comments, chat messages), counted per account rather than
 * per address: people behind one carrier NAT do not share it (ADR 0007's reasoning). It runs as a preHandler, once
 * the session is resolved; a request without one is counted by its address.
 */
export function perUserRate(max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : request.ip),
  };
}
