import { data, type HeadersFunction, type UNSAFE_DataWithResponseInit } from 'react-router';
import { KEPT_PAGE_VISIT_HEADER } from '@shahrbazar/domain/api/kept-page';
import { hasSessionCookie } from './session.server.ts';

/**
 * A page that counts each visit (a listing's view, a booth's, a product's) kept by this server for visitors without a
 * session: the loader's answer names the API call that counts (KEPT_PAGE_VISIT_HEADER), which the server makes for
 * every later visitor it answers from the kept copy (ADR 0070). A signed-in visitor's page is theirs and names none.
 * The route passes the name on with `keptVisitHeaders`.
 */
export function keptWithVisit<T>(request: Request, page: T, visitCall: string): T | UNSAFE_DataWithResponseInit<T> {
  return hasSessionCookie(request) ? page : data(page, { headers: { [KEPT_PAGE_VISIT_HEADER]: visitCall } });
}

/** The counting call of a page kept with `keptWithVisit`, for the server's kept copy (never a shared cache's). */
export const keptVisitHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const visit = loaderHeaders.get(KEPT_PAGE_VISIT_HEADER);
  return visit ? { [KEPT_PAGE_VISIT_HEADER]: visit } : new Headers();
};
