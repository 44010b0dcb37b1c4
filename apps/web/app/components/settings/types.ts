import type { FormFailure } from '../../lib/form-checks.ts';

/** What a settings screen's action answers when the API refuses it: its refusal with what was typed. */
export interface SettingsActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}
