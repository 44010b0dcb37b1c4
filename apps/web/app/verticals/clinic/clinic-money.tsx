import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ClinicEarnings, ClinicPaymentKind, ClinicPaymentPage } from '@shahrbazar/domain/api/clinic-money.schema';
import { PaymentMethod } from '@shahrbazar/domain/enums/commerce';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { hasMore } from '@shahrbazar/domain/rules/pagination';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { useLocation } from 'react-router';
import { Pager } from '../../components/manager/pager.tsx';
import type { RowsPage } from '../../components/manager/types.ts';
import { PanelCard } from '../../components/panel/panel-page.tsx';

/** A clinic's money as its dashboard draws it: figures and dates already in the reader's words (made on the server). */
export interface ClinicMoneyView {
  visits: string;
  consultations: string;
  /** One page of the payments, latest first (?page=, the shared Pager). */
  payments: RowsPage<{
    id: number;
    kind: ClinicPaymentKind;
    payer: string;
    amount: string;
    method: string;
    paid: boolean;
    date: string;
  }>;
}

/** The dashboard's view of the API's earnings and payments (toman with Persian digits, Jalali dates). */
export function clinicMoneyView(
  earnings: ClinicEarnings,
  payments: ClinicPaymentPage,
  locale: Locale,
): ClinicMoneyView {
  return {
    visits: formatAmount(earnings.visits, locale),
    consultations: formatAmount(earnings.consultations, locale),
    payments: {
      total: payments.total,
      currentPage: payments.currentPage,
      lastPage: payments.lastPage,
      more: hasMore(payments.lastPage, payments.currentPage),
      items: payments.items.map((payment) => ({
        id: payment.id,
        kind: payment.kind,
        payer: payment.payer,
        amount: formatAmount(payment.price, locale),
        method: PaymentMethod.labelOf(payment.method)?.[locale] ?? '',
        paid: payment.paid,
        date: formatJalaliDateTime(new Date(payment.payDate ?? payment.registerDate), locale),
      })),
    },
  };
}

/** Visit earnings beside consultation earnings, then the patients' payments, each saying what it paid for. */
export function ClinicMoney({ money }: { money: ClinicMoneyView }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const page = money.payments;
  return (
    <>
      <PanelCard title={t('clinic.panel.money.title')}>
        <Group grow align="flex-start" wrap="nowrap">
          <div data-testid="money-visits">
            <Text c="dimmed" size="sm">
              {t('clinic.panel.money.visits')}
            </Text>
            <Text fw={700} size="lg">
              {money.visits}
            </Text>
          </div>
          <div data-testid="money-consultations">
            <Text c="dimmed" size="sm">
              {t('clinic.panel.money.consultations')}
            </Text>
            <Text fw={700} size="lg">
              {money.consultations}
            </Text>
          </div>
        </Group>
        <Text c="dimmed" size="xs" mt="sm">
          {t('clinic.panel.money.note')}
        </Text>
      </PanelCard>
      <PanelCard title={t('clinic.panel.money.payments')}>
        {page.items.length === 0 ? (
          <Text c="dimmed">{t('clinic.panel.money.noPayments')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('clinic.panel.money.payments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('clinic.panel.money.kind')}</Table.Th>
                  <Table.Th>{t('clinic.panel.money.payer')}</Table.Th>
                  <Table.Th>{t('clinic.panel.money.amount')}</Table.Th>
                  <Table.Th>{t('clinic.panel.money.method')}</Table.Th>
                  <Table.Th>{t('clinic.panel.money.state')}</Table.Th>
                  <Table.Th>{t('clinic.panel.money.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{t(`clinic.panel.money.kinds.${payment.kind}`)}</Table.Td>
                    <Table.Td>{payment.payer}</Table.Td>
                    <Table.Td>{payment.amount}</Table.Td>
                    <Table.Td>{payment.method}</Table.Td>
                    <Table.Td>
                      <Badge color={payment.paid ? 'teal' : 'gray'} variant="light">
                        {payment.paid ? t('clinic.panel.money.paid') : t('clinic.panel.money.unpaid')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{payment.date}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
      </PanelCard>
    </>
  );
}
