import { Form } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { User } from '@shahrbazar/domain/api/user.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/profile';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useSavedForm } from '../../components/forms/use-saved-form.ts';
import { AvatarUpload } from '../../components/panel/avatar-upload.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { profileAction, profileLoader, type ProfileActionData } from '../../components/panel/profile.server.ts';
import { SessionList } from '../../components/panel/session-list.tsx';
import classes from '../../components/panel/forms.module.css';
import { genderOptions } from '../../lib/labels.server.ts';
import { DIGIT_FIELDS } from '../../lib/profile-form.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Profile (spec: /panel/profile): the user's own fields, avatar, and the devices signed in to the account. */
export async function loader(args: Route.LoaderArgs) {
  return profileLoader(args, 'general', genderOptions);
}

export async function action(args: Route.ActionArgs) {
  return profileAction(args, 'general', (form) =>
    Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { profile, sessions, genders } = loaderData;
  const result: ProfileActionData | undefined = actionData;
  const page = useSavedForm(actionData);
  const failure = result?.failure;
  const typed = result?.values;

  /** Props of a text input: its name, label, value (what was typed, else the saved value) and its error. */
  const field = (name: keyof User & string, label: string) => {
    const saved = profile[name];
    const shown = typeof saved === 'number' ? (saved === 0 ? '' : String(saved)) : String(saved ?? '');
    return {
      name,
      label,
      defaultValue: typed?.[name] ?? (DIGIT_FIELDS.has(name) ? localizeDigits(shown, locale) : shown),
      error: failure?.fields[name],
    };
  };
  const ltr = { dir: 'ltr', classNames: { input: classes.ltrInput } } as const;

  return (
    <PanelPage title={t('panel.nav.profile')}>
      <PanelCard title={t('panel.profile.avatar')}>
        <AvatarUpload avatar={profile.avatar} panel="general" />
      </PanelCard>

      <Form method="post" noValidate key={page.key} preventScrollReset>
        <PanelCard title={t('panel.profile.personal')}>
          <div className={classes.grid}>
            <TextInput {...field('name', t('panel.profile.name'))} autoComplete="name" />
            <TextInput
              label={t('auth.mobile')}
              value={localizeDigits(profile.mobile ?? '', locale)}
              readOnly
              variant="filled"
              title={t('panel.profile.mobileHint')}
              {...ltr}
            />
            <TextInput {...field('email', t('panel.profile.email'))} type="email" autoComplete="email" {...ltr} />
            <TextInput {...field('nationalCode', t('panel.profile.nationalCode'))} inputMode="numeric" {...ltr} />
            <NativeSelect
              name="gender"
              label={t('panel.profile.gender')}
              data={genders.map((option) => ({ value: option.value, label: option.label }))}
              defaultValue={typed?.gender ?? profile.gender}
              error={failure?.fields.gender}
            />
          </div>
        </PanelCard>

        <PanelCard title={t('panel.profile.bank')}>
          <div className={classes.grid}>
            <TextInput {...field('cardNumber', t('panel.profile.cardNumber'))} inputMode="numeric" {...ltr} />
            <TextInput
              {...field('shabaNumber', t('panel.profile.shabaNumber'))}
              placeholder={t('panel.profile.shabaPlaceholder')}
              {...ltr}
            />
            <TextInput {...field('economicCode', t('panel.profile.economicCode'))} inputMode="numeric" {...ltr} />
          </div>
        </PanelCard>

        <PanelCard title={t('panel.profile.contact')}>
          <div className={classes.grid}>
            <TextInput {...field('whatsAppNumber', t('panel.profile.whatsAppNumber'))} inputMode="tel" {...ltr} />
            <TextInput {...field('telegramId', t('panel.profile.telegramId'))} {...ltr} />
            <TextInput {...field('instagramId', t('panel.profile.instagramId'))} {...ltr} />
          </div>
          <div className={classes.checks}>
            <Checkbox
              name="displayMobile"
              value="1"
              label={t('panel.profile.displayMobile')}
              defaultChecked={typed ? Boolean(typed.displayMobile) : profile.displayMobile === 1}
            />
            <Checkbox
              name="activeChat"
              value="1"
              label={t('panel.profile.activeChat')}
              defaultChecked={typed ? Boolean(typed.activeChat) : profile.activeChat === 1}
            />
          </div>
        </PanelCard>

        <PanelCard title={t('panel.profile.place')}>
          <Textarea {...field('address', t('panel.profile.address'))} autosize minRows={2} maxRows={5} />
          <div className={classes.grid}>
            <TextInput {...field('latitude', t('panel.profile.latitude'))} inputMode="decimal" {...ltr} />
            <TextInput {...field('longitude', t('panel.profile.longitude'))} inputMode="decimal" {...ltr} />
          </div>
          <Textarea
            {...field('description', t('panel.profile.description'))}
            autosize
            minRows={3}
            maxRows={8}
            mt="sm"
          />
        </PanelCard>

        {/* Beside the button, where the person is looking when the answer comes. */}
        <FormNotice>{page.saved ? t('panel.profile.saved') : null}</FormNotice>
        <FormAlert failure={failure} shownFields={Object.keys(profile)} />
        <div className={classes.actions}>
          <SubmitButton label={t('panel.profile.save')} fullWidth={false} />
        </div>
      </Form>

      <PanelCard title={t('panel.sessions.title')}>
        <SessionList sessions={sessions} />
      </PanelCard>
    </PanelPage>
  );
}
