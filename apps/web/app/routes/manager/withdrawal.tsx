import { data, Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Blockquote, Button, Text, Textarea, TextInput } from '@mantine/core';
import type { ManagedWithdrawal } from '@shahrbazar/domain/api/withdrawal.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { validationMessage } from '@shahrbazar/domain/i18n/validation-messages';
import { isValidTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import type { Route } from './+types/withdrawal';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import lists from '../../components/panel/lists.module.css';
import { ConfirmStep, isConfirmed, OpsStatusBadge } from '../../components/wallet-ops/ops-parts.tsx';
import { managedWithdrawalView } from '../../components/wallet-ops/wallet-ops-view.server.ts';
import ops from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

type Decision = 'approve' | 'reject';

/** One withdrawal request for review (policy payments.withdraws): the user, their balance now, approve or reject. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.paymentsWithdraws);
  const found = await serverApi(args.request, args.context)
    .get<ManagedWithdrawal>(`/api/v1/manager/withdrawals/${id}`)
    .catch(panelFailure(args, 'manager'));
  return { withdrawal: managedWithdrawalView(found, localeOfRequest(args.request)) };
}

interface ReviewActionData {
  /** The decision to confirm (first step), with what was typed. */
  confirm?: Decision;
  done?: Decision;
  intent?: Decision;
  values?: Record<string, string>;
  failure?: FormFailure;
}

/**
 * Two steps, the same with or without JavaScript: the first submission is checked and answered with the question
 * (ConfirmStep); its "yes" sends the decision to the API: approve with the transfer's tracking number (the wallet is
 * debited), or reject with the message the user reads.
 */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.paymentsWithdraws);
  const locale = localeOfRequest(args.request);
  const form = await args.request.formData();
  const intent: Decision = textOf(form, 'intent') === 'reject' ? 'reject' : 'approve';
  const values: Record<string, string> =
    intent === 'approve'
      ? { trackingNumber: textOf(form, 'trackingNumber'), message: textOf(form, 'message') }
      : { message: textOf(form, 'message') };
  const fields: Record<string, string> = {};
  if (intent === 'approve' && !values.trackingNumber) fields.trackingNumber = validationMessage('required', locale);
  else if (intent === 'approve' && !isValidTrackingNumber(values.trackingNumber ?? '')) {
    fields.trackingNumber = validationMessage('trackingNumberInvalid', locale);
  }
  if (intent === 'reject' && !values.message) fields.message = validationMessage('required', locale);
  if (Object.keys(fields).length > 0) {
    return data<ReviewActionData>({ intent, values, failure: { message: '', fields } }, { status: 422 });
  }
  if (!isConfirmed(form)) return data<ReviewActionData>({ confirm: intent, values });
  try {
    await serverApi(args.request, args.context).post(`/api/v1/manager/withdrawals/${id}/review`, {
      decision: intent,
      ...values,
    });
    return data<ReviewActionData>({ done: intent });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { intent, values });
  }
}

export default function ManagerWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { withdrawal } = loaderData;
  const result: ReviewActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = (intent: Decision, name: string) => (result?.intent === intent ? result.values?.[name] : undefined);
  const sending = (intent: Decision) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const here = `/manager/withdrawal/${withdrawal.id}`;
  const question =
    result?.confirm === 'approve'
      ? t('withdrawals.manager.confirmApprove', {
          amount: withdrawal.amount,
          name: withdrawal.user.name,
          shaba: withdrawal.shaba,
          tracking: localizeDigits(result.values?.trackingNumber ?? '', locale),
        })
      : t('withdrawals.manager.confirmReject', { amount: withdrawal.amount, name: withdrawal.user.name });

  return (
    <PanelPage title={t('withdrawals.manager.detailTitle', { n: withdrawal.code })}>
      {result?.done && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t(result.done === 'approve' ? 'withdrawals.manager.approved' : 'withdrawals.manager.rejected')}
        </Alert>
      )}
      {failure?.message && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure.message}
        </Alert>
      )}
      <PanelCard title={t('withdrawals.manager.details')}>
        <dl className={lists.facts}>
          <dt>{t('withdrawals.detail.status')}</dt>
          <dd>
            <OpsStatusBadge color={withdrawal.statusColor} label={withdrawal.statusLabel} />
          </dd>
          <dt>{t('withdrawals.manager.user')}</dt>
          <dd>{withdrawal.user.name}</dd>
          {withdrawal.user.mobile && (
            <>
              <dt>{t('withdrawals.manager.mobile')}</dt>
              <dd>
                <bdi dir="ltr">{withdrawal.user.mobile}</bdi>
              </dd>
            </>
          )}
          <dt>{t('withdrawals.detail.amount')}</dt>
          <dd>
            <strong>{withdrawal.amount}</strong>
          </dd>
          <dt>{t('withdrawals.manager.balance')}</dt>
          <dd>{withdrawal.user.balance}</dd>
          <dt>{t('withdrawals.detail.shaba')}</dt>
          <dd>
            <bdi dir="ltr" className={ops.code}>
              {withdrawal.shaba}
            </bdi>
          </dd>
          <dt>{t('withdrawals.detail.registered')}</dt>
          <dd>{withdrawal.registered}</dd>
          {withdrawal.reviewed && (
            <>
              <dt>{t('withdrawals.detail.reviewed')}</dt>
              <dd>{withdrawal.reviewed}</dd>
            </>
          )}
          {withdrawal.tracking && (
            <>
              <dt>{t('withdrawals.detail.tracking')}</dt>
              <dd>
                <bdi dir="ltr" className={ops.code}>
                  {withdrawal.tracking}
                </bdi>
              </dd>
            </>
          )}
        </dl>
        {withdrawal.message && (
          <Blockquote color="gray" mt="md" p="sm" cite={t('withdrawals.detail.message')}>
            <span dir="auto">{withdrawal.message}</span>
          </Blockquote>
        )}
      </PanelCard>

      {withdrawal.isPending && result?.confirm ? (
        <ConfirmStep
          title={t('withdrawals.manager.confirmTitle')}
          question={question}
          intent={result.confirm}
          values={result.values ?? {}}
          yes={t(result.confirm === 'approve' ? 'withdrawals.manager.yesApprove' : 'withdrawals.manager.yesReject')}
          color={result.confirm === 'approve' ? 'green' : 'red'}
          cancelTo={here}
        />
      ) : withdrawal.isPending ? (
        <div className={ops.decisions}>
          <PanelCard title={t('withdrawals.manager.approveTitle')}>
            {withdrawal.short && (
              <Alert color="orange" variant="light" className={ops.warning}>
                {t('withdrawals.manager.short')}
              </Alert>
            )}
            <Form method="post" noValidate className={forms.stack}>
              <input type="hidden" name="intent" value="approve" />
              <Text size="sm" c="dimmed">
                {t('withdrawals.manager.approveHint')}
              </Text>
              <TextInput
                name="trackingNumber"
                label={t('withdrawals.manager.tracking')}
                defaultValue={typed('approve', 'trackingNumber')}
                error={result?.intent === 'approve' ? failure?.fields.trackingNumber : undefined}
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                classNames={{ input: forms.ltrInput }}
                required
              />
              <Textarea
                name="message"
                label={t('withdrawals.manager.note')}
                defaultValue={typed('approve', 'message')}
                autosize
                minRows={2}
                maxLength={500}
              />
              <div className={forms.actions}>
                <Button type="submit" color="green" loading={sending('approve')}>
                  {t('withdrawals.manager.approve')}
                </Button>
              </div>
            </Form>
          </PanelCard>
          <PanelCard title={t('withdrawals.manager.rejectTitle')}>
            <Form method="post" noValidate className={forms.stack}>
              <input type="hidden" name="intent" value="reject" />
              <Textarea
                name="message"
                label={t('withdrawals.manager.message')}
                defaultValue={typed('reject', 'message')}
                error={result?.intent === 'reject' ? failure?.fields.message : undefined}
                autosize
                minRows={3}
                maxLength={500}
                required
              />
              <div className={forms.actions}>
                <Button type="submit" color="red" variant="light" loading={sending('reject')}>
                  {t('withdrawals.manager.reject')}
                </Button>
              </div>
            </Form>
          </PanelCard>
        </div>
      ) : (
        !result?.done && (
          <Text c="dimmed" mb="md">
            {t('withdrawals.manager.reviewedBefore')}
          </Text>
        )
      )}
      <Anchor component={Link} to="/manager/withdrawals">
        {t('withdrawals.manager.back')}
      </Anchor>
    </PanelPage>
  );
}
