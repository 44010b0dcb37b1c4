import { data, Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Captcha } from '@shahrbazar/domain/api/auth.schema';
import type { Route } from './+types/forgot-password';
import { AuthCard } from '../../components/auth/auth-card.tsx';
import { CaptchaField } from '../../components/auth/captcha-field.tsx';
import { ProofOfWorkField, useCodeRequestSubmit, type FormProof } from '../../components/auth/proof-of-work-field.tsx';
import classes from '../../components/auth/auth.module.css';
import { MobileInput } from '../../components/auth/mobile-input.tsx';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { SubmitButton } from '../../components/forms/submit-button.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { captchaAnswerOf, newCaptcha, problemsAsFailure } from '../../lib/auth.server.ts';
import { nextProof, proofAnswerOf } from '../../lib/proof-of-work.server.ts';
import { checkMobileStep, digitsOf, type FormFailure } from '../../lib/form-checks.ts';
import { redirectWithCookies } from '../../lib/forward-cookies.ts';
import { LOGIN_PATH, panelOfParam } from '../../lib/panels.ts';
import { failureOf } from '../../lib/session.server.ts';

/** Forgot password, step 1: the mobile number gets a reset code; step 2 is /auth/reset-password. */
interface ForgotState {
  mobile: string;
  failure?: FormFailure | undefined;
  captcha?: Captcha | null;
  proof?: FormProof | null;
}

export function loader({ url }: Route.LoaderArgs) {
  return { panel: panelOfParam(url.searchParams.get('panel')) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(request, context);
  const mobile = digitsOf(form, 'mobile');
  const refused = problemsAsFailure(request, checkMobileStep(form));
  if (refused) {
    const captcha = form.has('captchaId') ? await newCaptcha(api) : null;
    const proof = await nextProof(api, form, refused);
    return data<ForgotState>({ mobile, failure: refused, captcha, proof }, { status: 422 });
  }
  let sent: Headers;
  try {
    const body = { mobile, ...captchaAnswerOf(form), ...(await proofAnswerOf(api, form)) };
    sent = (await api.request('POST', '/api/v1/auth/password/forgot', { body })).headers;
  } catch (error) {
    const { status, failure } = failureOf(error);
    const captcha = 'captchaCode' in failure.fields || form.has('captchaId') ? await newCaptcha(api) : null;
    const proof = await nextProof(api, form, failure);
    return data<ForgotState>({ mobile, failure, captcha, proof }, { status });
  }
  const next = new URLSearchParams({ mobile, sent: '1' });
  const panel = panelOfParam(url.searchParams.get('panel'));
  if (panel !== 'general') next.set('panel', panel);
  // The API's device cookie (codes are throttled per browser) goes on to the browser.
  return redirectWithCookies(`/auth/reset-password?${next}`, sent);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, work, onSubmit } = useCodeRequestSubmit(actionData?.proof);
  const failure = actionData?.failure;
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={<Link to={LOGIN_PATH[loaderData.panel]}>{t('auth.login.back')}</Link>}
    >
      <Form method="post" replace noValidate onSubmit={onSubmit} className={classes.form}>
        <FormAlert failure={failure} shownFields={['mobile', 'captchaCode', 'powNonce']} />
        <MobileInput defaultValue={actionData?.mobile} error={errors.mobile ?? failure?.fields.mobile} />
        {actionData?.captcha && (
          <CaptchaField
            key={actionData.captcha.captchaId}
            captcha={actionData.captcha}
            error={errors.captchaCode ?? failure?.fields.captchaCode}
          />
        )}
        <ProofOfWorkField work={work} reason={failure?.fields.powNonce} />
        <SubmitButton label={t('auth.sendCode')} />
      </Form>
    </AuthCard>
  );
}
