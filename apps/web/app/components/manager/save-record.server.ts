import { data, redirect } from 'react-router';
import { serverApi } from '../../lib/api.server.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { withNotice } from './list-notice.tsx';

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
 * «created» notice; an existing one is updated and the form is drawn again with «saved» (a new `formKey` resets its
 * inputs to the saved values). A refusal answers the API's message and field errors with what was typed.
 */
export async function saveRecordAction(args: RequestArgs, target: SaveTarget) {
  const api = serverApi(args.request, args.context);
  try {
    if (target.id === undefined) {
      await api.post<unknown>(target.api, target.body);
      return redirect(withNotice(target.createdPage, 'created'), 303);
    }
    await api.put<unknown>(`${target.api}/${target.id}`, target.body);
    return data({ saved: true as const, formKey: Date.now() });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values: target.values });
  }
}
