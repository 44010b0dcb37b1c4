import { data, Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@shahrbazar/domain/api/auth.schema';
import type { User } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/profile';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { genderChoices } from '../../components/manager/labels.server.ts';
import { USER_FIELD_NAMES, UserFields } from '../../components/manager/user-fields.tsx';
import { typedValues } from '../../components/manager/user-form.ts';
import { AvatarUpload } from '../../components/panel/avatar-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { SessionList } from '../../components/panel/session-list.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { cookiesOf, redirectWithCookies } from '../../lib/forward-cookies.ts';
import { deviceTypeLabel } from '../../lib/labels.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { profileUpdateOf } from '../../lib/profile-form.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';

/**
 * The agent's own profile (spec: /agent/profile), on the same API as the user panel's (/me/profile, /me/sessions)
 * and from the same pieces: the avatar upload, the profile form's fields and body (lib/profile-form), the
 * signed-in devices.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = serverApi(args.request, args.context);
  const [profile, sessions] = await Promise.all([
    api.get<User>('/api/v1/me/profile'),
    api.get<{ items: SessionInfo[] }>('/api/v1/me/sessions'),
  ]).catch(panelFailure(args, 'agent'));
  const locale = localeOfRequest(args.request);
  return {
    profile,
    sessions: sessions.items.map((session) => ({
      ...session,
      deviceLabel: deviceTypeLabel(session.deviceType, locale),
    })),
    genders: genderChoices(locale),
  };
}

interface ProfileActionData {
  saved?: number;
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);

  if (form.get('intent') === 'revoke') {
    try {
      const answer = await api.send<null>('DELETE', `/api/v1/me/sessions/${Number(form.get('id'))}`);
      if (form.get('current')) return redirectWithCookies('/', answer.headers);
      return data<ProfileActionData>({}, { headers: cookiesOf(answer.headers) });
    } catch (error) {
      return panelFormFailure(args, 'agent', error);
    }
  }

  const values = typedValues(form);
  const { body, problems } = profileUpdateOf(form);
  const refused = problemsAsFailure(args.request, problems);
  if (refused) return data<ProfileActionData>({ failure: refused, values }, { status: 422 });
  try {
    await api.put<User>('/api/v1/me/profile', body);
    return data<ProfileActionData>({ saved: Date.now() });
  } catch (error) {
    return panelFormFailure(args, 'agent', error, { values });
  }
}

export default function AgentProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, sessions, genders } = loaderData;
  const result: ProfileActionData | undefined = actionData;
  return (
    <PanelPage title={t('agent.nav.profile')}>
      <PanelCard title={t('panel.profile.avatar')}>
        <AvatarUpload avatar={profile.avatar} />
      </PanelCard>
      <Form method="post" noValidate key={result?.saved ?? 'profile'}>
        <UserFields
          mode="profile"
          saved={profile}
          typed={result?.values}
          errors={result?.failure?.fields ?? {}}
          genders={genders}
        />
        <FormNotice>{result?.saved ? t('panel.profile.saved') : null}</FormNotice>
        <FormAlert failure={result?.failure} shownFields={[...USER_FIELD_NAMES]} />
        <div className={forms.actions}>
          <SubmitButton label={t('panel.profile.save')} fullWidth={false} />
        </div>
      </Form>
      <PanelCard title={t('panel.sessions.title')}>
        <SessionList sessions={sessions} />
      </PanelCard>
    </PanelPage>
  );
}
