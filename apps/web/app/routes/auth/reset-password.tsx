import { data, Form, redirect } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PasswordInput, TextInput } from '@mantine/core';
import type { ResetPassword } from '@shahrbazar/domain/api/auth.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/reset-password';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import classes from '../../components/auth/auth.module.css';
import { MobileInput } from '../../components/auth/mobile-input.tsx';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { serverApi } from '../../lib/api.server.ts';
import { problemsAsFailure } from '../../lib/auth.server.ts';
import { checkNewPassword, digitsOf, type FormFailure } from '../../lib/form-checks.ts';
import { LOGIN_PATH, panelOfParam } from '../../lib/panels.ts';
import { failureOf } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Reset password, step 2: the mobile number, the code it received and the new password twice; then log in. */
interface ResetState {
  mobile: string;
  failure?: FormFailure | undefined;
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    mobile: url.searchParams.get('mobile') ?? '',
    sent: url.searchParams.has('sent'),
    panel: panelOfParam(url.searchParams.get('panel')),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const mobile = digitsOf(form, 'mobile');
  const refused = problemsAsFailure(request, checkNewPassword(form));
  if (refused) return data<ResetState>({ mobile, failure: refused }, { status: 422 });
  const body: ResetPassword = {
    mobile,
    code: digitsOf(form, 'code'),
    password: String(form.get('password')),
    passwordConfirmation: String(form.get('passwordConfirmation')),
  };
  try {
    await serverApi(request, context).POST('/api/v1/auth/password/reset', { body });
  } catch (error) {
    const { status, failure } = failureOf(error);
    return data<ResetState>({ mobile, failure }, { status });
  }
  // Every session of the account was signed out: log in again with the new password.
  const panel = panelOfParam(url.searchParams.get('panel'));
  return redirect(`${LOGIN_PATH[panel]}?method=password&reset=1`, 303);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { errors, onSubmit } = useClientCheck(checkNewPassword);
  const failure = actionData?.failure;
  const mobile = actionData?.mobile ?? loaderData.mobile;
  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={<Link to={LOGIN_PATH[loaderData.panel]}>{t('auth.login.back')}</Link>}
    >
      {loaderData.sent && !actionData && (
        <FormNotice>{t('auth.reset.codeSent', { mobile: localizeDigits(loaderData.mobile, locale) })}</FormNotice>
      )}
      <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
        <FormAlert failure={failure} shownFields={['mobile', 'code', 'password', 'passwordConfirmation']} />
        <MobileInput defaultValue={mobile} error={failure?.fields.mobile} />
        <TextInput
          name="code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          error={errors.code ?? failure?.fields.code}
          classNames={{ input: classes.codeInput }}
        />
        <PasswordInput
          name="password"
          label={t('auth.newPassword')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          error={errors.password ?? failure?.fields.password}
        />
        <PasswordInput
          name="passwordConfirmation"
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          error={errors.passwordConfirmation ?? failure?.fields.passwordConfirmation}
        />
        <SubmitButton label={t('auth.reset.submit')} />
      </Form>
    </AuthCard>
  );
}
