import { Form } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { OrderStatus } from '@shahrbazar/domain/enums/commerce';
import classes from '../../../components/manager/manager.module.css';
import { JalaliDateInput } from '../../../components/forms/jalali-date-input.tsx';
import { PanelCard } from '../../../components/panel/panel-page.tsx';
import type { OrderFilters } from './order-filters.server.ts';

/**
 * The back office's order filters (spec: status, booth, buyer, date range, payment status) as a GET form: shareable
 * addresses, the back button; the days are picked or typed in the Jalali date field (ADR 0124), which sends ISO days.
 */
export function OrderFilterForm({ filters, badDates }: { filters: OrderFilters; badDates: string[] }) {
  const { t } = useTranslation();
  const any = { value: '', label: t('manager.list.any') };
  const dateError = (name: 'from' | 'to') => (badDates.includes(name) ? t('orders.manager.badDate') : undefined);
  return (
    <PanelCard>
      <Form method="get" role="search" className={classes.filters}>
        <NativeSelect
          name="status"
          label={t('orders.manager.status')}
          data={[
            any,
            ...OrderStatus.values.map((value) => ({ value: String(value), label: t(`orders.status.${value}`) })),
          ]}
          defaultValue={filters.status}
        />
        <NativeSelect
          name="paymentStatus"
          label={t('orders.manager.paymentStatus')}
          data={[
            any,
            { value: 'paid', label: t('orders.payment.paid') },
            { value: 'partPaid', label: t('orders.payment.partPaid') },
            { value: 'unPaid', label: t('orders.payment.unPaid') },
          ]}
          defaultValue={filters.paymentStatus}
        />
        <TextInput
          name="booth_id"
          label={t('orders.manager.boothId')}
          inputMode="numeric"
          defaultValue={filters.booth_id}
        />
        <TextInput
          name="user_id"
          label={t('orders.manager.buyerId')}
          inputMode="numeric"
          defaultValue={filters.user_id}
        />
        {(['from', 'to'] as const).map((name) => (
          <JalaliDateInput
            key={name}
            name={name}
            label={t(`orders.manager.${name}`)}
            defaultValue={filters[name]}
            error={dateError(name)}
          />
        ))}
        <Button type="submit" variant="light">
          {t('manager.list.apply')}
        </Button>
      </Form>
    </PanelCard>
  );
}
