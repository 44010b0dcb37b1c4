import { redirect } from 'react-router';
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
export interface SaveTarget {
  /** The API collection: a new record is POSTed to it, an existing one PUT to `${api}/${id}`. */
  api: string;
  /** The record's id; undefined for a new one. */
  id: number | undefined;
  /** The validated write body. */
  body: unknown;
  /** Where a created record's manager goes, with the «created» notice (its list). */
  createdPage: string;
  /** What was typed, drawn again if the API refuses it. */
  values: Record<string, string>;
}

/**
 * Saves a back-office record from its form: a new one is created and the manager returns to its list with the
 * «created» notice; an existing one is updated and its page is read again with «saved» (savedRedirect). A refusal
 * answers the API's message and field errors with what was typed.
 */
export async function saveRecordAction(args: RequestArgs, target: SaveTarget) {
  const api = serverApi(args.request, args.context);
  try {
    if (target.id === undefined) {
      await api.post<unknown>(target.api, target.body);
      return redirect(withNotice(target.createdPage, 'created'), 303);
    }
    await api.put<unknown>(`${target.api}/${target.id}`, target.body);
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values: target.values });
  }
}
