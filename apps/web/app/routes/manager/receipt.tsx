import { data } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { validationMessage } from '@shahrbazar/domain/i18n/validation-messages';
import { hasPermission } from '@shahrbazar/domain/rules/permission';
import type { Route } from './+types/receipt';
import { MANAGER } from '../../components/manager/access.ts';
import { idParam, requirePolicies } from '../../components/manager/guard.server.ts';
import { Facts, RecordMessage, RecordPage } from '../../components/manager/record-page.tsx';
import { readRecord } from '../../components/manager/record-page.server.ts';
import { PanelCard } from '../../components/panel/panel-page.tsx';
import lists from '../../components/panel/lists.module.css';
import { PaymentFacts } from '../../components/payments/payment-parts.tsx';
import { paymentView } from '../../components/payments/payment-view.server.ts';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import { isConfirmed } from '../../components/wallet-ops/ops-parts.tsx';
import {
  DecisionForm,
  RejectForm,
  ReviewDecision,
  type ReviewActionData,
} from '../../components/wallet-ops/review-decision.tsx';
import { receiptView } from '../../components/wallet-ops/wallet-ops-view.ts';
import ops from '../../components/wallet-ops/wallet-ops.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFormFailure } from '../../lib/session.server.ts';

type Decision = 'confirm' | 'reject';

/**
 * One card-to-card receipt for review: the image (through the access-checked API route), what was typed, the payment
 * and its payer; confirm (the payment is paid and applied) or reject with a message (policy payments.edit).
 */
export async function loader(args: Route.LoaderArgs) {
  const { me, record: found } = await readRecord(args, [MANAGER.paymentsIndex], (api, id) =>
    api.GET('/api/v1/manager/receipts/{id}', { params: { path: { id } } }),
  );
  const locale = localeOfRequest(args.request);
  const { user } = found.payment;
  return {
    receipt: receiptView(found, locale),
    payment: paymentView(found.payment, locale),
    payer: {
      name: user.name || (user.mobile ? localizeDigits(user.mobile, locale) : localizeDigits(user.id, locale)),
      mobile: user.mobile ? localizeDigits(user.mobile, locale) : '',
    },
    canDecide: hasPermission(me, MANAGER.paymentsEdit),
  };
}

/** Two steps, as for withdrawals: the question first (ConfirmStep), then the decision sent to the API. */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  await requirePolicies(args, 'manager', MANAGER.paymentsIndex, MANAGER.paymentsEdit);
  const form = await args.request.formData();
  const intent: Decision = textOf(form, 'intent') === 'reject' ? 'reject' : 'confirm';
  const values = { message: textOf(form, 'message') };
  if (intent === 'reject' && !values.message) {
    const fields = { message: validationMessage('required', localeOfRequest(args.request)) };
    return data<ReviewActionData<Decision>>({ intent, values, failure: { message: '', fields } }, { status: 422 });
  }
  if (!isConfirmed(form)) return data<ReviewActionData<Decision>>({ confirm: intent, values });
  try {
    await serverApi(args.request, args.context).POST('/api/v1/manager/receipts/{id}/review', {
      params: { path: { id } },
      body: {
        decision: intent,
        ...values,
      },
    });
    return data<ReviewActionData<Decision>>({ done: intent });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { intent, values });
  }
}

export default function ManagerReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { receipt, payment, payer, canDecide } = loaderData;
  const result: ReviewActionData<Decision> | undefined = actionData;
  const failure = result?.failure;
  return (
    <RecordPage
      title={t('receipts.manager.detailTitle', { n: receipt.code })}
      done={result?.done && t(result.done === 'confirm' ? 'receipts.manager.confirmed' : 'receipts.manager.rejected')}
      failure={failure?.message}
      image={{
        title: t('receipts.image'),
        src: receipt.src,
        open: t('receipts.manager.openImage'),
      }}
      back={{ to: '/manager/receipts', label: t('receipts.manager.back') }}
    >
      <PanelCard title={t('receipts.manager.receipt')}>
        <Facts
          className={lists.facts}
          facts={[
            {
              label: t('receipts.status'),
              value: <StatusColorBadge color={receipt.statusColor} label={receipt.statusLabel} />,
            },
            {
              label: t('receipts.manager.payer'),
              value: (
                <>
                  {payer.name}
                  {payer.mobile && (
                    <>
                      {' '}
                      <bdi dir="ltr">{payer.mobile}</bdi>
                    </>
                  )}
                </>
              ),
            },
            {
              label: t('receipts.trackingNumber'),
              value: (
                <bdi dir="ltr" className={ops.code}>
                  {receipt.tracking}
                </bdi>
              ),
            },
            { label: t('receipts.paidOn'), value: receipt.paidOn },
            { label: t('receipts.sentAt'), value: receipt.sent },
          ]}
        />
        <RecordMessage message={receipt.message} cite={t('receipts.message')} />
      </PanelCard>
      <ReviewDecision
        result={result}
        pending={receipt.isPending}
        mayDecide={canDecide}
        step={(decision) => ({
          title: t('receipts.manager.confirmStepTitle'),
          question:
            decision === 'confirm'
              ? t('receipts.manager.confirmConfirm', {
                  amount: payment.price,
                  name: payer.name,
                  tracking: receipt.tracking,
                })
              : t('receipts.manager.confirmReject', { name: payer.name }),
          yes: t(decision === 'confirm' ? 'receipts.manager.yesConfirm' : 'receipts.manager.yesReject'),
        })}
        cancelTo={`/manager/receipt/${receipt.id}`}
        reviewedBefore={t('receipts.manager.reviewedBefore')}
      >
        <DecisionForm
          title={t('receipts.manager.confirmTitle')}
          intent="confirm"
          submit={t('receipts.manager.confirm')}
        >
          <Text size="sm" c="dimmed">
            {t('receipts.manager.confirmHint')}
          </Text>
        </DecisionForm>
        <RejectForm
          title={t('receipts.manager.rejectTitle')}
          label={t('receipts.manager.message')}
          submit={t('receipts.manager.reject')}
          result={result}
        />
      </ReviewDecision>
      <PanelCard title={t('receipts.manager.payment')}>
        <PaymentFacts payment={payment} linkItem={false} />
      </PanelCard>
    </RecordPage>
  );
}
