import { Form } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { SiteMessageWriteSchema } from '@shahrbazar/domain/api/notification.schema';
import { SiteMessageCategory, SiteMessageLocation } from '@shahrbazar/domain/enums/notification';
import type { Route } from './+types/site-message-edit';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { JalaliDateInput } from '../../../components/forms/jalali-date-input.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { saveRecordAction } from '../../../components/manager/save-record.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';

// One module for /manager/siteMessage/create and /manager/siteMessage/{id}/edit (spec: Site message: title, category,
// location, description, date). The date is when it starts showing (today when left empty).

const FIELDS = ['title', 'category', 'location', 'description', 'date'] as const;

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  const write = id === undefined ? MANAGER.siteMessagesCreate : MANAGER.siteMessagesEdit;
  await requirePolicies(args, 'manager', MANAGER.siteMessagesIndex, write);
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const locale = localeOfRequest(args.request);
  const values: Record<string, string> = { title: '', category: 'notice', location: 'home', description: '', date: '' };
  if (id !== undefined) {
    const found = await serverApi(args.request, args.context)
      .GET('/api/v1/manager/site-messages/{id}', { params: { path: { id } } })
      .catch(panelFailure(args, 'manager'));
    Object.assign(values, { ...found, date: found.date.slice(0, 10) });
  }
  return {
    creating: id === undefined,
    values,
    categories: SiteMessageCategory.options(locale),
    locations: SiteMessageLocation.options(locale),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, textOf(form, name)]));
  const { date, ...rest } = values;
  const locale = localeOfRequest(args.request);
  // The texts as the contract's values, parsed by the API's own schema (its messages if refused).
  const body = () => contractBody(SiteMessageWriteSchema, { ...rest, ...(date ? { date } : {}) }, locale);
  return saveRecordAction(args, {
    create: (api) => api.POST('/api/v1/manager/site-messages', { body: body() }),
    update: (api, key) =>
      api.PUT('/api/v1/manager/site-messages/{id}', { params: { path: { id: key } }, body: body() }),
    id,
    createdPage: '/manager/siteMessages',
    values,
  });
}

export default function SiteMessageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined;
  const values = (actionData && 'values' in actionData ? actionData.values : loaderData.values) as Record<
    string,
    string
  >;
  const error = (name: string) => failure?.fields[name];
  return (
    <PanelPage title={t(loaderData.creating ? 'siteMessages.manager.create' : 'siteMessages.manager.edit')}>
      <ListNotice notices={['saved']} />
      <FormAlert failure={failure} shownFields={[...FIELDS]} />
      <PanelCard>
        <Form method="post" noValidate>
          <TextInput
            name="title"
            label={t('siteMessages.fields.title')}
            defaultValue={values.title}
            error={error('title')}
            required
            mb="sm"
          />
          <NativeSelect
            name="category"
            label={t('siteMessages.fields.category')}
            defaultValue={values.category}
            data={loaderData.categories.map((o) => ({ value: o.value, label: o.label }))}
            error={error('category')}
            mb="sm"
          />
          <NativeSelect
            name="location"
            label={t('siteMessages.fields.location')}
            defaultValue={values.location}
            data={loaderData.locations.map((o) => ({ value: o.value, label: o.label }))}
            error={error('location')}
            mb="sm"
          />
          <Textarea
            name="description"
            label={t('siteMessages.fields.description')}
            defaultValue={values.description}
            error={error('description')}
            autosize
            minRows={3}
            required
            mb="sm"
          />
          <JalaliDateInput
            name="date"
            label={t('siteMessages.fields.date')}
            description={t('siteMessages.fields.dateHint')}
            defaultValue={values.date ?? ''}
            error={error('date')}
            mb="md"
          />
          <SubmitButton label={t('siteMessages.manager.save')} fullWidth={false} />
        </Form>
      </PanelCard>
    </PanelPage>
  );
}
