import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/profile';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { genderChoices } from '../../components/manager/labels.server.ts';
import { USER_FIELD_NAMES, UserFields } from '../../components/manager/user-fields.tsx';
import { typedValues } from '../../components/manager/user-form.ts';
import { AvatarUpload } from '../../components/panel/avatar-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { profileAction, profileLoader, type ProfileActionData } from '../../components/panel/profile.server.ts';
import { SessionList } from '../../components/panel/session-list.tsx';
import forms from '../../components/panel/forms.module.css';

/**
 * The agent's own profile (spec: /agent/profile), on the same API as the user panel's (/me/profile, /me/sessions)
 * and from the same pieces: the avatar upload, the profile loader and action
 * (components/panel/profile.server), the signed-in devices; its form is the back office's user fields.
 */
export async function loader(args: Route.LoaderArgs) {
  return profileLoader(args, 'agent', genderChoices);
}

export async function action(args: Route.ActionArgs) {
  return profileAction(args, 'agent', typedValues);
}

export default function AgentProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, sessions, genders } = loaderData;
  const result: ProfileActionData | undefined = actionData;
  const page = useSavedForm(actionData);
  return (
    <PanelPage title={t('agent.nav.profile')}>
      <PanelCard title={t('panel.profile.avatar')}>
        <AvatarUpload avatar={profile.avatar} panel="agent" />
      </PanelCard>
      <Form method="post" noValidate key={page.key} preventScrollReset>
        <UserFields
          mode="profile"
          saved={profile}
          typed={result?.values}
          errors={result?.failure?.fields ?? {}}
          genders={genders}
        />
        <FormNotice>{page.saved ? t('panel.profile.saved') : null}</FormNotice>
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
