import { textOf } from '../../lib/form-checks.ts';
import { serverApi } from '../../lib/api.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';

/**
 * A PolicyPicker's «select all» / «deselect all» pressed without JavaScript (with it, the buttons tick the boxes in
 * the browser): the ids of every policy, or none, for the form drawn again with its boxes changed; undefined when the
 * form was sent by its own button. A role's policies and a user's excluded ones.
 */
export async function policiesPicked(args: RequestArgs, form: FormData): Promise<number[] | undefined> {
  const intent = textOf(form, 'intent');
  if (intent === 'deselectAll') return [];
  if (intent !== 'selectAll') return undefined;
  const all = await serverApi(args.request, args.context)
    .GET('/api/v1/manager/policies')
    .catch(panelFailure(args, 'manager'));
  return all.items.map((item) => item.id);
}
