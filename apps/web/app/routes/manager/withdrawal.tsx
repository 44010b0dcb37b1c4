import { data } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text, TextInput } from '@mantine/core';
import { WithdrawalReviewSchema } from '@shahrbazar/domain/api/withdrawal.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { validationMessage } from '@shahrbazar/domain/i18n/validation-messages';
import { isValidTrackingNumber } from '@shahrbazar/domain/rules/tracking-number';
import type { Route } from './+types/withdrawal';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { DecisionMessage, RecordMessage, RecordPage } from '../../components/manager/record-page.tsx';
import { readRecord } from '../../components/manager/record-page.server.ts';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { isConfirmed } from '../../components/wallet-ops/ops-parts.tsx';
import {
  DecisionForm,
  RejectForm,
  ReviewDecision,
  type ReviewActionData,
} from '../../components/wallet-ops/review-decision.tsx';
import { managedWithdrawalView } from '../../components/wallet-ops/wallet-ops-view.ts';
import ops from '../../components/wallet-ops/wallet-ops.module.css';
import { WithdrawalFacts } from '../../components/wallet-ops/withdrawal-facts.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

type Decision = 'approve' | 'reject';

/** One withdrawal request for review (policy payments.withdraws): the user, their balance now, approve or reject. */
export async function loader(args: Route.LoaderArgs) {
  const { record } = await readRecord(args, [MANAGER.paymentsWithdraws], (api, id) =>
    api.GET('/api/v1/manager/withdrawals/{id}', { params: { path: { id } } }),
  );
  return { withdrawal: managedWithdrawalView(record, localeOfRequest(args.request)) };
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
    return data<ReviewActionData<Decision>>({ intent, values, failure: { message: '', fields } }, { status: 422 });
  }
  if (!isConfirmed(form)) return data<ReviewActionData<Decision>>({ confirm: intent, values });
  try {
    await serverApi(args.request, args.context).POST('/api/v1/manager/withdrawals/{id}/review', {
      params: { path: { id } },
      body: contractBody(WithdrawalReviewSchema, { decision: intent, ...values }, locale),
    });
    return data<ReviewActionData<Decision>>({ done: intent });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { intent, values });
  }
}

export default function ManagerWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { withdrawal } = loaderData;
  const result: ReviewActionData<Decision> | undefined = actionData;
  const failure = result?.failure;
  const typedToApprove = (name: string) => (result?.intent === 'approve' ? result.values?.[name] : undefined);

  return (
    <RecordPage
      title={t('withdrawals.manager.detailTitle', { n: withdrawal.code })}
      done={
        result?.done && t(result.done === 'approve' ? 'withdrawals.manager.approved' : 'withdrawals.manager.rejected')
      }
      failure={failure?.message}
      back={{ to: '/manager/withdrawals', label: t('withdrawals.manager.back') }}
    >
      <PanelCard title={t('withdrawals.manager.details')}>
        <WithdrawalFacts withdrawal={withdrawal} user={withdrawal.user} />
        <RecordMessage message={withdrawal.message} cite={t('withdrawals.detail.message')} />
      </PanelCard>

      <ReviewDecision
        result={result}
        pending={withdrawal.isPending}
        step={(decision) => ({
          title: t('withdrawals.manager.confirmTitle'),
          question:
            decision === 'approve'
              ? t('withdrawals.manager.confirmApprove', {
                  amount: withdrawal.amount,
                  name: withdrawal.user.name,
                  shaba: withdrawal.shaba,
                  tracking: localizeDigits(result?.values?.trackingNumber ?? '', locale),
                })
              : t('withdrawals.manager.confirmReject', { amount: withdrawal.amount, name: withdrawal.user.name }),
          yes: t(decision === 'approve' ? 'withdrawals.manager.yesApprove' : 'withdrawals.manager.yesReject'),
        })}
        cancelTo={`/manager/withdrawal/${withdrawal.id}`}
        reviewedBefore={t('withdrawals.manager.reviewedBefore')}
      >
        <div className={ops.decisions}>
          <DecisionForm
            title={t('withdrawals.manager.approveTitle')}
            intent="approve"
            submit={t('withdrawals.manager.approve')}
            warning={withdrawal.short && t('withdrawals.manager.short')}
          >
            <Text size="sm" c="dimmed">
              {t('withdrawals.manager.approveHint')}
            </Text>
            <TextInput
              name="trackingNumber"
              label={t('withdrawals.manager.tracking')}
              defaultValue={typedToApprove('trackingNumber')}
              error={result?.intent === 'approve' ? failure?.fields.trackingNumber : undefined}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
              required
            />
            <DecisionMessage label={t('withdrawals.manager.note')} defaultValue={typedToApprove('message')} />
          </DecisionForm>
          <RejectForm
            title={t('withdrawals.manager.rejectTitle')}
            label={t('withdrawals.manager.message')}
            submit={t('withdrawals.manager.reject')}
            result={result}
          />
        </div>
      </ReviewDecision>
    </RecordPage>
  );
}
