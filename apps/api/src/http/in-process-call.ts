import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A call a page's loader makes to the API inside this process (`app.inject`, server/web.ts) carries this header with
 * a value made when the process starts and known only to it. Its answer never leaves the process (the page's own
 * answer is what the browser gets), so what only a browser reads is not written on it: helmet's dozen headers cost a
 * call about a third of its CPU (issue 32: 4-9 such calls a page). Sent from outside, the header names nothing: any
 * other value is an ordinary request, and the worst a guessed value could get its sender is their own answer without
 * those headers.
 */
export const IN_PROCESS_CALL_HEADER = 'x-in-process-call';

const MARK = randomBytes(16).toString('base64url');

/** The header that marks a call as this process's own (only server/web.ts and tests make such calls). */
export function inProcessCallHeaders(): Readonly<Record<string, string>> {
  return { [IN_PROCESS_CALL_HEADER]: MARK };
}

/** Whether the request is a call this process made to itself. */
export function isInProcessCall(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_CALL_HEADER] === MARK;
}
