import { useState } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Text, TextInput } from '@mantine/core';
import { formatAmount, formatPrice } from '@shahrbazar/domain/format/price';
import { isValidShaba } from '@shahrbazar/domain/rules/identity-numbers';
import { WITHDRAWAL_MIN, withdrawalAmountProblem } from '@shahrbazar/domain/rules/withdrawal';
import type { Route } from './+types/withdraw-create';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { newPayKey, payKeyOf } from '../../components/payments/pay-request.server.ts';
import classes from '../../components/wallet-ops/wallet-ops.module.css';
import { priceValue } from '../../lib/amount.ts';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { fill } from '../../lib/listings/view.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/**
 * New withdrawal request (spec: /panel/withdraw/create): what may be withdrawn, the amount and the SHABA (the
 * profile's, to change if wanted). A plain form posting to this route's action: it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const allowance = await serverApi(args.request, args.context)
    .GET('/api/v1/me/withdrawals/allowance')
    .catch(panelFailure(args, 'general'));
  return {
    key: newPayKey(),
    balance: formatAmount(allowance.balance, locale),
    pending: formatAmount(allowance.pending, locale),
    available: allowance.available,
    limits: { min: formatPrice(allowance.minimum, locale), max: formatAmount(allowance.available, locale) },
    canWithdraw: allowance.available >= allowance.minimum,
    shabaNumber: allowance.shabaNumber,
  };
}

interface CreateActionData {
  failure?: FormFailure;
  values?: { amount: string; shabaNumber: string };
}

/**
 * Checks what can be checked here (empty, not a whole number, below the minimum, a SHABA failing its check) in the
 * API's words, then sends the request with the form's Idempotency-Key (a double submission records one request).
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const values = { amount: String(form.get('amount') ?? ''), shabaNumber: String(form.get('shabaNumber') ?? '') };
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale].withdrawals.create.errors;
  const fields: Record<string, string> = {};
  const amount = priceValue(values.amount);
  if (values.amount.trim() === '') fields.amount = words.required;
  else if (amount === undefined) fields.amount = words.notWhole;
  else if (withdrawalAmountProblem(amount, Number.MAX_SAFE_INTEGER) === 'tooSmall') {
    fields.amount = fill(words.tooSmall, { min: formatPrice(WITHDRAWAL_MIN, locale) });
  }
  if (values.shabaNumber.trim() === '') fields.shabaNumber = words.shabaRequired;
  else if (!isValidShaba(values.shabaNumber)) fields.shabaNumber = words.shabaInvalid;
  if (Object.keys(fields).length > 0 || amount === undefined) {
    return { failure: { message: '', fields }, values } satisfies CreateActionData;
  }

  const key = payKeyOf(form);
  try {
    const created = await serverApi(args.request, args.context).POST('/api/v1/me/withdrawals', {
      body: { amount, shabaNumber: values.shabaNumber },
      headers: key ? { 'idempotency-key': key } : {},
    });
    return redirect(`/panel/withdraw/${created.id}?created=1`, 303);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { values });
  }
}

export default function WithdrawCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { key, balance, pending, limits, canWithdraw, shabaNumber } = loaderData;
  const result: CreateActionData | undefined = actionData;
  const failure = result?.failure;
  const [amount, setAmount] = useState(result?.values?.amount ?? '');
  const value = priceValue(amount);
  return (
    <PanelPage title={t('withdrawals.create.title')}>
      <PanelCard>
        <dl className={classes.allowance}>
          <div>
            <dt>{t('withdrawals.allowance.balance')}</dt>
            <dd>{balance}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.allowance.pending')}</dt>
            <dd>{pending}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.allowance.available')}</dt>
            <dd className={classes.available}>{limits.max}</dd>
          </div>
        </dl>
      </PanelCard>
      <PanelCard>
        {!canWithdraw ? (
          <>
            <Text mb="md">{t('withdrawals.create.nothing', { min: limits.min })}</Text>
            <Button component={Link} to="/panel/wallet/charge" variant="light">
              {t('withdrawals.create.charge')}
            </Button>
          </>
        ) : (
          <Form method="post" noValidate className={forms.stack}>
            <Text size="sm" c="dimmed">
              {t('withdrawals.create.intro')}
            </Text>
            <input type="hidden" name="payKey" value={key} />
            <FormAlert failure={failure?.message ? failure : undefined} shownFields={['amount', 'shabaNumber']} />
            <TextInput
              name="amount"
              label={t('withdrawals.create.amount')}
              description={
                value === undefined || value === 0
                  ? t('withdrawals.create.amountHint', limits)
                  : formatPrice(value, locale)
              }
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={failure?.fields.amount}
              inputMode="numeric"
              autoComplete="off"
              dir="auto"
              required
            />
            <TextInput
              name="shabaNumber"
              label={t('withdrawals.create.shaba')}
              description={shabaNumber ? t('withdrawals.create.shabaFromProfile') : t('withdrawals.create.shabaHint')}
              defaultValue={result?.values?.shabaNumber ?? shabaNumber}
              error={failure?.fields.shabaNumber}
              placeholder="IR000000000000000000000000"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              classNames={{ input: forms.ltrInput }}
              required
            />
            <div className={forms.actions}>
              <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
                {t('withdrawals.create.submit')}
              </Button>
            </div>
          </Form>
        )}
      </PanelCard>
    </PanelPage>
  );
}
