import { useTranslation } from '../../../lib/use-translation.tsx';
import { Textarea, TextInput } from '@mantine/core';
import type { AppSettingName } from '@shahrbazar/domain/api/app.schema';
import type { AppSettings } from '@shahrbazar/domain/api/settings.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { formatNumber, localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/app';
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
import { panelFailure } from '../../../lib/session.server.ts';
import { useLocale } from '../../../lib/use-locale.ts';

const API = '/api/v1/manager/settings/app';

type Kind = 'integer' | 'boolean' | 'url' | 'text' | 'long';
/** The spec's app settings in its groups: app release, panel release, prices and switches, links. */
const SECTIONS: ReadonlyArray<{ key: 'app' | 'panel' | 'prices' | 'links'; fields: Array<[AppSettingName, Kind]> }> = [
  {
    key: 'app',
    fields: [
      ['appVersionCode', 'integer'],
      ['appVersionName', 'text'],
      ['appUrlUpdate', 'url'],
      ['appUrlDownload', 'url'],
      ['appUpdateDescription', 'long'],
      ['appForceUpdate', 'boolean'],
    ],
  },
  {
    key: 'panel',
    fields: [
      ['panelVersionCode', 'integer'],
      ['panelVersionName', 'text'],
      ['panelUrlUpdate', 'url'],
      ['panelUrlDownload', 'url'],
      ['panelForceUpdate', 'boolean'],
    ],
  },
  {
    key: 'prices',
    fields: [
      ['priceGold18', 'integer'],
      ['crawlGoldPriceList', 'long'],
      ['activeSale', 'boolean'],
      ['activeCrawlGoldPrice', 'boolean'],
      ['activeReward', 'boolean'],
      ['activeMyRealEstateRegister', 'boolean'],
      ['restoreSettings', 'boolean'],
    ],
  },
  { key: 'links', fields: [['urlAgent', 'url']] },
];

const APP_FIELDS = SECTIONS.flatMap((section) => section.fields);

/** A stored value as its field shows it: prices with thousands separators, codes as digits, switches "true"/"false". */
function shown(name: AppSettingName, kind: Kind, value: AppSettings[AppSettingName], locale: Locale): string {
  if (kind !== 'integer') return String(value);
  return name === 'priceGold18' ? formatNumber(Number(value), locale) : localizeDigits(Number(value), locale);
}

/** App settings of the spec: release info of the app and the panel, prices and switches, the agent link. */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  return {
    settings: await serverApi(args.request, args.context).GET(API).catch(panelFailure(args, 'manager')),
  };
}

/**
 * A whole number as typed (Persian digits too); empty is 0 (spec section 5: integer parsing falls back to 0).
 * Anything else goes to the API as typed, which refuses it with the field named.
 */
function integerOf(form: FormData, name: string): number | string {
  const text = toAsciiDigits(textOf(form, name)).replace(/[,٬]/g, '');
  if (text === '') return 0;
  return /^\d+$/.test(text) ? Number(text) : text;
}

export async function action(args: Route.ActionArgs) {
  await settingsGuard(args, true);
  const form = await args.request.formData();
  const body = Object.fromEntries(
    APP_FIELDS.map(([name, kind]) => [
      name,
      kind === 'integer' ? integerOf(form, name) : kind === 'boolean' ? switchOf(form, name) : textOf(form, name),
    ]),
  );
  return saveSettings(args, (api) => api.PUT(API, { body }), formValues(form));
}

export default function AppSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useManagerMe();
  const result: SettingsActionData | undefined = actionData;
  const errors = result?.failure?.fields ?? {};
  const { settings } = loaderData;
  const typed = (name: AppSettingName) => result?.values?.[name];
  const render = ([name, kind]: [AppSettingName, Kind]) => {
    const label = t(`settings.app.names.${name}`);
    if (kind === 'boolean') {
      const checked = typed(name) === undefined ? Boolean(settings[name]) : typed(name) === 'true';
      return <SwitchField key={name} name={name} label={label} checked={checked} error={errors[name]} />;
    }
    const stored = settings[name];
    const common = {
      name,
      label,
      // Prices with thousands separators (read back by integerOf); version codes as plain digits.
      defaultValue: typed(name) ?? shown(name, kind, stored, locale),
      error: errors[name],
      autoComplete: 'off',
    };
    if (kind === 'long') return <Textarea key={name} {...common} rows={3} className={classes.wide} />;
    if (kind === 'integer') return <TextInput key={name} {...common} inputMode="numeric" />;
    if (kind === 'url')
      return (
        <TextInput
          key={name}
          {...common}
          dir="ltr"
          classNames={{ input: forms.ltrInput }}
          inputMode="url"
          placeholder="https://"
        />
      );
    return <TextInput key={name} {...common} />;
  };
  return (
    <PanelPage title={t('settings.nav.settings')}>
      <SettingsTabs current="app" />
      <SettingsForm result={result} canEdit={may(me, MANAGER.settingsEdit)}>
        {SECTIONS.map((section) => (
          <PanelCard key={section.key} title={t(`settings.app.sections.${section.key}`)}>
            <div className={forms.grid}>{section.fields.filter(([, kind]) => kind !== 'boolean').map(render)}</div>
            {section.fields.some(([, kind]) => kind === 'boolean') && (
              <div className={classes.switches}>
                {section.fields.filter(([, kind]) => kind === 'boolean').map(render)}
              </div>
            )}
          </PanelCard>
        ))}
      </SettingsForm>
    </PanelPage>
  );
}
