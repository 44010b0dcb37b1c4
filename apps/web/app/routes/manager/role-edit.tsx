import { data } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { RoleWrite } from '@shahrbazar/domain/api/user.schema';
import type { Route } from './+types/role-edit';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { roleTypeOptions } from '../../components/manager/labels.server.ts';
import { PolicyPicker } from '../../components/manager/policy-picker.tsx';
import { policiesPicked } from '../../components/manager/policy-picker.server.ts';
import { RecordForm } from '../../components/manager/record-form.tsx';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { idsOf, typedValues } from '../../components/manager/user-form.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import { textOf, type FieldProblems, type FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import { guardRecordPage } from '../../components/manager/resource/edit.server.ts';
import { roles } from '../../components/manager/resource/roles.tsx';

// One module for /manager/role/create and /manager/role/{id}/edit: a role's title, the user type it is for, and its
// permissions as checkboxes grouped by section with "select all" / "deselect all" (spec section 3).

/** The list's permission and the create or edit one, as the resource declares them. */
const guard = (args: RequestArgs & { params: { id?: string } }) => guardRecordPage(args, roles.policies);

/** The role form's check, in the browser and again in the action: a title. */
function checkRole(form: FormData): FieldProblems {
  return textOf(form, 'title') ? {} : { title: 'titleRequired' };
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const api = serverApi(args.request, args.context);
  const [role, policies] = await Promise.all([
    id === undefined ? undefined : api.GET('/api/v1/manager/roles/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/manager/policies'),
  ]).catch(panelFailure(args, 'manager'));
  const types = roleTypeOptions(localeOfRequest(args.request));
  return { role, policies: policies.items, types, defaultType: role ? String(role.type) : (types[0]?.value ?? '') };
}

interface RoleActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
  policies?: number[];
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = typedValues(form);
  const policies = idsOf(form, 'policies');
  const picked = await policiesPicked(args, form);
  if (picked) return data<RoleActionData>({ values, policies: picked });

  const refused = problemsAsFailure(args.request, checkRole(form));
  if (refused) return data<RoleActionData>({ failure: refused, values, policies }, { status: 422 });
  const body = {
    title: textOf(form, 'title'),
    type: Number(form.get('type')) as RoleWrite['type'],
    policies,
  };
  return saveRecordAction(args, {
    create: (client) => client.POST('/api/v1/manager/roles', { body }),
    update: (client, key) => client.PUT('/api/v1/manager/roles/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/roles',
    values,
    kept: { policies },
  });
}

export default function ManagerRoleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { role, policies, types, defaultType } = loaderData;
  const result: RoleActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values;
  const check = useClientCheck(checkRole);
  const errors = { ...failure?.fields, ...check.errors };
  return (
    <PanelPage title={role ? t('manager.roles.edit') : t('manager.roles.create')}>
      <RecordForm
        editing={Boolean(role)}
        check={check}
        actionData={result}
        cancelTo="/manager/roles"
        submitLabel={role ? t('manager.roles.save') : t('manager.roles.create')}
      >
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              name="title"
              label={t('manager.roles.titleField')}
              defaultValue={typed?.title ?? role?.title ?? ''}
              error={errors.title}
              required
              autoComplete="off"
            />
            <NativeSelect
              name="type"
              label={t('manager.roles.type')}
              data={types}
              defaultValue={typed?.type ?? defaultType}
              error={errors.type}
            />
          </div>
        </PanelCard>
        <PanelCard title={t('manager.roles.policies')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('manager.roles.policiesHint')}
          </Text>
          {errors.policies && (
            <Text size="sm" c="red.8" role="alert" mb="sm">
              {errors.policies}
            </Text>
          )}
          <PolicyPicker
            name="policies"
            policies={policies}
            selected={result?.policies ?? role?.policies ?? []}
            legend={t('manager.roles.policies')}
          />
        </PanelCard>
      </RecordForm>
    </PanelPage>
  );
}
