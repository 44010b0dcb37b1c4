import { data, Form, redirect } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '@mantine/core';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import type { Route } from './+types/user-edit';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { useFocusFirstInvalid } from '../../components/manager/use-focus-invalid.ts';
import { AGENT } from '../../components/manager/access.ts';
import { forbidden, idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { genderChoices, userRow } from '../../components/manager/labels.server.ts';
import { ListNotice, withNotice } from '../../components/manager/list-notice.tsx';
import { savedRedirect } from '../../components/manager/save-record.server.ts';
import { UserFacts } from '../../components/manager/user-facts.tsx';
import { UserFields } from '../../components/manager/user-fields.tsx';
import { checkUserForm, typedValues, userWriteOf } from '../../components/manager/user-form.ts';
import { PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module for /agent/user/create and /agent/user/{id}/details (spec section 2): the users an agent onboards are
// customers; the agent sets their profile and a password, never their type, role or permissions (the API omits them).

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  const me = await requirePolicies(args, 'agent', id === undefined ? AGENT.usersCreate : AGENT.usersIndex);
  return { id, me };
}

export async function loader(args: Route.LoaderArgs) {
  const { id, me } = await guard(args);
  const user =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/agent/users/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'agent'));
  const locale = localeOfRequest(args.request);
  return {
    user,
    facts: user ? userRow(user, '', locale, new Date()) : undefined,
    genders: genderChoices(locale),
    // Details are read-only without agentUsers.edit.
    editable: id === undefined || hasPermission(me, AGENT.usersEdit),
  };
}

interface AgentUserActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const { id, me } = await guard(args);
  if (id !== undefined && !hasPermission(me, AGENT.usersEdit)) forbidden(args.request);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const values = typedValues(form);
  const { body, problems } = userWriteOf(form, { status: false, access: false });
  const refused = problemsAsFailure(args.request, problems);
  if (refused) return data<AgentUserActionData>({ failure: refused, values }, { status: 422 });
  try {
    if (id === undefined) {
      const created = await api.POST('/api/v1/agent/users', { body });
      return redirect(withNotice(`/agent/user/${created.id}/details`, 'created'), 303);
    }
    await api.PUT('/api/v1/agent/users/{id}', { params: { path: { id } }, body });
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'agent', error, { values });
  }
}

export default function AgentUserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, facts, genders, editable } = loaderData;
  const result: AgentUserActionData | undefined = actionData;
  const failure = result?.failure;
  const check = useClientCheck(checkUserForm);
  const errors = { ...failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : failure);
  const page = useSavedForm(actionData);
  return (
    <PanelPage title={user ? user.name || t('agent.users.details') : t('agent.users.create')}>
      {/* «Saved» shows beside the form's button. */}
      <ListNotice notices={['created']} />
      {facts && <UserFacts row={facts} showAccess={false} />}
      {editable && (
        <Form
          method="post"
          noValidate
          key={page.key}
          preventScrollReset={Boolean(user)}
          onSubmit={check.onSubmit}
          ref={formRef}
        >
          <UserFields
            mode={user ? 'edit' : 'create'}
            saved={user}
            typed={result?.values}
            errors={errors}
            genders={genders}
          />
          <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
          <FormAlert failure={failure} />
          <div className={forms.actions}>
            <Button component={Link} to="/agent/user/index" variant="default" size="md">
              {t('manager.confirm.cancel')}
            </Button>
            <SubmitButton label={user ? t('manager.userForm.save') : t('manager.userForm.create')} fullWidth={false} />
          </div>
        </Form>
      )}
    </PanelPage>
  );
}
