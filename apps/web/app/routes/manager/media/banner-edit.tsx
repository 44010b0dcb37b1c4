import { useState, type FormEvent } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Text } from '@mantine/core';
import { BannerWriteSchema, type ManagedBanner } from '@shahrbazar/domain/api/media.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { formatNumber } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Route } from './+types/banner-edit';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../../components/forms/use-saved-form.ts';
import { MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { savedRedirect } from '../../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import { BANNERS_LIST, BannerCreateForm } from '../../../components/media/banner-create-form.tsx';
import { BannerFields } from '../../../components/media/banner-fields.tsx';
import {
  bannerValues,
  checkBanner,
  type BannerField,
  type BannerProblem,
} from '../../../components/media/banner-form.ts';
import { BannerImageForm } from '../../../components/media/banner-image.tsx';
import { imageVariant } from '../../../components/media/image-variant.ts';
import { bannerChoices } from '../../../components/media/media-labels.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import type { FormFailure } from '../../../lib/form-checks.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { failureOf, panelFailure, panelFormFailure, type RequestArgs } from '../../../lib/session.server.ts';

// One module for /manager/banner/create and /manager/banner/{id}/edit (spec section 3, Banner): the image, where the
// banner is shown (page and place), its link, status, order and related item.

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(
    args,
    'manager',
    MANAGER.bannersIndex,
    id === undefined ? MANAGER.bannersCreate : MANAGER.bannersEdit,
  );
  return id;
}

/** A new banner's fields: shown at the top of the home page, active, first. */
const NEW_BANNER: Record<BannerField, string> = {
  title: '',
  url: '',
  location: 'home',
  section: 'top',
  status: '1',
  sortOrder: '0',
  item_id: '',
  itemName: '',
  serviceType: '',
};

function valuesOf(banner: ManagedBanner): Record<BannerField, string> {
  return {
    title: banner.title,
    url: banner.url,
    location: banner.location,
    section: banner.section,
    status: String(banner.status),
    sortOrder: String(banner.sortOrder),
    item_id: banner.itemId === null ? '' : String(banner.itemId),
    itemName: banner.itemName,
    serviceType: banner.serviceType,
  };
}

/** The browser's check refused in the action (no JavaScript): the catalogue's words for each field. */
function checkFailure(locale: Locale, problems: Record<string, BannerProblem>): FormFailure | undefined {
  const entries = Object.entries(problems);
  if (entries.length === 0) return undefined;
  const catalogue = catalogues[locale];
  const text = (key: BannerProblem) =>
    key === 'validation.fileRequired'
      ? catalogue.validation.fileRequired
      : catalogue.media.validation[key.split('.')[2] as 'required'];
  return {
    message: catalogue.errors.validation,
    fields: Object.fromEntries(entries.map(([field, key]) => [field, text(key)])),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const locale = localeOfRequest(args.request);
  const banner =
    id === undefined
      ? undefined
      : await serverApi(args.request, args.context)
          .GET('/api/v1/manager/banners/{id}', { params: { path: { id } } })
          .catch(panelFailure(args, 'manager'));
  return {
    banner: banner && {
      id: banner.id,
      image: imageVariant(banner.image, 'medium'),
      imageChanged: banner.imageLastModified ? formatJalaliDateTime(new Date(banner.imageLastModified), locale) : '',
      views: formatNumber(banner.views, locale),
    },
    values: banner ? valuesOf(banner) : NEW_BANNER,
    choices: bannerChoices(locale),
    returnTo: args.url.pathname,
  };
}

interface BannerActionData {
  imageSaved?: boolean;
  failure?: FormFailure;
  imageFailure?: FormFailure;
  values?: Record<BannerField, string>;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const locale = localeOfRequest(args.request);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const values = bannerValues(form);

  if (id !== undefined && textOf(form, 'intent') === 'image') {
    // The image form sent without JavaScript: forwarded to the API as the browser would have sent it.
    const body = new FormData();
    const file = form.get('file');
    if (file instanceof File) body.append('file', file);
    try {
      await api.POST('/api/v1/manager/banners/{id}/image', { params: { path: { id } }, body });
      return data<BannerActionData>({ imageSaved: true });
    } catch (error) {
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) panelFailure(args, 'manager')(error);
      const { status, failure } = failureOf(error);
      return data<BannerActionData>({ imageFailure: failure }, { status });
    }
  }

  const refused = checkFailure(locale, checkBanner(form, { needsImage: id === undefined }));
  if (refused) return data<BannerActionData>({ failure: refused, values }, { status: 422 });
  try {
    if (id === undefined) {
      await api.POST('/api/v1/manager/banners', { body: form });
      return redirect(withNotice(BANNERS_LIST, 'created'), 303);
    }
    await api.PUT('/api/v1/manager/banners/{id}', {
      params: { path: { id } },
      body: contractBody(BannerWriteSchema, values, locale),
    });
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function ManagerBannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { banner, values, choices, returnTo } = loaderData;
  const result: BannerActionData | undefined = actionData;
  const failure = result?.failure;
  const shown = result?.values ?? values;
  const [checked, setChecked] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(Object.keys(checked).length > 0 ? checked : failure);
  const page = useSavedForm(actionData);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = Object.entries(checkBanner(new FormData(event.currentTarget), { needsImage: false }));
    setChecked(Object.fromEntries(found.map(([field, key]) => [field, t(key)])));
    if (found.length > 0) event.preventDefault();
  };

  if (!banner) {
    return (
      <PanelPage title={t('media.banners.create')}>
        <BannerCreateForm values={shown} choices={choices} failure={failure} returnTo={returnTo} />
      </PanelPage>
    );
  }

  return (
    <PanelPage title={t('media.banners.edit')}>
      <PanelCard title={t('media.banners.image')}>
        <BannerImageForm
          key={page.key}
          bannerId={banner.id}
          current={banner.image}
          returnTo={returnTo}
          saved={result?.imageSaved}
          failure={result?.imageFailure}
        />
        <Text size="sm" c="dimmed">
          {banner.imageChanged && t('media.banners.imageChanged', { date: banner.imageChanged })}
          {banner.imageChanged && ' · '}
          {`${t('media.banners.views')}: ${banner.views}`}
        </Text>
      </PanelCard>
      <Form method="post" noValidate key={page.key} preventScrollReset ref={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="save" />
        <PanelCard>
          <BannerFields values={shown} errors={{ ...failure?.fields, ...checked }} choices={choices} />
        </PanelCard>
        <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={Object.keys(shown)} />
        <div className={forms.actions}>
          <Button component={Link} to={BANNERS_LIST} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={t('media.banners.save')} fullWidth={false} />
        </div>
      </Form>
    </PanelPage>
  );
}
