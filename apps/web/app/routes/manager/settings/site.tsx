import { useTranslation } from '../../../lib/use-translation.tsx';
import { Textarea, TextInput } from '@mantine/core';
import type { SiteSettingName, SiteSettings } from '@shahrbazar/domain/api/settings.schema';
import { documentTitle } from '@shahrbazar/domain/rules/page-title';
import type { Route } from './+types/site';
import { EnglishInput } from '../../../components/forms/english-input.tsx';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { SettingsForm } from '../../../components/settings/settings-form.tsx';
import { formValues, saveSettings, settingsGuard } from '../../../components/settings/settings.server.ts';
import { SettingsTabs } from '../../../components/settings/settings-tabs.tsx';
import type { SettingsActionData } from '../../../components/settings/types.ts';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import { panelFailure } from '../../../lib/session.server.ts';

const API = '/api/v1/manager/settings/site';

/** Site setting of the spec: app name, title, meta description, title separator, url, tag manager id, restore code. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  return {
    settings: await serverApi(args.request, args.context).GET(API).catch(panelFailure(args, 'manager')),
  };
}

export async function action(args: Route.ActionArgs) {
  await settingsGuard(args, true);
  const form = await args.request.formData();
  const separator = form.get('titleSeparator');
  const body: SiteSettings = {
    appName: textOf(form, 'appName'),
    appTitle: textOf(form, 'appTitle'),
    metaDescription: textOf(form, 'metaDescription'),
    // Spaces around the separator are part of it (" | ").
    titleSeparator: typeof separator === 'string' ? separator : '',
    appUrl: textOf(form, 'appUrl'),
    tagManagerId: textOf(form, 'tagManagerId'),
    restoreSettingsCode: textOf(form, 'restoreSettingsCode'),
    appNameEn: textOf(form, 'appNameEn'),
    appTitleEn: textOf(form, 'appTitleEn'),
    metaDescriptionEn: textOf(form, 'metaDescriptionEn'),
  };
  return saveSettings(args, (api) => api.PUT(API, { body }), formValues(form));
}

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const result: SettingsActionData | undefined = actionData;
  const errors = result?.failure?.fields ?? {};
  const value = (name: keyof SiteSettings) => result?.values?.[name] ?? loaderData.settings[name];
  const field = (name: SiteSettingName) => ({
    name,
    label: t(`settings.site.${name}`),
    defaultValue: value(name),
    error: errors[name],
    autoComplete: 'off',
  });
  const ltr = { dir: 'ltr' as const, classNames: { input: forms.ltrInput } };
  /** The English value beside a setting that has one (ADR 0045). */
  const english = (name: 'appName' | 'appTitle' | 'metaDescription') => ({
    name: `${name}En`,
    field: t(`settings.site.${name}`),
    defaultValue: value(`${name}En`),
    error: errors[`${name}En`],
  });
  const example = documentTitle(
    t('settings.seo.types.ads'),
    value('titleSeparator'),
    value('appTitle') || t('app.title'),
  );
  return (
    <PanelPage title={t('settings.nav.settings')}>
      <SettingsTabs current="site" />
      <SettingsForm result={result} canEdit={may(me, MANAGER.settingsEdit)}>
        <PanelCard title={t('settings.site.identity')}>
          <div className={forms.grid}>
            <TextInput {...field('appName')} required />
            <TextInput {...field('appTitle')} required />
            <TextInput
              {...field('titleSeparator')}
              description={t('settings.site.titleSeparatorHint', { example })}
              required
            />
            <Textarea
              {...field('metaDescription')}
              description={t('settings.site.metaDescriptionHint')}
              className={classes.wide}
              rows={3}
              maxLength={320}
            />
            <EnglishInput {...english('appName')} maxLength={100} />
            <EnglishInput {...english('appTitle')} maxLength={150} />
            <EnglishInput {...english('metaDescription')} maxLength={320} multiline className={classes.wide} />
          </div>
        </PanelCard>
        <PanelCard title={t('settings.site.technical')}>
          <p className={classes.muted}>{t('settings.site.tagManagerNote')}</p>
          <div className={forms.grid}>
            <TextInput {...field('appUrl')} {...ltr} type="url" inputMode="url" placeholder="https://" />
            <TextInput {...field('tagManagerId')} {...ltr} placeholder="GTM-AB12CD" />
            <TextInput {...field('restoreSettingsCode')} {...ltr} />
          </div>
        </PanelCard>
      </SettingsForm>
    </PanelPage>
  );
}
