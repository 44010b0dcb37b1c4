import { data, Form, Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, TextInput } from '@mantine/core';
import type { ManagerState, StateWrite } from '@shahrbazar/domain/api/geo.schema';
import type { Route } from './+types/state-edit';
import { EnglishInput } from '../../components/forms/english-input.tsx';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { useFormCheck } from '../../components/geo/form-check.ts';
import { checkState, slugOf } from '../../components/geo/geo-form.ts';
import { problemsFailure } from '../../components/geo/geo-manager.server.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module for /manager/state/create and /manager/state/{id}/edit: a state's name (Persian and English) and slug.

const FIELDS = ['name', 'nameEn', 'slug'] as const;

const stateValues = (state: ManagerState) => ({ name: state.name, nameEn: state.nameEn, slug: state.slug });

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(
    args,
    'manager',
    MANAGER.citiesIndex,
    id === undefined ? MANAGER.citiesCreate : MANAGER.citiesEdit,
  );
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const state =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/states/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  return { state };
}

interface StateActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const refused = problemsFailure(args.request, checkState(form));
  if (refused) return data<StateActionData>({ failure: refused, values }, { status: 422 });
  const body: StateWrite = { name: textOf(form, 'name'), nameEn: textOf(form, 'nameEn'), slug: slugOf(form) };
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/states', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/states/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: '/manager/states',
    values,
  });
}

export default function ManagerStateEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = loaderData;
  const result: StateActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values ?? (state ? stateValues(state) : { name: '', nameEn: '', slug: '' });
  const check = useFormCheck(checkState);
  const errors = { ...failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : failure);
  const page = useSavedForm(actionData);
  return (
    <PanelPage title={state ? t('geo.manager.states.edit') : t('geo.manager.states.create')}>
      <Form
        method="post"
        noValidate
        key={page.key}
        preventScrollReset={Boolean(state)}
        onSubmit={check.onSubmit}
        ref={formRef}
      >
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              name="name"
              label={t('geo.manager.states.name')}
              defaultValue={typed.name}
              error={errors.name}
              required
              autoComplete="off"
              maxLength={100}
            />
            <EnglishInput
              name="nameEn"
              field={t('geo.manager.states.name')}
              defaultValue={typed.nameEn ?? ''}
              error={errors.nameEn}
              maxLength={100}
            />
            <TextInput
              name="slug"
              label={t('geo.manager.states.slug')}
              description={t('geo.manager.slugHint')}
              defaultValue={typed.slug}
              error={errors.slug}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={80}
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
            />
          </div>
          {state && (
            <Button component={Link} to={`/manager/cities?state_id=${state.id}`} variant="subtle" mt="sm">
              {t('geo.manager.states.cities')}
            </Button>
          )}
        </PanelCard>
        <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={[...FIELDS]} />
        <div className={forms.actions}>
          <Button component={Link} to="/manager/states" variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton
            label={state ? t('geo.manager.states.save') : t('geo.manager.states.create')}
            fullWidth={false}
          />
        </div>
      </Form>
    </PanelPage>
  );
}
