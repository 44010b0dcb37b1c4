import { redirect } from 'react-router';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { ApiClient } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { idParam, requirePolicies } from './guard.server.ts';
import { withNotice } from './list-notice.tsx';

/** Where a back-office record is deleted and where the manager goes afterwards. */
export interface DeleteTarget {
  /** The permission deleting needs. */
  policy: PolicyRef;
  /** Deletes record `id` (DELETE of the collection's `{id}`, typed by the contract). */
  remove: (api: ApiClient, id: number) => Promise<unknown>;
  /** The list page to return to by default. */
  list: string;
  /** The record's own pages are `${ownPage}/${id}` and below (gone after the delete: the list instead). */
  ownPage?: string;
}

/**
 * The action of a back-office delete page (the confirmation dialog posts to it, or the page without JavaScript):
 * checks the permission, deletes the record and returns to the page the delete was asked from (`redirectTo`)
 * with the «deleted» notice, unless that was the record's own page; a refusal (e.g. 409 «still in use») is shown on
 * the page. The record's id is the route's `:id`.
 */
export async function deleteRecordAction(args: RequestArgs & { params: { id?: string } }, target: DeleteTarget) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', target.policy);
  const back = safeRedirectPath(textOf(await args.request.formData(), 'redirectTo'), target.list);
  try {
    await target.remove(serverApi(args.request, args.context), id);
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  const ownPage = target.ownPage === undefined ? undefined : `${target.ownPage}/${id}`;
  const own = ownPage !== undefined && back.startsWith(ownPage) && /^(?:[/?]|$)/.test(back.slice(ownPage.length));
  return redirect(withNotice(own ? target.list : back, 'deleted'), 303);
}
