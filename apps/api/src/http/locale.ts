import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@shahrbazar/domain/i18n/locale';

/** The locale of a request: the `locale` cookie, else `?lang=`, else Accept-Language, else Persian. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const choice = request.cookies?.[LOCALE_COOKIE] ?? (typeof query?.lang === 'string' ? query.lang : undefined);
  return resolveLocale(choice, request.headers['accept-language']);
}
