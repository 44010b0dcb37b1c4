import { useTranslation } from '../../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import type { ServiceSetting } from '@shahrbazar/domain/api/settings.schema';
import type { Route } from './+types/services';
import { MANAGER, may, useManagerMe } from '../../../components/manager/access.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import forms from '../../../components/panel/forms.module.css';
import { SettingsForm } from '../../../components/settings/settings-form.tsx';
import { formValues, saveSettings, settingsGuard, switchOf } from '../../../components/settings/settings.server.ts';
import { SettingsTabs } from '../../../components/settings/settings-tabs.tsx';
import { SwitchField } from '../../../components/settings/switch-field.tsx';
import type { SettingsActionData } from '../../../components/settings/types.ts';
import classes from '../../../components/settings/settings.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-checks.ts';
import type { Section } from '../../../lib/sections.ts';
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';

type SectionKey = Section['key'];

const API = '/api/v1/manager/settings/services';

/** The catalogue's name of a marketplace section, else the entry's own title (as the back office wrote it). */
function useServiceLabel() {
  const { t, i18n } = useTranslation();
  return (item: ServiceSetting) =>
    i18n.exists(`sections.${item.name}.title`)
      ? t(`sections.${item.name as SectionKey}.title`)
      : item.title || item.name;
}

/** An on/off service setting ("true" / "false"), shown as a switch; any other text as a text field. */
const isSwitch = (item: ServiceSetting) => item.content === 'true' || item.content === 'false';

async function load(args: RequestArgs) {
  return (await serverApi(args.request, args.context).GET(API).catch(panelFailure(args, 'manager'))).items;
}

/** The service settings (initial data `serviceSettings`): each service of the marketplace and its setting. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  return { items: await load(args) };
}

export async function action(args: Route.ActionArgs) {
  await settingsGuard(args, true);
  const form = await args.request.formData();
  const items = await load(args);
  const body = Object.fromEntries(
    items.map((item) => [item.name, isSwitch(item) ? String(switchOf(form, item.name)) : textOf(form, item.name)]),
  );
  return saveSettings(args, (api) => api.PUT(API, { body }), formValues(form));
}

export default function ServiceSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const labelOf = useServiceLabel();
  const me = useManagerMe();
  const result: SettingsActionData | undefined = actionData;
  const errors = result?.failure?.fields ?? {};
  const { items } = loaderData;
  const switches = items.filter(isSwitch);
  const texts = items.filter((item) => !isSwitch(item));
  return (
    <PanelPage title={t('settings.nav.settings')}>
      <SettingsTabs current="services" />
      {items.length === 0 ? (
        <PanelCard>
          <p className={classes.muted}>{t('settings.services.empty')}</p>
        </PanelCard>
      ) : (
        <SettingsForm result={result} canEdit={may(me, MANAGER.settingsEdit)}>
          <PanelCard title={t('settings.tabs.services')}>
            <p className={classes.muted}>{t('settings.services.intro')}</p>
            {texts.length > 0 && (
              <div className={forms.grid}>
                {texts.map((item) => (
                  <TextInput
                    key={item.name}
                    name={item.name}
                    label={labelOf(item)}
                    defaultValue={result?.values?.[item.name] ?? item.content}
                    error={errors[item.name]}
                    autoComplete="off"
                  />
                ))}
              </div>
            )}
            <div className={classes.switches}>
              {switches.map((item) => (
                <SwitchField
                  key={item.name}
                  name={item.name}
                  label={labelOf(item)}
                  checked={(result?.values?.[item.name] ?? item.content) === 'true'}
                  error={errors[item.name]}
                />
              ))}
            </div>
          </PanelCard>
        </SettingsForm>
      )}
    </PanelPage>
  );
}
