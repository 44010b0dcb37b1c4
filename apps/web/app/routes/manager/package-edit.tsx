import { useState, type FormEvent } from 'react';
import { data } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { formatNumber, localizeDigits } from '@shahrbazar/domain/format/number';
import { planFields, type PackageProblems } from '@shahrbazar/domain/rules/package';
import type { Route } from './+types/package-edit';
import { saveRecordAction } from '../../components/manager/save-record.server.ts';
import { RecordForm } from '../../components/manager/record-form.tsx';
import { typedValues } from '../../components/manager/user-form.ts';
import { packageStatusOptions, packageTypeOptions, planTypeOptions } from '../../components/packages/labels.server.ts';
import { EnglishInput } from '../../components/forms/english-input.tsx';
import { packageWriteOf } from '../../components/packages/package-form.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import planForm from '../../components/packages/package-form.module.css';
import { serverApi } from '../../lib/api.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import { guardRecordPage } from '../../components/manager/resource/edit.server.ts';
import { packages } from '../../components/manager/resource/packages.tsx';

// One module for /manager/package/create and /manager/package/{id}/edit: a package's plan type drives which of
// price, percentage and days the form shows (domain rules/package.ts planFields; ADR 0009).

const LIST = '/manager/packages';

/** The list's permission and the create or edit one, as the resource declares them. */
const guard = (args: RequestArgs & { params: { id?: string } }) => guardRecordPage(args, packages.policies);

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const locale = localeOfRequest(args.request);
  const pkg =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/packages/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  const types = packageTypeOptions(locale);
  // A new package: the section of the list's filter when one was chosen, a 30-day subscription, active.
  const type = args.url.searchParams.get('type');
  return {
    pkg,
    types,
    plans: planTypeOptions(locale),
    statuses: packageStatusOptions(locale),
    defaults: {
      planType: String(pkg?.planType ?? PlanType.subscription),
      type: pkg
        ? String(pkg.type)
        : types.some((option) => option.value === type)
          ? String(type)
          : String(PackageType.ads),
      status: String(pkg?.status ?? PackageStatus.active),
      price: pkg ? formatNumber(pkg.price, locale) : '',
      percentage: pkg ? localizeDigits(pkg.percentage, locale) : '',
      days: pkg ? localizeDigits(pkg.days, locale) : localizeDigits(30, locale),
      accessPermissions: pkg?.accessPermissions.join('\n') ?? '',
    },
  };
}

interface PackageActionData {
  failure?: FormFailure;
  values?: Record<string, string>;
}

/** The domain rule's problems as the failure the API would have answered, in the page's locale. */
function problemsFailure(request: Request, problems: PackageProblems): FormFailure | undefined {
  const entries = Object.entries(problems);
  if (entries.length === 0) return undefined;
  const catalogue = catalogues[localeOfRequest(request)];
  return {
    message: catalogue.errors.validation,
    fields: Object.fromEntries(entries.map(([field, key]) => [field, catalogue.packages.problems[key]])),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = typedValues(form);
  const { body, problems } = packageWriteOf(form);
  const refused = problemsFailure(args.request, problems);
  if (refused) return data<PackageActionData>({ failure: refused, values }, { status: 422 });
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/packages', { body }),
    update: (api, key) => api.PUT('/api/v1/manager/packages/{id}', { params: { path: { id: key } }, body }),
    id,
    createdPage: LIST,
    values,
  });
}

/** The browser's run of the same domain rule before the form is sent; problems show under their inputs. */
function useCheck() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = Object.entries(packageWriteOf(new FormData(event.currentTarget)).problems);
    setErrors(Object.fromEntries(found.map(([field, key]) => [field, t(`packages.problems.${key}`)])));
    if (found.length > 0) event.preventDefault();
  };
  return { errors, onSubmit };
}

/** Every field of the form; refusals of these show under their inputs. */
const FIELDS = [
  'planType',
  'type',
  'status',
  'title',
  'categoryTitle',
  'description',
  'titleEn',
  'categoryTitleEn',
  'descriptionEn',
  'price',
  'percentage',
  'days',
  'accessPermissions',
  'location',
];

/** The plan types (as the select sends them) a field or hint applies to; CSS hides it under the other plans. */
const plansUsing = (field: 'price' | 'percentage' | 'days') =>
  PlanType.values.filter((plan) => planFields(plan)[field]).join(' ');

export default function ManagerPackageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pkg, types, plans, statuses, defaults } = loaderData;
  const result: PackageActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values;
  const initial = (name: keyof typeof defaults) => typed?.[name] ?? defaults[name];
  const check = useCheck();
  const errors: Record<string, string | undefined> = { ...failure?.fields, ...check.errors };
  // Hints under the inputs, so inputs side by side line up whatever their hints' lengths.
  const hinted: { inputWrapperOrder: Array<'label' | 'input' | 'description' | 'error'> } = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
  const numeric = {
    ...hinted,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    classNames: { input: forms.ltrInput },
  };
  return (
    <PanelPage title={pkg ? t('packages.manager.edit') : t('packages.manager.create')}>
      <RecordForm
        editing={Boolean(pkg)}
        check={check}
        actionData={result}
        shownFields={FIELDS}
        cancelTo={LIST}
        submitLabel={pkg ? t('packages.manager.save') : t('packages.manager.create')}
        className={planForm.form}
      >
        <PanelCard title={t('packages.manager.basics')}>
          <div className={forms.grid}>
            <NativeSelect
              name="planType"
              label={t('packages.manager.planType')}
              data={plans}
              defaultValue={initial('planType')}
              error={errors.planType}
            />
            <NativeSelect
              name="type"
              label={t('packages.manager.type')}
              data={types}
              defaultValue={initial('type')}
              error={errors.type}
            />
            <NativeSelect
              name="status"
              label={t('packages.manager.status')}
              data={statuses}
              defaultValue={initial('status')}
              error={errors.status}
            />
          </div>
          <Text size="sm" c="dimmed" mt="sm">
            {t('packages.manager.statusHint')}
          </Text>
        </PanelCard>
        <PanelCard title={t('packages.manager.texts')}>
          <div className={forms.grid}>
            <TextInput
              name="title"
              label={t('packages.manager.title')}
              defaultValue={typed?.title ?? pkg?.title ?? ''}
              error={errors.title}
              required
              autoComplete="off"
            />
            <TextInput
              name="categoryTitle"
              label={t('packages.manager.categoryTitle')}
              description={t('packages.manager.categoryTitleHint')}
              {...hinted}
              defaultValue={typed?.categoryTitle ?? pkg?.categoryTitle ?? ''}
              error={errors.categoryTitle}
              autoComplete="off"
            />
          </div>
          <Textarea
            mt="sm"
            name="description"
            label={t('packages.manager.description')}
            defaultValue={typed?.description ?? pkg?.description ?? ''}
            error={errors.description}
            autosize
            minRows={3}
          />
          <div className={forms.grid}>
            <EnglishInput
              name="titleEn"
              field={t('packages.manager.title')}
              defaultValue={typed?.titleEn ?? pkg?.titleEn ?? ''}
              error={errors.titleEn}
              maxLength={200}
            />
            <EnglishInput
              name="categoryTitleEn"
              field={t('packages.manager.categoryTitle')}
              defaultValue={typed?.categoryTitleEn ?? pkg?.categoryTitleEn ?? ''}
              error={errors.categoryTitleEn}
              maxLength={200}
            />
          </div>
          <EnglishInput
            name="descriptionEn"
            field={t('packages.manager.description')}
            defaultValue={typed?.descriptionEn ?? pkg?.descriptionEn ?? ''}
            error={errors.descriptionEn}
            maxLength={2000}
            multiline
          />
        </PanelCard>
        <PanelCard title={t('packages.manager.charge')}>
          {/* The chosen plan shows its hint and its fields only (CSS, so it works before and without JavaScript). */}
          {PlanType.entries.map((plan) => (
            <Text key={plan.value} size="sm" c="dimmed" mb="sm" data-plans={plan.value}>
              {t(`packages.manager.planHint.${plan.name}`)}
            </Text>
          ))}
          <div className={forms.grid}>
            <div data-plans={plansUsing('price')}>
              <TextInput
                name="price"
                label={t('packages.manager.price')}
                description={t('packages.manager.priceHint')}
                defaultValue={initial('price')}
                error={errors.price}
                required
                {...numeric}
              />
            </div>
            <div data-plans={plansUsing('percentage')}>
              <TextInput
                name="percentage"
                label={t('packages.manager.percentage')}
                description={t('packages.manager.percentageHint')}
                defaultValue={initial('percentage')}
                error={errors.percentage}
                required
                {...numeric}
              />
            </div>
            <div data-plans={plansUsing('days')}>
              <TextInput
                name="days"
                label={t('packages.manager.days')}
                description={t('packages.manager.daysHint')}
                defaultValue={initial('days')}
                error={errors.days}
                required
                {...numeric}
                inputMode="numeric"
              />
            </div>
          </div>
        </PanelCard>
        <PanelCard title={t('packages.manager.extras')}>
          <div className={forms.grid}>
            <Textarea
              name="accessPermissions"
              label={t('packages.manager.accessPermissions')}
              description={t('packages.manager.accessPermissionsHint')}
              {...hinted}
              defaultValue={initial('accessPermissions')}
              error={errors.accessPermissions}
              autosize
              minRows={2}
              classNames={{ input: forms.ltrInput }}
            />
            <TextInput
              name="location"
              label={t('packages.manager.location')}
              description={t('packages.manager.locationHint')}
              {...hinted}
              defaultValue={typed?.location ?? pkg?.location ?? ''}
              error={errors.location}
              autoComplete="off"
            />
          </div>
        </PanelCard>
      </RecordForm>
    </PanelPage>
  );
}
