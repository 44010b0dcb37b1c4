import { data } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Route } from './+types/user-edit';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { AccessFields } from '../../components/manager/access-fields.tsx';
import { MANAGER, mayEditAccess } from '../../components/manager/access.ts';
import { forbidden, idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import {
  activeStatusOptions,
  genderChoices,
  isAdminAccount,
  NEW_USER_DEFAULTS,
  roleChoices,
  userRow,
  userTypeOptions,
} from '../../components/manager/labels.server.ts';
import { policiesPicked } from '../../components/manager/policy-picker.server.ts';
import { RecordForm } from '../../components/manager/record-form.tsx';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { UserFacts } from '../../components/manager/user-facts.tsx';
import { UserFields } from '../../components/manager/user-fields.tsx';
import { checkUserForm, idsOf, typedValues, userWriteOf } from '../../components/manager/user-form.ts';
import { PanelPage } from '../../components/panel/panel-page.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module for /manager/user/create and /manager/user/{id}/edit: every field of a user, the status, and for
// managers with roles.edit the type, role and excluded policies; a new password when one is typed.

/** The page's user id (edit), or undefined (create); and the session with the permissions the page needs. */
async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  const me = await requirePolicies(
    args,
    'manager',
    ...(id === undefined ? [MANAGER.usersCreate] : [MANAGER.usersIndex, MANAGER.usersEdit]),
  );
  return { id, me };
}

export async function loader(args: Route.LoaderArgs) {
  const { id, me } = await guard(args);
  const api = serverApi(args.request, args.context);
  const access = mayEditAccess(me);
  const [user, roles, policies] = await Promise.all([
    id === undefined ? undefined : api.GET('/api/v1/manager/users/{id}', { params: { path: { id } } }),
    access ? api.GET('/api/v1/manager/roles') : undefined,
    access ? api.GET('/api/v1/manager/policies') : undefined,
  ]).catch(panelFailure(args, 'manager'));
  // Only an administrator may change an administrator's account (the API would refuse the save).
  if (user && isAdminAccount(user) && !me.isAdmin) forbidden(args.request);
  const locale = localeOfRequest(args.request);
  return {
    user,
    facts: user ? userRow(user, '', locale, new Date()) : undefined,
    genders: genderChoices(locale),
    defaults: {
      type: user ? String(user.type) : NEW_USER_DEFAULTS.type,
      status: user ? String(user.status) : NEW_USER_DEFAULTS.status,
      roleId: user?.roleId ? String(user.roleId) : '',
      excludePolicies: user?.excludePolicies ?? [],
    },
    choices: {
      statuses: activeStatusOptions(locale),
      ...(roles && policies
        ? {
            access: {
              types: userTypeOptions(locale, me.isAdmin),
              roles: roleChoices(roles.items, locale),
              policies: policies.items,
            },
          }
        : {}),
    },
  };
}

interface UserActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
  excludePolicies?: number[];
}

export async function action(args: Route.ActionArgs) {
  const { id, me } = await guard(args);
  const form = await args.request.formData();
  const values = typedValues(form);
  // The excluded policies' «select all» / «deselect all» without JavaScript: the form again, changed.
  const picked = await policiesPicked(args, form);
  if (picked) return data<UserActionData>({ values, excludePolicies: picked });

  const { body, problems } = userWriteOf(form, { status: true, access: mayEditAccess(me) });
  const excludePolicies = idsOf(form, 'excludePolicies');
  const refused = problemsAsFailure(args.request, problems);
  if (refused) return data<UserActionData>({ failure: refused, values, excludePolicies }, { status: 422 });
  return saveRecordAction(args, {
    create: (client) => client.POST('/api/v1/manager/users', { body }),
    update: (client, key) => client.PUT('/api/v1/manager/users/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/users',
    values,
    kept: { excludePolicies },
  });
}

export default function ManagerUserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, facts, genders, defaults, choices } = loaderData;
  const result: UserActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values;
  const check = useClientCheck(checkUserForm);
  const errors = { ...failure?.fields, ...check.errors };
  return (
    <PanelPage title={user ? t('manager.users.edit') : t('manager.users.create')}>
      {facts && <UserFacts row={facts} />}
      <RecordForm
        editing={Boolean(user)}
        check={check}
        actionData={result}
        cancelTo="/manager/users"
        submitLabel={user ? t('manager.userForm.save') : t('manager.userForm.create')}
      >
        <UserFields
          mode={user ? 'edit' : 'create'}
          saved={user}
          typed={typed}
          errors={errors}
          genders={genders}
          afterAccount={
            <AccessFields
              choices={choices}
              values={{
                status: typed?.status ?? defaults.status,
                type: typed?.type ?? defaults.type,
                roleId: typed ? (typed.role_id ?? '') : defaults.roleId,
                excludePolicies: result?.excludePolicies ?? defaults.excludePolicies,
              }}
              errors={errors}
            />
          }
        />
      </RecordForm>
    </PanelPage>
  );
}
