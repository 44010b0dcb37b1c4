import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Text } from '@mantine/core';
import lists from '../panel/lists.module.css';
import type { ConsultationView } from './consultation-view.ts';

const STATUS_COLOR: Record<string, string> = {
  awaitingPayment: 'yellow',
  open: 'teal',
  booked: 'blue',
  closed: 'gray',
  expired: 'gray',
};

type Side = 'patient' | 'owner';

/**
 * What a consultation is, for the patient (who it is with) or the listing's owner (the patient, what it paid them):
 * its kind, its status, its price and its time (a text one's deadline, a phone one's call). A list's row and the
 * patient's consultation page both show it.
 */
export function ConsultationFacts({ item, side, link }: { item: ConsultationView; side: Side; link?: boolean }) {
  const { t } = useTranslation();
  const kind = t(`consultations.kind.${item.kind}`);
  return (
    <div>
      {/* A <div>: the status badge is a <div>, which a <p> cannot hold (React threw the page away, issue 32). */}
      <Text fw={600} component="div">
        {link ? <Link to={`/panel/consultations/${item.id}`}>{kind}</Link> : kind}{' '}
        <Badge color={STATUS_COLOR[item.status] ?? 'gray'} variant="light">
          {t(`consultations.status.${item.status}`)}
        </Badge>
      </Text>
      <Text size="sm">
        {side === 'patient'
          ? `${item.title} · ${t('consultations.list.with', { name: item.ownerName || t('chat.room.someone') })}`
          : t('consultations.owner.patient', { name: item.patientName || t('chat.room.someone') })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('consultations.list.price', { price: item.price })} · {item.bought}
      </Text>
      {item.start && <Text size="sm">{t('consultations.list.call', { when: item.start })}</Text>}
      {item.open && item.deadline && (
        <Text size="sm">{t('consultations.list.openUntil', { when: item.deadline })}</Text>
      )}
      {side === 'owner' && item.ownerPaid !== null && (
        <Text size="sm" c="teal">
          {t('consultations.owner.paid', { amount: item.ownerPaid, share: item.siteShare ?? '' })}
        </Text>
      )}
    </div>
  );
}

/** Consultations as a list; the patient's rows lead to each one's page, and a text one's to its chat. */
export function ConsultationList({ items, side }: { items: ConsultationView[]; side: Side }) {
  const { t } = useTranslation();
  return (
    <ul className={lists.rows} aria-label={t('consultations.list.title')}>
      {items.map((item) => (
        <li key={item.id} className={lists.row} data-testid="consultation">
          <ConsultationFacts item={item} side={side} link={side === 'patient'} />
          {item.kind === 'text' && !item.awaitingPayment && (
            <Link to={`/panel/chatRoom/${side === 'patient' ? item.ownerId : item.patientId}`}>
              {t('consultations.list.chat')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
