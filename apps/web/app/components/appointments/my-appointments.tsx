import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Group, Radio, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import lists from '../panel/lists.module.css';
import type { AppointmentView, WaitlistView } from './appointment-view.ts';

export const STATUS_COLOR = { booked: 'teal', cancelled: 'gray', visited: 'blue', noShow: 'red' } as const;

/** How a visit is paid, in words: from the wallet, online (paid or still to pay at the bank), or at the place. */
export function AppointmentPayment({ item }: { item: Pick<AppointmentView, 'method' | 'price' | 'paid'> }) {
  const { t } = useTranslation();
  if (item.method === 'wallet') return <>{t('appointments.mine.paidWallet', { price: item.price })}</>;
  if (item.method === 'online') {
    return (
      <>{t(item.paid ? 'appointments.mine.paidOnline' : 'appointments.mine.unpaidOnline', { price: item.price })}</>
    );
  }
  return <>{t('appointments.mine.payAtPlace', { price: item.price })}</>;
}

/** One of my appointments: when, where, for whom, how paid; cancel and move while it may still change. */
export function MyAppointmentRow({ item }: { item: AppointmentView }) {
  const { t } = useTranslation();
  return (
    <li className={lists.row}>
      <div>
        <Text className={lists.rowTitle}>
          <Link to={`/panel/appointments/${item.id}`}>{item.title}</Link>
        </Text>
        <Text className={lists.rowMeta}>{item.when}</Text>
        <Text className={lists.rowMeta}>
          {item.forFamily ? `${t('appointments.mine.forFamily', { name: item.patientName })} · ` : ''}
          <AppointmentPayment item={item} />
        </Text>
      </div>
      <Group gap="xs">
        <Badge color={STATUS_COLOR[item.status]} variant="light">
          {t(`appointments.status.${item.status}`)}
        </Badge>
        {item.changeable && (
          <>
            <Button component={Link} to={`/panel/appointments/${item.id}/reschedule`} size="xs" variant="light">
              {t('appointments.mine.reschedule')}
            </Button>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={item.id} />
              <Button type="submit" size="xs" color="red" variant="subtle">
                {t('appointments.mine.cancel')}
              </Button>
            </Form>
          </>
        )}
      </Group>
    </li>
  );
}

/**
 * A waitlist entry: an open offer to take (with how to pay: the wallet, its spendable balance said; online at the bank;
 * at the place), or a day still waited for.
 */
export function WaitlistRow({ entry, balance, payKey }: { entry: WaitlistView; balance: string; payKey: string }) {
  const { t } = useTranslation();
  if (entry.status === 'offered') {
    return (
      <li className={lists.row}>
        <Text role="status">{t('appointments.mine.offer', entry)}</Text>
        <Text size="sm" data-testid="offer-price">
          {entry.tariff
            ? t('appointments.mine.offerTariff', { tariff: entry.tariff, price: entry.price })
            : t('appointments.mine.offerPrice', { price: entry.price })}
        </Text>
        <Form method="post">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="id" value={entry.id} />
          <input type="hidden" name="payKey" value={payKey} />
          <Group gap="md" mb="xs">
            <Radio name="method" value="wallet" defaultChecked label={t('appointments.picker.wallet', { balance })} />
            <Radio name="method" value="online" label={t('appointments.picker.online')} />
            <Radio name="method" value="atPlace" label={t('appointments.picker.atPlace')} />
          </Group>
          <Button type="submit" size="xs">
            {t('appointments.mine.accept')}
          </Button>
        </Form>
      </li>
    );
  }
  return (
    <li className={lists.row}>
      <Text className={lists.rowMeta}>
        {t('appointments.mine.waiting', entry)}
        {entry.tariff && ` · ${entry.tariff}`}
      </Text>
      <Form method="post">
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="id" value={entry.id} />
        <Button type="submit" size="xs" variant="subtle">
          {t('appointments.mine.leave')}
        </Button>
      </Form>
    </li>
  );
}
