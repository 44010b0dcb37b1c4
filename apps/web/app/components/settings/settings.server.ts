import { data } from 'react-router';
import { MANAGER } from '../manager/access.ts';
import { requirePolicies } from '../manager/guard.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import type { SettingsActionData } from './types.ts';

/** A settings screen's guard: settings.index to see it; settings.edit too to save it. */
export async function settingsGuard(args: RequestArgs, edit = false) {
  return requirePolicies(args, 'manager', MANAGER.settingsIndex, ...(edit ? [MANAGER.settingsEdit] : []));
}

/** Every text field of a form by name; for a name sent twice (a switch) the last value, as switchOf reads it. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}

/** A SwitchField's answer: its last value is "true" when it is on. */
export function switchOf(form: FormData, name: string): boolean {
  return form.getAll(name).at(-1) === 'true';
}

/**
 * PUTs a settings screen and answers the action data: "saved" with the values the API saved (the form is drawn
 * again from them: the page's revalidated data may arrive after the form has been redrawn), or the API's refusal
 * with its status and the typed values (422 with a message under each field).
 */
export async function saveSettings<T>(
  args: RequestArgs,
  path: string,
  body: unknown,
  values: Record<string, string>,
  savedValues: (saved: T) => Record<string, string>,
) {
  try {
    const saved = await serverApi(args.request, args.context).put<T>(path, body);
    return data<SettingsActionData>({ saved: true, formKey: Date.now(), values: savedValues(saved) });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values, formKey: Date.now() });
  }
}

/** A flat settings answer as form values: switches "true" / "false", numbers and texts as they are. */
export function flatValues(saved: object): Record<string, string> {
  return Object.fromEntries(Object.entries(saved).map(([name, value]) => [name, String(value)]));
}
