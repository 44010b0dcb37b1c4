import { data, Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Button, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { ManualPaymentCreateSchema } from '@shahrbazar/domain/api/manual-payment.schema';
import { PaymentMethod, PaymentType } from '@shahrbazar/domain/enums/commerce';
import { localizeDigits, toAsciiDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/payment-create';
import { FormAlert } from '../../components/forms/form-alert.tsx';
import { MANAGER } from '../../components/manager/access.ts';
import { requirePolicies } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import forms from '../../components/panel/forms.module.css';
import { newPayKey, payKeyOf } from '../../components/payments/pay-request.server.ts';
import { payableTypeOptions } from '../../components/payments/payment-view.server.ts';
import { ConfirmStep, isConfirmed } from '../../components/wallet-ops/ops-parts.tsx';
import { priceOf, priceValue } from '../../lib/amount.ts';
import { serverApi } from '../../lib/api.server.ts';
import { contractBody } from '../../lib/contract-values.server.ts';
import { textOf, type FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFormFailure } from '../../lib/session.server.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** The fields of the form, as typed (sent again with the confirmation). */
const FIELDS = ['user_id', 'type', 'amount', 'item_id', 'package_id', 'method', 'trackingNumber', 'description'];

/**
 * Recording money taken in person (policy payments.create): at a card reader (POS) or by hand, for a user, as a
 * wallet charge or a listing's package. Asked once more before it is recorded, since it cannot be undone; the form's
 * Idempotency-Key makes a double submission record it once.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePolicies(args, 'manager', MANAGER.paymentsCreate);
  const locale = localeOfRequest(args.request);
  const userId = args.url.searchParams.get('user_id') ?? '';
  return {
    key: newPayKey(),
    types: payableTypeOptions(locale),
    methods: [PaymentMethod.pos, PaymentMethod.manual].map((method) => ({
      value: String(method),
      label: PaymentMethod.label(method, locale),
    })),
    userId: /^\d{1,10}$/.test(userId) ? userId : '',
  };
}

interface CreateActionData {
  confirm?: boolean;
  done?: { id: number; code: string; price: string; name: string };
  values?: Record<string, string>;
  failure?: FormFailure;
}

/** Ids as typed (Persian digits allowed); the API checks them. */
const digits = (value: string) => toAsciiDigits(value).trim();

export async function action(args: Route.ActionArgs) {
  await requirePolicies(args, 'manager', MANAGER.paymentsCreate);
  const locale = localeOfRequest(args.request);
  const form = await args.request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, textOf(form, name)]));
  values.payKey = payKeyOf(form) ?? '';
  if (!isConfirmed(form)) return data<CreateActionData>({ confirm: true, values });
  const charge = Number(values.type) === PaymentType.chargeWallet;
  try {
    const payment = await serverApi(args.request, args.context).POST('/api/v1/manager/payments', {
      body: contractBody(
        ManualPaymentCreateSchema,
        {
          user_id: digits(values.user_id ?? ''),
          type: values.type,
          amount: charge ? priceOf(values.amount ?? '') : undefined,
          item_id: charge ? undefined : digits(values.item_id ?? ''),
          package_id: charge ? undefined : digits(values.package_id ?? ''),
          method: values.method,
          trackingNumber: values.trackingNumber,
          description: values.description,
        },
        locale,
      ),
      headers: values.payKey ? { 'idempotency-key': values.payKey } : {},
    });
    return data<CreateActionData>({
      done: {
        id: payment.id,
        code: localizeDigits(payment.id, locale),
        price: formatPrice(payment.price, locale),
        name: payment.user.name || localizeDigits(payment.user.mobile ?? String(payment.user.id), locale),
      },
    });
  } catch (error) {
    return panelFormFailure(args, 'manager', error, { values });
  }
}

export default function ManagerPaymentCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { key, types, methods, userId } = loaderData;
  const result: CreateActionData | undefined = actionData;
  const failure = result?.failure;
  const typed = result?.values;

  if (result?.done) {
    return (
      <PanelPage title={t('manualPayments.title')}>
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('manualPayments.done', { n: result.done.code, price: result.done.price, name: result.done.name })}
        </Alert>
        <div className={forms.copyRow}>
          <Button component={Link} to={`/manager/payment/${result.done.id}`} variant="light">
            {t('manualPayments.openPayment')}
          </Button>
          <Anchor component={Link} to="/manager/payment/create" reloadDocument>
            {t('manualPayments.another')}
          </Anchor>
        </div>
      </PanelPage>
    );
  }

  if (result?.confirm && typed) {
    const charge = Number(typed.type) === PaymentType.chargeWallet;
    const amount = priceValue(typed.amount ?? '');
    const user = localizeDigits(digits(typed.user_id ?? ''), locale);
    return (
      <PanelPage title={t('manualPayments.title')}>
        <ConfirmStep
          title={t('manualPayments.confirmTitle')}
          question={
            charge
              ? t('manualPayments.confirmCharge', {
                  amount: amount === undefined ? typed.amount : formatPrice(amount, locale),
                  user,
                })
              : t('manualPayments.confirmPackage', { item: localizeDigits(digits(typed.item_id ?? ''), locale), user })
          }
          intent="record"
          values={typed}
          yes={t('manualPayments.yes')}
          color="blue"
          cancelTo="/manager/payment/create"
        />
      </PanelPage>
    );
  }

  const field = (name: string) => ({ name, defaultValue: typed?.[name], error: failure?.fields[name] });
  const ltr = { dir: 'ltr', classNames: { input: forms.ltrInput } } as const;
  return (
    <PanelPage title={t('manualPayments.title')}>
      <PanelCard>
        <Form method="post" noValidate className={forms.stack}>
          <Text size="sm" c="dimmed">
            {t('manualPayments.intro')}
          </Text>
          <input type="hidden" name="payKey" value={typed?.payKey || key} />
          <FormAlert failure={failure} shownFields={FIELDS} />
          <div className={forms.grid}>
            <TextInput
              {...field('user_id')}
              defaultValue={typed?.user_id ?? userId}
              label={t('manualPayments.userId')}
              description={t('manualPayments.userIdHint')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...ltr}
            />
            <NativeSelect
              {...field('type')}
              defaultValue={typed?.type ?? String(PaymentType.chargeWallet)}
              label={t('manualPayments.type')}
              data={types}
            />
            <NativeSelect
              {...field('method')}
              defaultValue={typed?.method ?? String(PaymentMethod.pos)}
              label={t('manualPayments.method')}
              data={methods}
            />
            <TextInput
              {...field('amount')}
              label={t('manualPayments.amount')}
              description={t('manualPayments.amountHint')}
              inputMode="numeric"
              autoComplete="off"
              dir="auto"
            />
            <TextInput
              {...field('item_id')}
              label={t('manualPayments.itemId')}
              description={t('manualPayments.itemIdHint')}
              inputMode="numeric"
              autoComplete="off"
              {...ltr}
            />
            <TextInput
              {...field('package_id')}
              label={t('manualPayments.packageId')}
              description={t('manualPayments.packageIdHint')}
              inputMode="numeric"
              autoComplete="off"
              {...ltr}
            />
            <TextInput
              {...field('trackingNumber')}
              label={t('manualPayments.trackingNumber')}
              description={t('manualPayments.trackingHint')}
              inputMode="numeric"
              autoComplete="off"
              {...ltr}
            />
          </div>
          <Textarea {...field('description')} label={t('manualPayments.description')} autosize minRows={2} />
          <div className={forms.actions}>
            <Button type="submit" size="md" loading={navigation.state === 'submitting'}>
              {t('manualPayments.submit')}
            </Button>
          </div>
        </Form>
      </PanelCard>
    </PanelPage>
  );
}
