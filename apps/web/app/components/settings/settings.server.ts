import { MANAGER } from '../manager/access.ts';
import { requirePolicies } from '../manager/guard.server.ts';
import { savedRedirect } from '../manager/save-record.server.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';

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
 * PUTs a settings screen: saved, the screen is read again with «saved» (savedRedirect); refused, the action answers
 * the API's refusal with its status and the typed values (422 with a message under each field).
 */
export async function saveSettings(
  args: RequestArgs,
  save: (api: ApiClient) => Promise<unknown>,
  values: Record<string, string>,
) {
  try {
    await save(serverApi(args.request, args.context));
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
  return savedRedirect(args);
}
