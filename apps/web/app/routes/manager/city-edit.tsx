import { data, Form, Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import type { ManagerCity } from '@shahrbazar/domain/api/geo.schema';
import type { Route } from './+types/city-edit';
import { EnglishInput } from '../../components/forms/english-input.tsx';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { useFormCheck } from '../../components/geo/form-check.ts';
import { checkCity, cityWriteOf } from '../../components/geo/geo-form.ts';
import { problemsFailure } from '../../components/geo/geo-manager.server.ts';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { serverApi } from '../../lib/api.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';

// One module for /manager/city/create and /manager/city/{id}/edit: the state, the name, the slug and the centre's
// coordinates (spec section 3: a city is sent as state_id, name, slug, latitude, longitude).

const FIELDS = ['state_id', 'name', 'nameEn', 'slug', 'latitude', 'longitude'] as const;

/** A city as the form's values (coordinates of 0, not set, as empty inputs). */
const cityValues = (city: ManagerCity) => ({
  state_id: String(city.state_id),
  name: city.name,
  nameEn: city.nameEn,
  slug: city.slug,
  latitude: city.latitude ? String(city.latitude) : '',
  longitude: city.longitude ? String(city.longitude) : '',
});

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
  const api = serverApi(args.request, args.context);
  const [city, states] = await Promise.all([
    id === undefined ? undefined : api.GET('/api/v1/manager/cities/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/manager/states', { params: { query: { perPage: 100 } } }),
  ]).catch(panelFailure(args, 'manager'));
  // A new city of the state the list was showing (?state_id=), when it is one.
  const wanted = args.url.searchParams.get('state_id') ?? '';
  const preset = states.items.some((state) => String(state.id) === wanted) ? wanted : '';
  return {
    city,
    states: states.items.map((state) => ({ value: String(state.id), label: state.name })),
    defaults: city
      ? cityValues(city)
      : { state_id: preset, name: '', nameEn: '', slug: '', latitude: '', longitude: '' },
  };
}

interface CityActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const refused = problemsFailure(args.request, checkCity(form));
  if (refused) return data<CityActionData>({ failure: refused, values }, { status: 422 });
  const body = cityWriteOf(form);
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/cities', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/cities/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: `/manager/cities?state_id=${body.state_id}`,
    values,
  });
}

export default function ManagerCityEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { city, states, defaults } = loaderData;
  const result: CityActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values ?? defaults;
  const check = useFormCheck(checkCity);
  const errors = { ...failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : failure);
  const page = useSavedForm(actionData);
  const title = city ? t('geo.manager.cities.edit') : t('geo.manager.cities.create');
  return (
    <PanelPage title={title}>
      <Form
        method="post"
        noValidate
        key={page.key}
        preventScrollReset={Boolean(city)}
        onSubmit={check.onSubmit}
        ref={formRef}
      >
        <PanelCard>
          <div className={forms.grid}>
            <NativeSelect
              name="state_id"
              label={t('geo.manager.cities.state')}
              data={[{ value: '', label: t('geo.manager.cities.chooseState'), disabled: true }, ...states]}
              defaultValue={typed.state_id}
              error={errors.state_id}
              required
            />
            <TextInput
              name="name"
              label={t('geo.manager.cities.name')}
              defaultValue={typed.name}
              error={errors.name}
              required
              autoComplete="off"
              maxLength={100}
            />
            <EnglishInput
              name="nameEn"
              field={t('geo.manager.cities.name')}
              defaultValue={typed.nameEn ?? ''}
              error={errors.nameEn}
              maxLength={100}
            />
            <TextInput
              name="slug"
              label={t('geo.manager.cities.slug')}
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
        </PanelCard>
        <PanelCard title={t('geo.manager.cities.location')}>
          <div className={forms.grid}>
            <TextInput
              name="latitude"
              label={t('geo.manager.cities.latitude')}
              description={t('geo.manager.cities.coordinatesHint')}
              defaultValue={typed.latitude}
              error={errors.latitude}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
            />
            <TextInput
              name="longitude"
              label={t('geo.manager.cities.longitude')}
              defaultValue={typed.longitude}
              error={errors.longitude}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
            />
          </div>
        </PanelCard>
        <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={[...FIELDS]} />
        <div className={forms.actions}>
          <Button component={Link} to="/manager/cities" variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton
            label={city ? t('geo.manager.cities.save') : t('geo.manager.cities.create')}
            fullWidth={false}
          />
        </div>
      </Form>
    </PanelPage>
  );
}
