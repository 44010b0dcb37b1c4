import type { ReactNode } from 'react';
import { data, Form, redirect, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { PasswordInput, TextInput } from '@mantine/core';
import type { Captcha, OtpLogin, OtpRequest, PasswordLogin } from '@shahrbazar/domain/api/auth.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/login';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { CaptchaField } from '../../components/auth/captcha-field.tsx';
import { ProofOfWorkField, useCodeRequestSubmit, type FormProof } from '../../components/auth/proof-of-work-field.tsx';
import { ResendCode } from '../../components/auth/resend-countdown.tsx';
import classes from '../../components/auth/auth.module.css';
import { MobileInput } from '../../components/auth/mobile-input.tsx';
import { FormAlert, FormNotice } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { useClientCheck } from '../../components/forms/use-client-check.ts';
import { serverApi } from '../../lib/api.server.ts';
import { captchaAnswerOf, newCaptcha, problemsAsFailure } from '../../lib/auth.server.ts';
import { nextProof, proofAnswerOf } from '../../lib/proof-of-work.server.ts';
import {
  checkCodeStep,
  checkMobileStep,
  checkPasswordLogin,
  digitsOf,
  textOf,
  type FormFailure,
} from '../../lib/form-checks.ts';
import { cookiesOf, redirectWithCookies } from '../../lib/forward-cookies.ts';
import { afterLoginPath, panelOfLoginPath, SIGNED_IN_HOME, type PanelKind } from '../../lib/panels.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { failureOf, getMe, staleCookieHeaders } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

// One module for the three doors of spec section 2: /auth/panel/login (user panel), /auth/agent/login and
// /auth/manager/login (back office: password and captcha only). The path says which panel is asked for.

/** What the page shows after a submission: which step, what was typed, and what the API said. */
interface LoginState {
  step: 'mobile' | 'code' | 'password';
  mobile?: string;
  username?: string;
  /** When the code was sent and how long until it may be sent again (the resend countdown). */
  sentAt?: number;
  resendIn?: number;
  failure?: FormFailure | undefined;
  /** A fresh captcha: each one is good for a single try. */
  captcha?: Captcha | null;
  /** The proof of work a busy address or browser does for a code (ADR 0091). */
  proof?: FormProof | null;
}

function panelOf(url: URL): PanelKind {
  const kind = panelOfLoginPath(url.pathname);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const kind = panelOf(url);
  const me = await getMe(request, context).catch(rethrowAsRouteError);
  const redirectTo = url.searchParams.get('redirectTo');
  // Logged-in users skip the login pages; a session of another panel may sign in here (it replaces that session).
  if (me?.kind === kind) throw redirect(safeRedirectPath(redirectTo, SIGNED_IN_HOME[kind]));
  const method = kind === 'manager' || url.searchParams.get('method') === 'password' ? 'password' : 'otp';
  const captcha = method === 'password' ? await newCaptcha(serverApi(request, context)) : null;
  return data(
    {
      kind,
      method,
      captcha,
      redirectTo,
      referralId: url.searchParams.get('ref'),
      passwordReset: url.searchParams.has('reset'),
    },
    { headers: staleCookieHeaders({ request, context, url }, me) },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const kind = panelOf(url);
  const form = await request.formData();
  const api = serverApi(request, context);
  const intent = textOf(form, 'intent');
  const answer = (state: LoginState, status = 200, headers?: Headers) => data<LoginState>(state, { status, headers });

  if (intent === 'password' || kind === 'manager') {
    const username = textOf(form, 'username');
    const refused = problemsAsFailure(request, checkPasswordLogin(form));
    if (refused) return answer({ step: 'password', username, failure: refused, captcha: await newCaptcha(api) }, 422);
    try {
      const body: PasswordLogin = {
        username,
        password: String(form.get('password')),
        panel: kind,
        ...captchaAnswerOf(form),
      };
      const signedIn = await api.request('POST', '/api/v1/auth/login/password', { body });
      return redirectWithCookies(afterLoginPath(kind, form.get('redirectTo')), signedIn.headers);
    } catch (error) {
      const { status, failure } = failureOf(error);
      return answer({ step: 'password', username, failure, captcha: await newCaptcha(api) }, status);
    }
  }

  if (intent === 'code') {
    const mobile = digitsOf(form, 'mobile');
    const countdown = { sentAt: Number(form.get('sentAt')) || Date.now(), resendIn: Number(form.get('resendIn')) || 0 };
    const refused = problemsAsFailure(request, checkCodeStep(form));
    if (refused) return answer({ step: 'code', mobile, ...countdown, failure: refused }, 422);
    try {
      const referralId = textOf(form, 'referralId');
      const body: OtpLogin = {
        mobile,
        code: digitsOf(form, 'code'),
        panel: kind,
        ...(referralId ? { referralId } : {}),
      };
      const signedIn = await api.request('POST', '/api/v1/auth/login/otp', { body });
      return redirectWithCookies(afterLoginPath(kind, form.get('redirectTo')), signedIn.headers);
    } catch (error) {
      const { status, failure } = failureOf(error);
      return answer({ step: 'code', mobile, ...countdown, failure }, status);
    }
  }

  // Step 1 (and "send again"): a code by SMS. The API asks for a captcha once a number or a network asks often, and
  // for a proof of work as well once an address or a browser asks very often.
  const mobile = digitsOf(form, 'mobile');
  const refused = problemsAsFailure(request, checkMobileStep(form));
  if (refused) {
    const captcha = form.has('captchaId') ? await newCaptcha(api) : null;
    const proof = await nextProof(api, form, refused);
    return answer({ step: 'mobile', mobile, failure: refused, captcha, proof }, 422);
  }
  try {
    const body: OtpRequest = {
      mobile,
      purpose: 'login',
      ...captchaAnswerOf(form),
      ...(await proofAnswerOf(api, form)),
    };
    const sent = await api.request('POST', '/api/v1/auth/otp', { body });
    // The API's device cookie (codes are throttled per browser) goes on to the browser.
    const resendIn = sent.data.resendIn;
    return answer({ step: 'code', mobile, sentAt: Date.now(), resendIn }, 200, cookiesOf(sent.headers));
  } catch (error) {
    const { status, failure } = failureOf(error);
    const captcha = 'captchaCode' in failure.fields || form.has('captchaId') ? await newCaptcha(api) : null;
    const proof = await nextProof(api, form, failure);
    return answer({ step: 'mobile', mobile, failure, captcha, proof }, status);
  }
}

/** Hidden fields every step carries: where to go afterwards and who invited (a referral link). */
function Carried({ redirectTo, referralId }: { redirectTo: string | null; referralId: string | null }) {
  return (
    <>
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {referralId && <input type="hidden" name="referralId" value={referralId} />}
    </>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, method, redirectTo, referralId, passwordReset } = loaderData;
  const state: LoginState = actionData ?? { step: method === 'password' ? 'password' : 'mobile' };
  const carried = new URLSearchParams();
  if (redirectTo) carried.set('redirectTo', redirectTo);
  if (referralId) carried.set('ref', referralId);
  const withMethod = (value: 'otp' | 'password') => {
    const search = new URLSearchParams(carried);
    search.set('method', value);
    return `?${search}`;
  };
  const forgot = new URLSearchParams(kind === 'general' ? {} : { panel: kind });
  const register = carried.size > 0 ? `/auth/register?${carried}` : '/auth/register';

  return (
    <AuthCard
      title={t(`auth.login.${kind}.title`)}
      intro={t(`auth.login.${kind}.intro`)}
      footer={
        <>
          {kind === 'general' && (
            <span>
              {t('auth.noAccount')} <Link to={register}>{t('auth.register')}</Link>
            </span>
          )}
          <Link to={forgot.size > 0 ? `/auth/forgot-password?${forgot}` : '/auth/forgot-password'}>
            {t('auth.forgotPassword')}
          </Link>
        </>
      }
    >
      {kind !== 'manager' && (
        <nav className={classes.methods} aria-label={t('auth.methods')}>
          <Link
            to={withMethod('otp')}
            replace
            className={classes.method}
            aria-current={state.step !== 'password' ? 'page' : undefined}
          >
            {t('auth.withMobile')}
          </Link>
          <Link
            to={withMethod('password')}
            replace
            className={classes.method}
            aria-current={state.step === 'password' ? 'page' : undefined}
          >
            {t('auth.withPassword')}
          </Link>
        </nav>
      )}
      {passwordReset && !actionData && <FormNotice>{t('auth.reset.done')}</FormNotice>}
      {state.step === 'password' ? (
        <PasswordStep
          state={state}
          captcha={state.captcha === undefined ? loaderData.captcha : state.captcha}
          carried={<Carried redirectTo={redirectTo} referralId={null} />}
        />
      ) : state.step === 'code' ? (
        <CodeStep state={state} carried={<Carried redirectTo={redirectTo} referralId={referralId} />} />
      ) : (
        <MobileStep state={state} carried={<Carried redirectTo={redirectTo} referralId={referralId} />} />
      )}
    </AuthCard>
  );
}

function MobileStep({ state, carried }: { state: LoginState; carried: ReactNode }) {
  const { t } = useTranslation();
  const { errors, work, onSubmit } = useCodeRequestSubmit(state.proof);
  const failure = state.failure;
  return (
    <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
      <FormAlert failure={failure} shownFields={['mobile', 'captchaCode', 'powNonce']} />
      <input type="hidden" name="intent" value="otp" />
      {carried}
      <MobileInput defaultValue={state.mobile} error={errors.mobile ?? failure?.fields.mobile} />
      {state.captcha && (
        <CaptchaField
          key={state.captcha.captchaId}
          captcha={state.captcha}
          error={errors.captchaCode ?? failure?.fields.captchaCode}
        />
      )}
      <ProofOfWorkField work={work} reason={failure?.fields.powNonce} />
      <SubmitButton label={t('auth.sendCode')} />
    </Form>
  );
}

function CodeStep({ state, carried }: { state: LoginState; carried: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const { errors, onSubmit } = useClientCheck(checkCodeStep);
  const mobile = state.mobile ?? '';
  const failure = state.failure;
  return (
    <>
      <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
        <FormAlert failure={failure} shownFields={['code', 'mobile']} />
        <p className={classes.sentTo}>
          {t('auth.codeSentTo', { mobile: localizeDigits(mobile, locale) })}{' '}
          <Link to={{ pathname: location.pathname, search: location.search }} replace className={classes.edit}>
            {t('auth.editMobile')}
          </Link>
        </p>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="mobile" value={mobile} />
        <input type="hidden" name="sentAt" value={state.sentAt ?? ''} />
        <input type="hidden" name="resendIn" value={state.resendIn ?? ''} />
        {carried}
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
        <SubmitButton label={t('auth.submit')} />
      </Form>
      {/* Keyed by the sending: a refused code keeps the countdown running, a new code starts it again. */}
      <ResendCode key={state.sentAt} seconds={state.resendIn ?? 0} hidden={{ intent: 'otp', mobile }} />
    </>
  );
}

function PasswordStep({
  state,
  captcha,
  carried,
}: {
  state: LoginState;
  captcha: Captcha | null | undefined;
  carried: ReactNode;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientCheck(checkPasswordLogin);
  const failure = state.failure;
  return (
    <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
      <FormAlert failure={failure} shownFields={['username', 'password', 'captchaCode']} />
      <input type="hidden" name="intent" value="password" />
      {carried}
      <TextInput
        name="username"
        label={t('auth.username')}
        autoComplete="username"
        dir="ltr"
        defaultValue={state.username}
        error={errors.username ?? failure?.fields.username}
        classNames={{ input: classes.ltrInput }}
      />
      <PasswordInput
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password ?? failure?.fields.password}
      />
      {captcha ? (
        <CaptchaField
          key={captcha.captchaId}
          captcha={captcha}
          error={errors.captchaCode ?? failure?.fields.captchaCode}
        />
      ) : (
        <FormAlert failure={{ message: t('errors.network'), fields: {} }} />
      )}
      <SubmitButton label={t('auth.submit')} />
    </Form>
  );
}
