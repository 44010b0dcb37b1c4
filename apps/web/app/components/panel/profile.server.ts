import { data } from 'react-router';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { cookiesOf, redirectWithCookies } from '../../lib/forward-cookies.ts';
import { deviceTypeLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { profileUpdateOf } from '../../lib/profile-form.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';
import { savedRedirect } from '../manager/save-record.server.ts';

// The loader and action of one's own profile, shared by the user panel and the agent panel: the same API
// (/me/profile, /me/sessions) and rules. What differs is the panel (whose login page an expired session goes back
// to) and each page's form: the gender options as its select takes them, and how it echoes what was typed.

type OwnPanel = 'general' | 'agent';

export interface ProfileActionData {
  failure?: FormFailure;
  /** What was typed, to show again when the save was refused (pages without JavaScript render anew). */
  values?: Record<string, string>;
}

/** My profile, the devices signed in to my account (with their labels) and the gender options of the form. */
export async function profileLoader<Genders>(args: RequestArgs, panel: OwnPanel, genders: (locale: Locale) => Genders) {
  const api = serverApi(args.request, args.context);
  const [profile, sessions] = await Promise.all([api.GET('/api/v1/me/profile'), api.GET('/api/v1/me/sessions')]).catch(
    panelFailure(args, panel),
  );
  const locale = localeOfRequest(args.request);
  return {
    profile,
    sessions: sessions.items.map((session) => ({
      ...session,
      deviceLabel: deviceTypeLabel(session.deviceType, locale),
    })),
    genders: genders(locale),
  };
}

/** Saves the profile (PUT /me/profile; the page is read again with «saved»), or signs a device out (intent=revoke). */
export async function profileAction(
  args: RequestArgs,
  panel: OwnPanel,
  typed: (form: FormData) => Record<string, string>,
) {
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);

  if (form.get('intent') === 'revoke') {
    try {
      const answer = await api.request('DELETE', '/api/v1/me/sessions/{id}', {
        params: { path: { id: Number(form.get('id')) } },
      });
      // Signing out this very device: the API cleared the cookie; off to the site root like a logout.
      if (form.get('current')) return redirectWithCookies('/', answer.headers);
      return data<ProfileActionData>({}, { headers: cookiesOf(answer.headers) });
    } catch (error) {
      return panelFormFailure(args, panel, error);
    }
  }

  const values = typed(form);
  const { body, problems } = profileUpdateOf(form);
  const refused = problemsAsFailure(args.request, problems);
  if (refused) return data<ProfileActionData>({ failure: refused, values }, { status: 422 });
  try {
    await api.PUT('/api/v1/me/profile', { body });
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, panel, error, { values });
  }
}
