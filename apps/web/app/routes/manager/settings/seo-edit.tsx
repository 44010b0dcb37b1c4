import { data, Form, redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Textarea, TextInput } from '@mantine/core';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import type { SeoPageType, SeoWrite } from '@shahrbazar/domain/api/settings.schema';
import { documentTitle, firstText } from '@shahrbazar/domain/rules/page-title';
import type { Route } from './+types/seo-edit';
import { FormAlert } from '../../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../../components/forms/submit-button.tsx';
import { useClientCheck } from '../../../components/forms/use-client-check.ts';
import { withNotice } from '../../../components/manager/list-notice.tsx';
import { useFocusFirstInvalid } from '../../../components/manager/use-focus-invalid.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { formValues, settingsGuard } from '../../../components/settings/settings.server.ts';
import type { SettingsActionData } from '../../../components/settings/types.ts';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { problemsAsFailure } from '../../../lib/auth.server.ts';
import { textOf, type FieldProblems } from '../../../lib/form-checks.ts';
import { loadInitialData } from '../../../lib/initial-data.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

const LIST = '/manager/settings/seo';

/** The SEO form's check, in the browser and again in the action: a title. */
function checkSeo(form: FormData): FieldProblems {
  return textOf(form, 'title') ? {} : { title: 'titleRequired' };
}

/** One page type's SEO setting (an unknown type is the API's 404), and how the site joins a title. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args, true);
  const [seo, initial] = await Promise.all([
    serverApi(args.request, args.context)
      .GET('/api/v1/manager/seo/{type}', { params: { path: { type: args.params.type } } })
      .catch(panelFailure(args, 'manager')),
    loadInitialData(args.request, args.context).catch((): Partial<InitialData> => ({})),
  ]);
  return {
    seo,
    separator: initial.siteSettings?.titleSeparator ?? '',
    siteTitle: firstText(initial.siteSettings?.appTitle, initial.siteTexts?.appTitle),
  };
}

export async function action(args: Route.ActionArgs) {
  await settingsGuard(args, true);
  const form = await args.request.formData();
  const values = formValues(form);
  const refused = problemsAsFailure(args.request, checkSeo(form));
  if (refused) return data<SettingsActionData>({ failure: refused, values }, { status: 422 });
  const body: SeoWrite = {
    title: textOf(form, 'title'),
    sectionTitle: textOf(form, 'sectionTitle'),
    metaTitle: textOf(form, 'metaTitle'),
    metaDescription: textOf(form, 'metaDescription'),
  };
  try {
    await serverApi(args.request, args.context).PUT('/api/v1/manager/seo/{type}', {
      params: { path: { type: args.params.type } },
      body,
    });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
  return redirect(withNotice(LIST, 'saved'), 303);
}

export default function SeoEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, separator, siteTitle } = loaderData;
  const result: SettingsActionData | undefined = actionData;
  const check = useClientCheck(checkSeo);
  const errors = { ...result?.failure?.fields, ...check.errors };
  const formRef = useFocusFirstInvalid(Object.keys(check.errors).length > 0 ? check.errors : result?.failure);
  const type = t(`settings.seo.types.${seo.type as SeoPageType}`);
  const value = (name: keyof SeoWrite) => result?.values?.[name] ?? seo[name];
  const field = (name: keyof SeoWrite) => ({
    name,
    label: t(`settings.seo.${name}`),
    defaultValue: value(name),
    error: errors[name],
    autoComplete: 'off',
  });
  const example = documentTitle(value('title'), separator || t('app.titleSeparator'), siteTitle || t('app.title'));
  return (
    <PanelPage title={t('settings.seo.editTitle', { type })}>
      <Form method="post" noValidate onSubmit={check.onSubmit} ref={formRef}>
        <PanelCard>
          <div className={forms.grid}>
            <TextInput {...field('title')} description={t('settings.seo.titleHint', { example })} required />
            <TextInput {...field('sectionTitle')} />
            <TextInput {...field('metaTitle')} description={t('settings.seo.metaTitleHint')} />
            <Textarea {...field('metaDescription')} rows={3} maxLength={320} className={classes.wide} />
          </div>
        </PanelCard>
        <FormAlert failure={result?.failure} />
        <div className={forms.actions}>
          <Button component={Link} to={LIST} variant="default" size="md">
            {t('manager.confirm.cancel')}
          </Button>
          <SubmitButton label={t('settings.save')} fullWidth={false} />
        </div>
      </Form>
    </PanelPage>
  );
}
