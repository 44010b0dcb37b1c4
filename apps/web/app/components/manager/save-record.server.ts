import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { withNotice } from './list-notice.tsx';

/**
 * After an update (Post/Redirect/Get): the page's own address with the «saved» notice, so its loaders read the
 * record afresh and its form (keyed by useSavedForm) starts from what was saved. Answering the action's data
 * instead would draw the form before the loaders are read again, from the record as it was.
 */
export function savedRedirect(args: Pick<RequestArgs, 'url'>) {
  return redirect(withNotice(`${args.url.pathname}${args.url.search}`, 'saved'), 303);
}

/** What a back-office form's action needs to save its record. */
export interface SaveTarget<Kept extends object = object> {
  /** The record's id; undefined for a new one. */
  id: number | undefined;
  /** Creates the record with the validated body (POST to its collection, typed by the contract). */
  create: (api: ApiClient) => Promise<unknown>;
  /** Updates record `id` with the validated body (PUT to the collection's `{id}`). */
  update: (api: ApiClient, id: number) => Promise<unknown>;
  /** Where a created record's manager goes, with the «created» notice (its list). */
  createdPage: string;
  /** What was typed, drawn again if the API refuses it. */
  values: Record<string, string>;
  /** What else the form draws again after a refusal (a role's ticked permissions), beside `values`. */
  kept?: Kept;
}

/**
 * Saves a back-office record from its form: a new one is created and the manager returns to its list with the
 * «created» notice; an existing one is updated and its page is read again with «saved» (savedRedirect). A refusal
 * answers the API's message and field errors with what was typed.
 */
export async function saveRecordAction<Kept extends object = object>(args: RequestArgs, target: SaveTarget<Kept>) {
  const api = serverApi(args.request, args.context);
  try {
    if (target.id === undefined) {
      await target.create(api);
      return redirect(withNotice(target.createdPage, 'created'), 303);
    }
    await target.update(api, target.id);
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { ...target.kept, values: target.values });
  }
}
