import { data, Form, redirect, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PasswordInput, TextInput } from '@mantine/core';
import type { Captcha, OtpRequest, Register } from '@shahrbazar/domain/api/auth.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/register';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { CaptchaField } from '../../components/auth/captcha-field.tsx';
import { ResendCode } from '../../components/auth/resend-countdown.tsx';
import classes from '../../components/auth/auth.module.css';
import { MobileInput } from '../../components/auth/mobile-input.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { serverApi } from '../../lib/api.server.ts';
import { captchaAnswerOf, newCaptcha, problemsAsFailure } from '../../lib/auth.server.ts';
import { checkNewPassword, checkRegisterStart, digitsOf, textOf, type FormFailure } from '../../lib/form-checks.ts';
import { redirectWithCookies } from '../../lib/forward-cookies.ts';
import { afterLoginPath, LOGIN_PATH } from '../../lib/panels.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { failureOf, getMe } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Registration (spec section 2): name and mobile, then the code sent by SMS and a password typed twice. */
interface RegisterState {
  step: 'start' | 'finish';
  name?: string;
  mobile?: string;
  sentAt?: number;
  resendIn?: number;
  failure?: FormFailure | undefined;
  captcha?: Captcha | null;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const me = await getMe(request, context).catch(rethrowAsRouteError);
  const redirectTo = url.searchParams.get('redirectTo');
  if (me?.kind === 'general') throw redirect(safeRedirectPath(redirectTo, '/'));
  return { redirectTo, referralId: url.searchParams.get('ref') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(request, context);
  const name = textOf(form, 'name');
  const mobile = digitsOf(form, 'mobile');
  const answer = (state: RegisterState, status = 200) => data<RegisterState>(state, { status });

  if (textOf(form, 'intent') === 'finish') {
    const countdown = { sentAt: Number(form.get('sentAt')) || 0, resendIn: Number(form.get('resendIn')) || 0 };
    const refused = problemsAsFailure(request, checkNewPassword(form));
    if (refused) return answer({ step: 'finish', name, mobile, ...countdown, failure: refused }, 422);
    const referralId = textOf(form, 'referralId');
    const body: Register = {
      name,
      mobile,
      code: digitsOf(form, 'code'),
      password: String(form.get('password')),
      passwordConfirmation: String(form.get('passwordConfirmation')),
      ...(referralId ? { referralId } : {}),
    };
    try {
      const signedIn = await api.request('POST', '/api/v1/auth/register', { body });
      return redirectWithCookies(afterLoginPath('general', form.get('redirectTo')), signedIn.headers);
    } catch (error) {
      const { status, failure } = failureOf(error);
      return answer({ step: 'finish', name, mobile, ...countdown, failure }, status);
    }
  }

  const refused = problemsAsFailure(request, checkRegisterStart(form));
  if (refused) {
    const captcha = form.has('captchaId') ? await newCaptcha(api) : null;
    return answer({ step: 'start', name, mobile, failure: refused, captcha }, 422);
  }
  try {
    const body: OtpRequest = { mobile, purpose: 'login', ...captchaAnswerOf(form) };
    const sent = await api.POST('/api/v1/auth/otp', { body });
    return answer({ step: 'finish', name, mobile, sentAt: Date.now(), resendIn: sent.resendIn });
  } catch (error) {
    const { status, failure } = failureOf(error);
    const captcha = 'captchaCode' in failure.fields || form.has('captchaId') ? await newCaptcha(api) : null;
    return answer({ step: 'start', name, mobile, failure, captcha }, status);
  }
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { redirectTo, referralId } = loaderData;
  const state: RegisterState = actionData ?? { step: 'start' };
  const login = new URLSearchParams();
  if (redirectTo) login.set('redirectTo', redirectTo);
  if (referralId) login.set('ref', referralId);
  return (
    <AuthCard
      title={t('auth.registerPage.title')}
      intro={state.step === 'start' ? t('auth.registerPage.intro') : undefined}
      footer={
        <span>
          {t('auth.haveAccount')}{' '}
          <Link to={login.size > 0 ? `${LOGIN_PATH.general}?${login}` : LOGIN_PATH.general}>
            {t('auth.login.link')}
          </Link>
        </span>
      }
    >
      {state.step === 'finish' ? (
        <FinishStep state={state} redirectTo={redirectTo} referralId={referralId} />
      ) : (
        <StartStep state={state} />
      )}
    </AuthCard>
  );
}

function StartStep({ state }: { state: RegisterState }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientCheck(checkRegisterStart);
  const failure = state.failure;
  return (
    <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
      <FormAlert failure={failure} shownFields={['name', 'mobile', 'captchaCode']} />
      <input type="hidden" name="intent" value="start" />
      <TextInput
        name="name"
        label={t('auth.name')}
        autoComplete="name"
        defaultValue={state.name}
        error={errors.name ?? failure?.fields.name}
      />
      <MobileInput defaultValue={state.mobile} error={errors.mobile ?? failure?.fields.mobile} />
      {state.captcha && (
        <CaptchaField
          key={state.captcha.captchaId}
          captcha={state.captcha}
          error={errors.captchaCode ?? failure?.fields.captchaCode}
        />
      )}
      <SubmitButton label={t('auth.sendCode')} />
    </Form>
  );
}

function FinishStep({
  state,
  redirectTo,
  referralId,
}: {
  state: RegisterState;
  redirectTo: string | null;
  referralId: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const { errors, onSubmit } = useClientCheck(checkNewPassword);
  const failure = state.failure;
  const mobile = state.mobile ?? '';
  return (
    <>
      <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
        <FormAlert failure={failure} shownFields={['code', 'password', 'passwordConfirmation']} />
        <p className={classes.sentTo}>
          {t('auth.codeSentTo', { mobile: localizeDigits(mobile, locale) })}{' '}
          <Link to={{ pathname: location.pathname, search: location.search }} replace className={classes.edit}>
            {t('auth.editMobile')}
          </Link>
        </p>
        <input type="hidden" name="intent" value="finish" />
        <input type="hidden" name="name" value={state.name ?? ''} />
        <input type="hidden" name="mobile" value={mobile} />
        <input type="hidden" name="sentAt" value={state.sentAt ?? ''} />
        <input type="hidden" name="resendIn" value={state.resendIn ?? ''} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {referralId && <input type="hidden" name="referralId" value={referralId} />}
        <TextInput
          name="code"
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          autoFocus
          error={errors.code ?? failure?.fields.code ?? failure?.fields.mobile}
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
        <SubmitButton label={t('auth.register')} />
      </Form>
      <ResendCode
        key={state.sentAt}
        seconds={state.resendIn ?? 0}
        hidden={{ intent: 'start', name: state.name ?? '', mobile }}
      />
    </>
  );
}
