import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { ApiClient } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import { idParam, requirePolicies } from './guard.server.ts';

/**
 * The start of a record page's loader (RecordPage): the record's id from the address (else 404), the manager's
 * permissions (else 403, before any API call), then the record read through the API (a refusal is the panel's
 * error page, a missing record its 404).
 */
export async function readRecord<T>(
  args: RequestArgs & { params: { id?: string } },
  policies: readonly PolicyRef[],
  read: (api: ApiClient, id: number) => Promise<T>,
) {
  const id = idParam(args.params.id);
  const me = await requirePolicies(args, 'manager', ...policies);
  const record = await read(serverApi(args.request, args.context), id).catch(panelFailure(args, 'manager'));
  return { id, me, record };
}
