import type { FormFailure } from '../../lib/form-checks.ts';

/** What a settings screen's action answers: saved, or the API's refusal with what was typed. */
export interface SettingsActionData {
  saved?: boolean;
  /** Changes on every answer, so the form is drawn again from the saved (or typed) values. */
  formKey?: number;
  failure?: FormFailure;
  values?: Record<string, string>;
}
