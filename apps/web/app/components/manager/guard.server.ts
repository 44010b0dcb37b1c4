import { data } from 'react-router';
import type { Me } from '@shahrbazar/domain/api/user.schema';
import { hasPermission, type PolicyRef } from '@shahrbazar/domain/rules/permission';
import { catalogues } from '../../lib/i18n.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import type { PanelKind } from '../../lib/panels.ts';
import type { RouteErrorData } from '../../lib/route-errors.ts';
import { requireSession, type RequestArgs } from '../../lib/session.server.ts';

/** The page's HTTP answer when a permission is missing: 403, shown as "You are not authorized to access this section". */
export function forbidden(request: Request): never {
  const message = catalogues[localeOfRequest(request)].errors.forbidden;
  throw data<RouteErrorData>({ code: 'forbidden', message }, { status: 403 });
}

/**
 * The guard of a back-office or agent page: the panel's session (else its login page), and each permission the page
 * needs (else 403 before any API call). The session lookup is shared with the layout's (one GET /auth/me per request).
 */
export async function requirePolicies(
  args: RequestArgs,
  kind: PanelKind,
  ...required: readonly PolicyRef[]
): Promise<Me> {
  const me = await requireSession(args, kind);
  if (!required.every((ref) => hasPermission(me, ref))) forbidden(args.request);
  return me;
}

/** A positive integer id from a route parameter, else the page is not found (404). */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}
