import { useState, type FormEvent } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { PaymentCreateSchema } from '@shahrbazar/domain/api/payment.schema';
import { PaymentType } from '@shahrbazar/domain/enums/commerce';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount, formatPrice } from '@shahrbazar/domain/format/price';
import {
  walletChargeProblem,
  WalletEntryKind,
  WALLET_CHARGE_MAX,
  WALLET_CHARGE_MIN,
} from '@shahrbazar/domain/rules/payment';
import type { Route } from './+types/wallet-charge';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { Icon } from '../../components/icons.tsx';
import { pageParam } from '../../components/manager/labels.server.ts';
import { RecordList } from '../../components/manager/record-list.tsx';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import classes from '../../components/payments/payments.module.css';
import { newPayKey, payAndGo, payKeyOf } from '../../components/payments/pay-request.server.ts';
import { priceOf, priceValue } from '../../lib/amount.ts';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Amounts offered with one tap (toman). */
const PRESETS = [50_000, 100_000, 200_000, 500_000] as const;

/**
 * The wallet (spec: /panel/wallet/charge): the balance, a charge paid online through the bank, and the ledger's
 * history, newest first, 15 a page. Every toman of the balance is one of these entries (ADR 0014). While withdrawal
 * requests are pending, the balance shown is what may be spent, and what they hold is said under it (ADR 0015).
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = pageParam(args.url);
  const wallet = await serverApi(args.request, args.context)
    .GET('/api/v1/me/wallet', { params: { query: { page, perPage: 15 } } })
    .catch(panelFailure(args, 'general'));
  const { entries } = wallet;
  return {
    key: newPayKey(),
    balance: formatAmount(wallet.balance, locale),
    held: wallet.held > 0 ? formatAmount(wallet.held, locale) : null,
    limits: { min: formatPrice(WALLET_CHARGE_MIN, locale), max: formatPrice(WALLET_CHARGE_MAX, locale) },
    presets: PRESETS.map((amount) => ({ value: String(amount), label: formatPrice(amount, locale) })),
    entries: entries.items.map((entry, index) => ({
      id: entry.id,
      number: localizeDigits((entries.currentPage - 1) * entries.perPage + index + 1, locale),
      kind: WalletEntryKind.is(entry.kind) ? WalletEntryKind.label(entry.kind, locale) : entry.kind,
      credit: entry.amount > 0,
      amount: `${entry.amount > 0 ? '+' : '−'}${formatPrice(Math.abs(entry.amount), locale)}`,
      after: formatAmount(entry.balanceAfter, locale),
      date: formatJalaliDateTime(new Date(entry.createdAt), locale),
      payment: entry.paymentId === null ? null : localizeDigits(entry.paymentId, locale),
    })),
    page: {
      total: entries.total,
      currentPage: entries.currentPage,
      lastPage: entries.lastPage,
      more: entries.lastPage > entries.currentPage,
    },
  };
}

interface ChargeActionData {
  failure?: FormFailure;
  amount?: string;
}

/** Creates the charge payment and sends the payer to the bank; the same key makes a resubmission pay once. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const typed = String(form.get('amount') ?? '');
  const key = payKeyOf(form);
  const api = serverApi(args.request, args.context);
  try {
    const payment = await api.POST('/api/v1/me/payments', {
      body: contractBody(
        PaymentCreateSchema,
        { type: PaymentType.chargeWallet, amount: priceOf(typed) },
        localeOfRequest(args.request),
      ),
      headers: key ? { 'idempotency-key': `${key}:create` } : {},
    });
    return await payAndGo(api, payment.id, 'online', key && `${key}:pay`);
  } catch (error) {
    return panelFormFailure(args, 'general', error, { amount: typed });
  }
}

const PROBLEM_KEY = { tooSmall: 'tooSmall', tooLarge: 'tooLarge', notWhole: 'notWhole' } as const;

export default function WalletCharge({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  type Entry = (typeof entries)[number];
  const kindCell = (entry: Entry) => (
    <div>
      {entry.kind}
      {entry.payment && (
        <Text size="xs" c="dimmed">
          {t('payments.wallet.payment', { n: entry.payment })}
        </Text>
      )}
    </div>
  );
  const changeCell = (entry: Entry) => (
    <span className={entry.credit ? classes.credit : classes.debit}>{entry.amount}</span>
  );
  const navigation = useNavigation();
  const { balance, held, limits, presets, entries, page, key } = loaderData;
  const result: ChargeActionData | undefined = actionData;
  const [amount, setAmount] = useState(result?.amount ?? '');
  const [checked, setChecked] = useState<string | undefined>();
  const value = priceValue(amount);
  const fieldError = checked ?? result?.failure?.fields.amount;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = amount.trim() === '' ? 'required' : value === undefined ? 'notWhole' : walletChargeProblem(value);
    if (!problem) return setChecked(undefined);
    event.preventDefault();
    setChecked(t(`payments.wallet.errors.${problem === 'required' ? 'required' : PROBLEM_KEY[problem]}`, limits));
  };

  return (
    <PanelPage title={t('payments.wallet.title')}>
      <PanelCard>
        <div className={classes.balance}>
          <Icon name="wallet" size={28} />
          <span>{t(held ? 'payments.wallet.spendable' : 'payments.wallet.balance')}</span>
          <strong data-testid="wallet-balance">{balance}</strong>
        </div>
        {held && (
          <Text size="sm" c="dimmed" mt="xs" data-testid="wallet-held">
            {t('payments.wallet.held', { amount: held })}{' '}
            <Anchor component={Link} to="/panel/withdraws" size="sm">
              {t('payments.wallet.heldLink')}
            </Anchor>
          </Text>
        )}
      </PanelCard>
      <PanelCard title={t('payments.wallet.chargeTitle')}>
        <Form method="post" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="payKey" value={key} />
          <Group gap="xs" mb="sm" role="group" aria-label={t('payments.wallet.presets')}>
            {presets.map((preset) => (
              <Button
                key={preset.value}
                type="button"
                size="xs"
                radius="xl"
                variant={value !== undefined && String(value) === preset.value ? 'filled' : 'light'}
                onClick={() => setAmount(preset.value)}
              >
                {preset.label}
              </Button>
            ))}
          </Group>
          <TextInput
            name="amount"
            label={t('payments.wallet.amount')}
            description={
              value === undefined || value === 0 ? t('payments.wallet.amountHint', limits) : formatPrice(value, locale)
            }
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={fieldError}
            inputMode="numeric"
            autoComplete="off"
            dir="auto"
            required
            className={classes.amount}
          />
          <FormAlert failure={result?.failure} shownFields={['amount']} />
          <div className={forms.actions}>
            <Button type="submit" size="md" mt="md" loading={navigation.state === 'submitting'}>
              {t('payments.wallet.submit')}
            </Button>
          </div>
        </Form>
      </PanelCard>
      <PanelCard title={t('payments.wallet.history')}>
        <RecordList
          page={{ ...page, items: entries }}
          search={search}
          empty={t('payments.wallet.none')}
          columns={[
            { label: t('payments.wallet.kind'), cell: kindCell },
            { label: t('payments.wallet.change'), style: 'nowrap', cell: changeCell },
            { label: t('payments.wallet.after'), style: 'nowrap', cell: (entry) => entry.after, fact: true },
            { label: t('payments.wallet.date'), style: 'nowrap', cell: (entry) => entry.date, fact: true },
          ]}
          card={{ title: kindCell, badge: changeCell }}
        />
      </PanelCard>
    </PanelPage>
  );
}
