import { data, redirect } from 'react-router';
import { serverApi } from '../../lib/api.server.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { withNotice } from './list-notice.tsx';

/** What a back-office form's action needs to save its record (`T`: the record the API answers). */
export interface SaveTarget<T = unknown> {
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
  /**
   * The updated record as the form's values, drawn in the form again after saving. Needed by a form whose inputs
   * start from its loader's record: the action's answer is drawn before the loaders have been read again, so the
   * form keyed on the new `formKey` would otherwise start from the record as it was before the change.
   */
  savedValues?: (saved: T) => Record<string, string>;
}

/**
 * Saves a back-office record from its form: a new one is created and the manager returns to its list with the
 * «created» notice; an existing one is updated and the form is drawn again with «saved» (a new `formKey` resets its
 * inputs to the saved values: `savedValues` of the API's answer). A refusal answers the API's message and field
 * errors with what was typed.
 */
export async function saveRecordAction<T>(args: RequestArgs, target: SaveTarget<T>) {
  const api = serverApi(args.request, args.context);
  try {
    if (target.id === undefined) {
      await api.post<unknown>(target.api, target.body);
      return redirect(withNotice(target.createdPage, 'created'), 303);
    }
    const saved = await api.put<T>(`${target.api}/${target.id}`, target.body);
    const values = target.savedValues?.(saved);
    return data({ saved: true as const, formKey: Date.now(), ...(values ? { values } : {}) });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values: target.values });
  }
}
