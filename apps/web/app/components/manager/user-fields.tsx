import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Checkbox, NativeSelect, PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { User } from '@shahrbazar/domain/api/user.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { DIGIT_FIELDS } from '../../lib/profile-form.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { PanelCard } from '../panel/panel-page.tsx';
import forms from '../panel/forms.module.css';
import type { Option } from './types.ts';

/** Fields a user form shows; a taken mobile or e-mail, a short password... come back under these names. */
export const USER_FIELD_NAMES = [
  'name',
  'mobile',
  'email',
  'password',
  'nationalCode',
  'gender',
  'cardNumber',
  'shabaNumber',
  'economicCode',
  'whatsAppNumber',
  'telegramId',
  'instagramId',
  'address',
  'latitude',
  'longitude',
  'description',
] as const;

/**
 * The fields of a user, in the user panel profile's sections and words (panel.profile.*): who (name, mobile, e-mail,
 * password), identity and bank, contact, place. `create`: an empty user with the spec's defaults (gender man, mobile
 * shown, chat on) and an optional password; `edit`: the saved values and "a new password" (blank keeps the old one);
 * `profile`: one's own, the mobile read-only and no password (it is changed through the reset flow).
 */
export function UserFields({
  mode,
  saved,
  typed,
  errors,
  genders,
  afterAccount,
}: {
  mode: 'create' | 'edit' | 'profile';
  /** Shown right after the account section (the back office's status and access). */
  afterAccount?: ReactNode;
  saved?: User | undefined;
  typed?: Record<string, string> | undefined;
  errors: Record<string, string | undefined>;
  genders: readonly Option[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ltr = { dir: 'ltr', classNames: { input: forms.ltrInput } } as const;

  /** A text input's name, label, value (what was typed, else the saved value) and error. */
  const field = (name: (typeof USER_FIELD_NAMES)[number], label: string) => {
    const value = saved?.[name as keyof User];
    const shown = typeof value === 'number' ? (value === 0 ? '' : String(value)) : String(value ?? '');
    const digits = DIGIT_FIELDS.has(name) || name === 'mobile';
    return {
      name,
      label,
      defaultValue: typed?.[name] ?? (digits ? localizeDigits(shown, locale) : shown),
      error: errors[name],
    };
  };
  const checked = (name: 'displayMobile' | 'activeChat') =>
    typed ? Boolean(typed[name]) : saved ? saved[name] === 1 : true;

  return (
    <>
      <PanelCard title={t('manager.userForm.account')}>
        <div className={forms.grid}>
          <TextInput {...field('name', t('panel.profile.name'))} required={mode !== 'profile'} autoComplete="off" />
          {mode === 'profile' ? (
            <TextInput
              label={t('auth.mobile')}
              value={localizeDigits(saved?.mobile ?? '', locale)}
              readOnly
              variant="filled"
              title={t('panel.profile.mobileHint')}
              {...ltr}
            />
          ) : (
            <TextInput
              {...field('mobile', t('auth.mobile'))}
              required
              inputMode="tel"
              placeholder={t('auth.mobilePlaceholder')}
              autoComplete="off"
              {...ltr}
            />
          )}
          <TextInput {...field('email', t('panel.profile.email'))} type="email" autoComplete="off" {...ltr} />
          {mode !== 'profile' && (
            <PasswordInput
              name="password"
              label={mode === 'create' ? t('auth.password') : t('auth.newPassword')}
              description={
                mode === 'create' ? t('manager.userForm.passwordOptional') : t('manager.userForm.passwordKeep')
              }
              error={errors.password}
              autoComplete="new-password"
              {...ltr}
            />
          )}
        </div>
      </PanelCard>

      {afterAccount}

      <PanelCard title={t('manager.userForm.identity')}>
        <div className={forms.grid}>
          <TextInput {...field('nationalCode', t('panel.profile.nationalCode'))} inputMode="numeric" {...ltr} />
          <NativeSelect
            name="gender"
            label={t('panel.profile.gender')}
            data={genders.map((option) => ({ value: option.value, label: option.label }))}
            defaultValue={typed?.gender ?? saved?.gender ?? 'man'}
            error={errors.gender}
          />
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
        <div className={forms.grid}>
          <TextInput {...field('whatsAppNumber', t('panel.profile.whatsAppNumber'))} inputMode="tel" {...ltr} />
          <TextInput {...field('telegramId', t('panel.profile.telegramId'))} {...ltr} />
          <TextInput {...field('instagramId', t('panel.profile.instagramId'))} {...ltr} />
        </div>
        <div className={forms.checks}>
          <Checkbox
            name="displayMobile"
            value="1"
            label={mode === 'profile' ? t('panel.profile.displayMobile') : t('manager.userForm.displayMobile')}
            defaultChecked={checked('displayMobile')}
          />
          <Checkbox
            name="activeChat"
            value="1"
            label={mode === 'profile' ? t('panel.profile.activeChat') : t('manager.userForm.activeChat')}
            defaultChecked={checked('activeChat')}
          />
        </div>
      </PanelCard>

      <PanelCard title={t('panel.profile.place')}>
        <Textarea {...field('address', t('panel.profile.address'))} autosize minRows={2} maxRows={5} />
        <div className={forms.grid}>
          <TextInput {...field('latitude', t('panel.profile.latitude'))} inputMode="decimal" {...ltr} />
          <TextInput {...field('longitude', t('panel.profile.longitude'))} inputMode="decimal" {...ltr} />
        </div>
        <Textarea
          {...field(
            'description',
            mode === 'profile' ? t('panel.profile.description') : t('manager.userForm.description'),
          )}
          autosize
          minRows={3}
          maxRows={8}
          mt="sm"
        />
      </PanelCard>
    </>
  );
}
