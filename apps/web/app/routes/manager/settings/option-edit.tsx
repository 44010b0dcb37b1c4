import { Form, Link, redirect } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Textarea, TextInput } from '@mantine/core';
import type { OptionWrite } from '@shahrbazar/domain/api/settings.schema';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/option-edit';
import { FormAlert, FormNotice } from '../../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../../components/forms/use-saved-form.ts';
import { MANAGER } from '../../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../../components/manager/guard.server.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { savedRedirect } from '../../../components/manager/save-record.server.ts';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { formValues } from '../../../components/settings/settings.server.ts';
import type { SettingsActionData } from '../../../components/settings/types.ts';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure, type RequestArgs } from '../../../lib/session.server.ts';

// One module for /manager/option/create and /manager/option/{id}/edit: an option entry's group, name (unique in its
// group), title, content, where it is shown and its order.

const LIST = '/manager/options';

async function guard(args: RequestArgs & { params: { id?: string } }) {
  const id = args.params.id === undefined ? undefined : idParam(args.params.id);
  await requirePolicies(
    args,
    'manager',
    MANAGER.optionsIndex,
    id === undefined ? MANAGER.optionsCreate : MANAGER.optionsEdit,
  );
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const id = await guard(args);
  const api = serverApi(args.request, args.context);
  const [option, page] = await Promise.all([
    id === undefined ? undefined : api.GET('/api/v1/manager/options/{id}', { params: { path: { id } } }),
    api.GET('/api/v1/manager/options', { params: { query: { perPage: 1 } } }),
  ]).catch(panelFailure(args, 'manager'));
  // A new entry starts in the group the list was filtered by (?group=).
  const group = option?.group ?? args.url.searchParams.get('group') ?? '';
  return {
    option,
    group,
    groups: page.groups,
    sortOrder: localizeDigits(option?.sortOrder ?? 0, localeOfRequest(args.request)),
  };
}

/** The order as typed (Persian digits too); empty is 0; anything else goes as typed and the API refuses it. */
function sortOrderOf(form: FormData): number {
  const text = toAsciiDigits(textOf(form, 'sortOrder'));
  return text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export async function action(args: Route.ActionArgs) {
  const id = await guard(args);
  const form = await args.request.formData();
  const values = formValues(form);
  const content = form.get('content');
  const body: OptionWrite = {
    group: textOf(form, 'group'),
    name: textOf(form, 'name'),
    title: textOf(form, 'title'),
    // Content keeps its own line breaks and spaces (a list, a template).
    content: typeof content === 'string' ? content.replace(/\r\n/g, '\n') : '',
    location: textOf(form, 'location'),
    sortOrder: sortOrderOf(form),
  };
  const api = serverApi(args.request, args.context);
  try {
    if (id === undefined) {
      await api.POST('/api/v1/manager/options', { body });
      return redirect(withNotice(`${LIST}?group=${encodeURIComponent(body.group)}`, 'created'), 303);
    }
    await api.PUT('/api/v1/manager/options/{id}', { params: { path: { id } }, body });
    return savedRedirect(args);
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function OptionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { option, group, groups, sortOrder } = loaderData;
  const result: SettingsActionData | undefined = actionData;
  const errors = result?.failure?.fields ?? {};
  const formRef = useFocusFirstInvalid(result?.failure);
  const page = useSavedForm(actionData);
  const typed = result?.values;
  const field = (name: 'group' | 'name' | 'title' | 'content' | 'location' | 'sortOrder', value: string) => ({
    name,
    label: t(`settings.options.${name}`),
    defaultValue: typed?.[name] ?? value,
    error: errors[name],
    autoComplete: 'off',
  });
  const ltr = { dir: 'ltr' as const, classNames: { input: forms.ltrInput } };
  return (
    <PanelPage title={option ? t('settings.options.edit') : t('settings.options.create')}>
      <Form method="post" noValidate key={page.key} preventScrollReset={Boolean(option)} ref={formRef}>
        <PanelCard>
          <div className={forms.grid}>
            <TextInput
              {...field('group', group)}
              {...ltr}
              description={t('settings.options.groupHint')}
              list="option-groups"
              required
            />
            <datalist id="option-groups">
              {groups.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <TextInput
              {...field('name', option?.name ?? '')}
              {...ltr}
              description={t('settings.options.nameHint')}
              required
            />
            <TextInput {...field('title', option?.title ?? '')} />
            <TextInput {...field('location', option?.location ?? '')} {...ltr} />
            <TextInput {...field('sortOrder', sortOrder)} inputMode="numeric" />
            <Textarea {...field('content', option?.content ?? '')} rows={4} className={classes.wide} dir="auto" />
          </div>
        </PanelCard>
        <FormNotice>{page.saved ? t('manager.notice.saved') : null}</FormNotice>
        <FormAlert failure={result?.failure} />
        <div className={forms.actions}>
          <Button component={Link} to={LIST} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={option ? t('settings.options.save') : t('settings.options.create')} fullWidth={false} />
        </div>
      </Form>
    </PanelPage>
  );
}
