import { data, redirect } from 'react-router';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { idParam, requirePolicies } from './guard.server.ts';
import { withNotice } from './list-notice.tsx';
import type { DeleteResource } from './resource/delete-types.ts';
import { deleteResourceOf } from './resource/deletes.server.ts';

type DeleteArgs = RequestArgs & { params: { id?: string } };

/** The declared resource and record id of a delete address (/manager/<segment>/:id/delete); 404 for another. */
function target(args: DeleteArgs): { resource: DeleteResource; id: number } {
  const resource = deleteResourceOf(args.url.pathname);
  if (!resource) throw data(null, { status: 404 });
  return { resource, id: idParam(args.params.id) };
}

/**
 * The confirmation page's data: its title and question about the record, and the page «cancel» returns to (the
 * `redirectTo` the list sent, else the resource's list).
 */
export async function deleteRecordLoader(args: DeleteArgs) {
  const { resource, id } = target(args);
  await requirePolicies(args, 'manager', resource.policies.index, resource.policies.delete);
  const { title, message, list } = await resource
    .ask(serverApi(args.request, args.context), id, localeOfRequest(args.request))
    .catch(panelFailure(args, 'manager'));
  return { title, message, back: safeRedirectPath(args.url.searchParams.get('redirectTo'), list) };
}

/**
 * The action of a back-office delete (the confirmation dialog posts to it, or the page without JavaScript): checks
 * the permission, deletes the record and returns to the page the delete was asked from (`redirectTo`) with the
 * «deleted» notice, unless that was the record's own page (/manager/<segment>/<id>…): then to its list. A refusal
 * (e.g. 409 «still in use») is shown on the page.
 */
export async function deleteRecordAction(args: DeleteArgs) {
  const { resource, id } = target(args);
  await requirePolicies(args, 'manager', resource.policies.delete);
  const api = serverApi(args.request, args.context);
  const form = await args.request.formData();
  let list: string;
  try {
    list = await resource.listOf(api, id);
    await resource.remove(api, id);
  } catch (error) {
    return panelFormFailure(args, 'manager', error);
  }
  const back = safeRedirectPath(textOf(form, 'redirectTo'), list);
  const ownPage = `/manager/${resource.segment}/${id}`;
  const own = resource.ownPage && back.startsWith(ownPage) && /^(?:[/?]|$)/.test(back.slice(ownPage.length));
  return redirect(withNotice(own ? list : back, 'deleted'), 303);
}
