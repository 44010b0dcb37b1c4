import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, Textarea, TextInput } from '@mantine/core';
import type { SiteTextGroup, SiteTextName } from '@shahrbazar/domain/api/app.schema';
import type { SiteTextsScreen } from '@shahrbazar/domain/api/settings.schema';
import type { Route } from './+types/texts';
import { EnglishInput } from '../../../components/forms/english-input.tsx';
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
import { panelFailure, type RequestArgs } from '../../../lib/session.server.ts';

const API = '/api/v1/manager/settings/texts';

type SiteText = SiteTextsScreen['groups'][number]['texts'][number];

/** The form field of a text's English value: named as the API names its refusal. */
const englishName = (name: string) => `en.${name}`;

/** The screen and the group asked for (?group=), the first group when none or an unknown one is asked for. */
async function load(args: RequestArgs) {
  const screen = await serverApi(args.request, args.context).GET(API).catch(panelFailure(args, 'manager'));
  const asked = args.url.searchParams.get('group');
  const group = screen.groups.find((g) => g.key === asked) ?? screen.groups[0];
  return { screen, group };
}

/** Site text settings of the spec, one group at a time: titles and links, social and trust, messages and footer... */
export async function loader(args: Route.LoaderArgs) {
  await settingsGuard(args);
  const { screen, group } = await load(args);
  return { groups: screen.groups.map((g) => g.key), group };
}

/** Saves the texts of the group shown (only those: the other groups keep their values). */
export async function action(args: Route.ActionArgs) {
  await settingsGuard(args, true);
  const form = await args.request.formData();
  const { group } = await load(args);
  const texts = group?.texts ?? [];
  const body = {
    ...Object.fromEntries(
      texts.map((text) => [
        text.name,
        text.kind === 'switch' ? String(switchOf(form, text.name)) : textOf(form, text.name),
      ]),
    ),
    // The English values of the texts that have one (ADR 0045), sent as `en` and named `en.{name}` in the form.
    en: Object.fromEntries(
      texts.filter((text) => text.contentEn !== null).map((text) => [text.name, textOf(form, englishName(text.name))]),
    ),
  };
  return saveSettings(args, (api) => api.PUT(API, { body }), formValues(form));
}

export default function SiteTextsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useManagerMe();
  const { groups, group } = loaderData;
  const result: SettingsActionData | undefined = actionData;
  const errors = result?.failure?.fields ?? {};
  const label = (name: string) => t(`settings.texts.names.${name as SiteTextName}`);
  /** The English value beside a text that has one (ADR 0045). */
  const english = (text: SiteText, multiline: boolean) =>
    text.contentEn === null ? null : (
      <EnglishInput
        key={englishName(text.name)}
        name={englishName(text.name)}
        field={label(text.name)}
        defaultValue={result?.values?.[englishName(text.name)] ?? text.contentEn}
        error={errors[englishName(text.name)]}
        maxLength={multiline ? 4000 : 300}
        multiline={multiline}
        className={multiline ? classes.wide : undefined}
      />
    );
  return (
    <PanelPage title={t('settings.nav.settings')}>
      <SettingsTabs current="texts" />
      <nav aria-label={t('settings.texts.groupsLabel')} className={classes.tabs}>
        {groups.map((key: SiteTextGroup) => (
          <Button
            key={key}
            component={Link}
            to={`?group=${key}`}
            variant={key === group?.key ? 'light' : 'subtle'}
            size="xs"
            aria-current={key === group?.key ? 'page' : undefined}
          >
            {t(`settings.texts.groups.${key}`)}
          </Button>
        ))}
      </nav>
      {group && (
        <SettingsForm result={result} canEdit={may(me, MANAGER.settingsEdit)}>
          <PanelCard title={t(`settings.texts.groups.${group.key}`)}>
            <div className={forms.grid}>
              {group.texts.map((text) => {
                const common = {
                  name: text.name,
                  label: label(text.name),
                  defaultValue: result?.values?.[text.name] ?? text.content,
                  error: errors[text.name],
                  autoComplete: 'off',
                };
                switch (text.kind) {
                  case 'switch':
                    return (
                      <SwitchField
                        key={text.name}
                        name={text.name}
                        label={label(text.name)}
                        checked={(result?.values?.[text.name] ?? text.content) === 'true'}
                        error={errors[text.name]}
                      />
                    );
                  case 'long':
                    return [
                      <Textarea key={text.name} {...common} rows={4} className={classes.wide} />,
                      english(text, true),
                    ];
                  case 'url':
                  case 'link':
                  case 'email':
                    return (
                      <TextInput
                        key={text.name}
                        {...common}
                        dir="ltr"
                        classNames={{ input: forms.ltrInput }}
                        type={text.kind === 'email' ? 'email' : 'text'}
                        inputMode={text.kind === 'email' ? 'email' : 'url'}
                        description={text.kind === 'email' ? undefined : t(`settings.texts.${text.kind}Hint`)}
                      />
                    );
                  default:
                    return [<TextInput key={text.name} {...common} />, english(text, false)];
                }
              })}
            </div>
          </PanelCard>
        </SettingsForm>
      )}
    </PanelPage>
  );
}
