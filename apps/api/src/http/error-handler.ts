import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, errorBody, type ErrorCode } from '@shahrbazar/domain/api/error.schema';
import { isValidationKey, validationMessage } from '@shahrbazar/domain/i18n/validation-messages';
import { databaseUnavailable, foreignKeyRefusal, invalidValue, uniqueViolation } from '../db/errors.ts';
import { referencedByLabel } from '../db/in-use.ts';
import { markErrorCode } from '../observability/metrics.ts';
import { NO_ERROR_REPORTS, type ErrorReports } from '../observability/error-reports.ts';
import { AppError } from './app-error.ts';
import { requestLocale } from './locale.ts';

/** Error codes for the HTTP statuses Fastify and its plugins raise themselves. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  406: 'bad_request',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The Retry-After of a 503 because the database cannot serve now: about one pool wait. */
const RETRY_AFTER_SECONDS = 5;

const DUPLICATE = {
  fa: 'این مقدار پیش‌تر برای مورد دیگری ثبت شده است.',
  en: 'This value is already taken by another record.',
};

/** Sends the one error shape. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  error?: Pick<AppError, 'label' | 'fields'>,
): FastifyReply {
  const locale = requestLocale(request);
  // Field messages travel as keys of the validation catalogue and are worded here, in the request's locale;
  // text a service already worded passes as it is.
  const fields = error?.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, text]) => [
          field,
          isValidationKey(text) ? validationMessage(text, locale) : text,
        ]),
      )
    : undefined;
  markErrorCode(reply, code);
  return reply
    .status(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send(errorBody(code, locale, error?.label, fields));
}

/**
 * Every failure leaves the API in the one shape `{ error: { code, message, fields? } }`, in the request's locale.
 * Unexpected errors are logged with the request id, reported (ADR 0087) and answered as `internal` without any detail.
 */
export function registerErrorHandling(app: FastifyInstance, reports: ErrorReports = NO_ERROR_REPORTS): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        // zod's own (English) messages become the generic key; our schemas name catalogue keys.
        fields[key] ??= isValidationKey(issue.message) ? issue.message : 'invalid';
      }
      return sendError(request, reply, 'validation', { fields });
    }
    if (invalidValue(error)) {
      // A value the schemas let through but the database cannot hold (an id out of range): the caller's mistake.
      request.log.warn({ err: { message: error.message } }, 'value refused by the database');
      return sendError(request, reply, 'validation');
    }
    // Constraints a service did not word itself are never a 500 (issue 34): a row still in use is 409 naming what
    // uses it, a parent that does not exist is the caller's 422, a duplicate is 409.
    const refusal = foreignKeyRefusal(error);
    if (refusal) {
      request.log.warn({ err: { message: error.message } }, 'write refused by a foreign key');
      if (refusal.kind === 'insert') return sendError(request, reply, 'validation');
      return sendError(request, reply, 'conflict', { label: referencedByLabel(refusal.table) });
    }
    if (uniqueViolation(error) !== undefined) {
      request.log.warn({ err: { message: error.message } }, 'write refused by a unique constraint');
      return sendError(request, reply, 'conflict', { label: DUPLICATE });
    }
    if (databaseUnavailable(error)) {
      // The database cannot serve now (pool full for its whole wait, server down or not answering): the caller may
      // try again shortly, and the operator sees it in the reports and the log (docs/deploy.md, runbook 1).
      reports.capture(error, { request });
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(request, reply, 'unavailable');
    }
    if (isResponseSerializationError(error)) {
      reports.capture(error, { request });
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, 'internal');
    }
    const status = error.statusCode ?? 500;
    const code = CODE_BY_STATUS[status];
    if (status < 500 && code) {
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
      return sendError(request, reply, code);
    }
    reports.capture(error, { request });
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, status === 503 ? 'unavailable' : 'internal');
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'));
}
