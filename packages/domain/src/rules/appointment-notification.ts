import type { NotificationKindDefinition, NotificationParams } from './notification.ts';

// What the two sides of a visit are told (issue 29, "the doctor's book"): the patient's booking confirmed at once
// (its day and time in Jalali, the address and a tracking code, by SMS whatever the settings say: it is the receipt),
// the owner's new visit, and a cancellation or a move told to the owner the same way. Kept apart from notification.ts
// as the order kinds are. Parameters: title (the listing's), when (the visit's start, ISO), from (a moved visit's old
// start, ISO), address (the vertical's, may be empty: its sentence is left out), trackingCode, name (the patient's),
// path (the owner's page of the book's visits).

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const ownerPage = (p: NotificationParams) => str(p.path) || undefined;

export const APPOINTMENT_NOTIFICATION_KINDS = {
  appointmentBooked: {
    title: { fa: 'نوبت شما ثبت شد', en: 'Your appointment is booked' },
    text: {
      fa: 'نوبت شما در «{title}»: {when}. کد پیگیری: {trackingCode}.[ نشانی: {address}.]',
      en: 'Your appointment at “{title}”: {when}. Tracking code: {trackingCode}.[ Address: {address}.]',
    },
    link: () => '/panel/appointments',
    sms: 'optOut',
    mail: 'optIn',
  },
  appointmentRescheduled: {
    title: { fa: 'نوبت شما جابه‌جا شد', en: 'Your appointment was moved' },
    text: {
      fa: 'نوبت تازهٔ شما در «{title}»: {when}. کد پیگیری: {trackingCode}.[ نشانی: {address}.]',
      en: 'Your new appointment at “{title}”: {when}. Tracking code: {trackingCode}.[ Address: {address}.]',
    },
    link: () => '/panel/appointments',
    sms: 'optOut',
    mail: 'optIn',
  },
  appointmentLapsed: {
    title: { fa: 'نوبت پرداخت‌نشده آزاد شد', en: 'Unpaid appointment released' },
    text: {
      fa: 'نوبت {when} در «{title}» پرداخت نشد و آزاد شد. کد پیگیری: {trackingCode}.',
      en: 'The appointment {when} at “{title}” was not paid and was released. Tracking code: {trackingCode}.',
    },
    link: () => '/panel/appointments',
    sms: 'optOut',
    mail: 'optIn',
  },
  appointmentNew: {
    title: { fa: 'نوبت تازه', en: 'New appointment' },
    text: {
      fa: '{name} برای {when} در «{title}» نوبت گرفت. کد پیگیری: {trackingCode}.',
      en: '{name} booked {when} at “{title}”. Tracking code: {trackingCode}.',
    },
    link: ownerPage,
    sms: 'optIn',
    mail: 'optIn',
  },
  appointmentCancelledByPatient: {
    title: { fa: 'نوبتی لغو شد', en: 'An appointment was cancelled' },
    text: {
      fa: '{name} نوبت {when} در «{title}» را لغو کرد. کد پیگیری: {trackingCode}.',
      en: '{name} cancelled the appointment {when} at “{title}”. Tracking code: {trackingCode}.',
    },
    link: ownerPage,
    sms: 'optIn',
    mail: 'optIn',
  },
  appointmentMovedByPatient: {
    title: { fa: 'نوبتی جابه‌جا شد', en: 'An appointment was moved' },
    text: {
      fa: '{name} نوبت «{title}» را از {from} به {when} برد. کد پیگیری: {trackingCode}.',
      en: '{name} moved the appointment at “{title}” from {from} to {when}. Tracking code: {trackingCode}.',
    },
    link: ownerPage,
    sms: 'optIn',
    mail: 'optIn',
  },
  // The owner (the doctor) cancelled or moved the patient's visit (issue 29): the patient is told by SMS and
  // notification, the refund (all of it, ADR 0082) named when there was money; `amount` is absent at the place.
  appointmentCancelledByOwner: {
    title: { fa: 'نوبت شما لغو شد', en: 'Your appointment was cancelled' },
    text: {
      fa: '«{title}» نوبت {when} شما را لغو کرد.[ {amount} به کیف پول شما برگشت.] کد پیگیری: {trackingCode}.',
      en: '“{title}” cancelled your appointment {when}.[ {amount} went back to your wallet.] Tracking code: {trackingCode}.',
    },
    link: (p) => `/panel/appointments/${str(p.appointmentId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  appointmentMovedByOwner: {
    title: { fa: 'زمان نوبت شما تغییر کرد', en: 'Your appointment was moved' },
    text: {
      fa: '«{title}» نوبت شما را از {from} به {when} برد. کد پیگیری: {trackingCode}.[ نشانی: {address}.]',
      en: '“{title}” moved your appointment from {from} to {when}. Tracking code: {trackingCode}.[ Address: {address}.]',
    },
    link: (p) => `/panel/appointments/${str(p.appointmentId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  // The owner made the reader a secretary of their listing's book (ADR 0105): where its visits are kept.
  appointmentSecretaryAdded: {
    title: { fa: 'منشی نوبت‌دهی شدید', en: 'You keep an appointment book now' },
    text: {
      fa: 'شما منشی نوبت‌دهی «{title}» شدید: نوبت‌های آن در پنل شما، «منشی نوبت‌دهی»، است.',
      en: 'You are now a secretary of “{title}”: its appointments are in your panel, under “Appointment desk”.',
    },
    link: () => '/panel/desk',
    sms: 'optIn',
    mail: 'optIn',
  },
  // A secretary of the book cancelled or moved a visit (ADR 0105): the owner is told who did it, as the patient's own
  // cancellation or move is told. `secretary` is the secretary's name (or the mobile number of one without a name).
  appointmentCancelledBySecretary: {
    title: { fa: 'منشی نوبتی را لغو کرد', en: 'Your secretary cancelled an appointment' },
    text: {
      fa: '{secretary} نوبت {when} {name} در «{title}» را لغو کرد. کد پیگیری: {trackingCode}.',
      en: '{secretary} cancelled {name}’s appointment {when} at “{title}”. Tracking code: {trackingCode}.',
    },
    link: ownerPage,
    sms: 'optIn',
    mail: 'optIn',
  },
  appointmentMovedBySecretary: {
    title: { fa: 'منشی نوبتی را جابه‌جا کرد', en: 'Your secretary moved an appointment' },
    text: {
      fa: '{secretary} نوبت {name} در «{title}» را از {from} به {when} برد. کد پیگیری: {trackingCode}.',
      en: '{secretary} moved {name}’s appointment at “{title}” from {from} to {when}. Tracking code: {trackingCode}.',
    },
    link: ownerPage,
    sms: 'optIn',
    mail: 'optIn',
  },
} as const satisfies Record<string, NotificationKindDefinition>;
