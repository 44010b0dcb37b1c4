import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { whenLabel } from '../appointments/appointment-view.ts';

// What the consultation screens print, made once on the server in the reader's locale: Jalali dates with Tehran
// times, Persian digits, toman.

/** A consultation as the panels and the chat room show it. */
export function consultationView(item: Consultation, locale: Locale, now = Date.now()) {
  const deadline = item.deadline ? new Date(item.deadline).getTime() : null;
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    // Open and within its 48 hours: messages are taken (an overdue one awaits the job, but is closed to messages).
    open: item.kind === 'text' && item.status === 'open' && deadline !== null && deadline > now,
    listingId: item.listingId,
    title: item.listingTitle,
    patientId: item.patient.id,
    patientName: localizeDigits(item.patient.name, locale),
    ownerId: item.owner.id,
    ownerName: localizeDigits(item.owner.name, locale),
    price: formatAmount(item.price, locale),
    ownerPaid: item.ownerPaid === null ? null : formatAmount(item.ownerPaid, locale),
    siteShare: item.siteShare === null ? null : formatAmount(item.siteShare, locale),
    deadline: item.deadline ? whenLabel(item.deadline, locale) : null,
    start: item.start ? whenLabel(item.start, locale) : null,
    bought: whenLabel(item.registerDate, locale),
    number: localizeDigits(item.id, locale),
    paymentId: item.paymentId,
    appointmentId: item.appointmentId,
    awaitingPayment: item.status === 'awaitingPayment',
  };
}

export type ConsultationView = ReturnType<typeof consultationView>;
