import type { Label, Locale } from '../i18n/locale.ts';
import { formatJalaliDateTime } from '../format/date.ts';
import { localizeDigits } from '../format/number.ts';
import { formatAmount } from '../format/price.ts';
import { APPOINTMENT_NOTIFICATION_KINDS } from './appointment-notification.ts';
import { LAWYER_NOTIFICATION_KINDS } from './lawyer-notification.ts';
import { isListingNoun, LISTING_NOUNS } from './listing-noun.ts';
import { ORDER_NOTIFICATION_KINDS } from './order-notification.ts';

// The kinds of notification (spec: Notification; docs/decisions/0028-notifications.md). A module that tells a person
// something names a kind and gives its parameters; the kind says what the person reads (in both locales), where the
// notification leads, and whether it may also go by SMS or e-mail. A new kind is one entry here.

/** Whether a kind may go by an outside channel: never, only if the person turned it on, or unless they turned it off. */
export type ChannelRule = 'never' | 'optIn' | 'optOut';

/** Values a notification carries; numbers (and `…Code` texts) in the reader's digits, `amount` as toman. */
export type NotificationParams = Record<string, string | number>;

export interface NotificationKindDefinition {
  title: Label;
  text: Label;
  /** Where the notification leads in the web app, or none. */
  link?: (params: NotificationParams) => string | undefined;
  sms: ChannelRule;
  mail: ChannelRule;
  /** Web push to the browsers that allowed it (ADR 0044, 0048); absent: `optOut`, every kind unless turned off. */
  push?: ChannelRule;
}

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

export const NOTIFICATION_KINDS = {
  ticketAnswered: {
    title: { fa: 'تیکت شما پاسخ داده شد', en: 'Your ticket was answered' },
    text: { fa: 'پشتیبانی به تیکت «{title}» پاسخ داد.', en: 'Support answered your ticket “{title}”.' },
    link: (p) => `/panel/ticket/${str(p.ticketId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  // A manager's verdict on a listing (ADR 0028), in its vertical's words (`noun`, issue 29): «مطب شما تأیید شد».
  listingApproved: {
    title: { fa: '{noun} تأیید شد', en: '{noun} was approved' },
    text: { fa: '«{title}» تأیید شد و اکنون دیده می‌شود.', en: '“{title}” was approved and is now public.' },
    sms: 'optOut',
    mail: 'optIn',
  },
  listingRejected: {
    title: { fa: '{noun} رد شد', en: '{noun} was rejected' },
    text: {
      fa: '«{title}» تأیید نشد. برای جزئیات به پنل سر بزنید.',
      en: '“{title}” was not approved. See your panel.',
    },
    sms: 'optOut',
    mail: 'optIn',
  },
  // A listing whose package term ran out leaves the public lists at that moment (issue 34); its owner is told once
  // per term, by the `listing-terms-ended` job, and is offered renewal in their panel.
  listingTermEnded: {
    title: { fa: '{noun} دیگر در فهرست‌ها نیست', en: '{noun} is no longer listed' },
    text: {
      fa: 'مهلت بستهٔ «{title}» به پایان رسید و از فهرست‌های عمومی برداشته شد. با تمدید، دوباره دیده می‌شود.',
      en: 'The package term of “{title}” ended and it was taken off the public lists. Renew it to be seen again.',
    },
    sms: 'optOut',
    mail: 'optIn',
  },
  paymentPaid: {
    title: { fa: 'پرداخت انجام شد', en: 'Payment received' },
    text: { fa: 'پرداخت {amount} با موفقیت ثبت شد.', en: 'Your payment of {amount} was received.' },
    link: (p) => `/panel/payment/${str(p.paymentId)}`,
    sms: 'optIn',
    mail: 'optIn',
  },
  // The bank took a payment that the payer had meanwhile paid from their wallet (issue 34): the bank's amount went to
  // the wallet instead, and the payer is told so and why. Money that moved unasked for goes by SMS unless turned off.
  paymentCaptureToWallet: {
    title: { fa: 'مبلغ پرداخت بانکی به کیف پول شما رفت', en: 'Your bank payment went to your wallet' },
    text: {
      fa: 'بانک {amount} را برای پرداخت شمارهٔ {paymentId} از حساب شما برداشت، اما همین پرداخت پیش‌تر از کیف پول شما انجام شده بود؛ برای همین این مبلغ به کیف پول شما افزوده شد و می‌توانید آن را خرج یا برداشت کنید.',
      en: 'The bank took {amount} for payment {paymentId}, which you had already paid from your wallet, so the amount was added to your wallet, to spend or withdraw.',
    },
    link: () => '/panel/wallet/charge',
    sms: 'optOut',
    mail: 'optIn',
  },
  // Spec (issue 14): followers are told of a new product or story in the notifications, not by SMS.
  followedNewProduct: {
    title: { fa: 'محصول تازه در «{booth}»', en: 'New product at “{booth}”' },
    text: { fa: '«{product}» به غرفهٔ «{booth}» اضافه شد.', en: '“{product}” was added to “{booth}”.' },
    link: (p) => str(p.path) || undefined,
    sms: 'never',
    mail: 'never',
  },
  newFollower: {
    title: { fa: 'دنبال‌کنندهٔ تازه', en: 'New follower' },
    text: { fa: '{name} «{target}» را دنبال می‌کند.', en: '{name} follows “{target}”.' },
    link: () => '/panel/followers',
    sms: 'never',
    mail: 'never',
  },
  // An order's life (issue 17): the booth's owner hears of a new paid order by SMS unless they turned it off; the
  // buyer of every step, by SMS where it matters to them (sent: the delivery code they give the courier).
  ...ORDER_NOTIFICATION_KINDS,
  // A chat message to someone away (ADR 0048): the first unread one of a conversation only; by SMS if they ask.
  chatMessage: {
    title: { fa: 'پیام تازه در گفتگو', en: 'New chat message' },
    text: { fa: '{name} برایتان پیام فرستاد.', en: '{name} sent you a message.' },
    link: (p) => `/panel/chatRoom/${str(p.senderId)}`,
    sms: 'optIn',
    mail: 'never',
  },
  // Written by the back office: the title and text are the sender's; it may also go by SMS (the sender's choice).
  managerMessage: {
    title: { fa: '{title}', en: '{title}' },
    text: { fa: '{text}', en: '{text}' },
    sms: 'never',
    mail: 'never',
  },
  // A reminder any module schedules for a moment (an appointment, a subscription running out).
  reminder: {
    title: { fa: 'یادآوری: {title}', en: 'Reminder: {title}' },
    text: { fa: '{text}', en: '{text}' },
    link: (p) => str(p.link) || undefined,
    sms: 'optOut',
    mail: 'optIn',
  },
  // The appointment book (issue 18): the two reminders of a visit, and a freed slot offered from the waitlist.
  appointmentReminder: {
    title: { fa: 'یادآوری نوبت «{title}»', en: 'Appointment reminder: “{title}”' },
    text: { fa: 'نوبت شما در «{title}»: {when}.', en: 'Your appointment at “{title}”: {when}.' },
    link: () => '/panel/appointments',
    sms: 'optOut',
    mail: 'optIn',
  },
  waitlistOffer: {
    title: { fa: 'نوبتی برای شما آزاد شد', en: 'A slot freed up for you' },
    text: {
      fa: 'نوبت {when} در «{title}» آزاد شد؛ تا {minutes} دقیقه برای پذیرفتنش فرصت دارید.',
      en: 'The slot {when} at “{title}” is free; you have {minutes} minutes to take it.',
    },
    link: () => '/panel/appointments',
    sms: 'optOut',
    mail: 'optIn',
  },
  // Paid consultations (issue 18 item 4, ADR 0039): the listing's owner hears of a text consultation bought.
  consultationBought: {
    title: { fa: 'مشاورهٔ متنی تازه', en: 'New text consultation' },
    text: {
      fa: '{name} مشاورهٔ متنی «{title}» را خرید؛ در گفتگو پاسخ دهید.',
      en: '{name} bought a text consultation of “{title}”; answer in the chat.',
    },
    link: (p) => `/panel/chatRoom/${str(p.patientId)}`,
    sms: 'optOut',
    mail: 'optIn',
  },
  // A visit booked, moved or cancelled, told to both sides (issue 29).
  ...APPOINTMENT_NOTIFICATION_KINDS,
  // Lawyers (issue 19, ADR 0049): an answer to the asker, an offer to the client, a selection and a payout to the lawyer.
  ...LAWYER_NOTIFICATION_KINDS,
  // Jobs (issue 29): the seeker hears that the employer shortlisted their application, by SMS unless turned off.
  applicationShortlisted: {
    title: { fa: 'درخواست شما در فهرست کوتاه است', en: 'Your application was shortlisted' },
    text: {
      fa: 'کارفرمای «{title}» درخواست شما را در فهرست کوتاه گذاشت.',
      en: 'The employer of “{title}” shortlisted your application.',
    },
    link: () => '/panel/myApplications',
    sms: 'optOut',
    mail: 'optIn',
  },
  // A listing's owner hears of a comment once it is published on their page (issue 29), in its vertical's words.
  commentNew: {
    title: { fa: 'نظر تازه دربارهٔ {noun}', en: 'A new comment on {noun}' },
    text: {
      fa: '{name} دربارهٔ «{title}» نظر داد[ و امتیاز {score} از ۵ داد].',
      en: '{name} commented on “{title}”[ and scored it {score} of 5].',
    },
    link: (p) => str(p.path) || undefined,
    sms: 'optIn',
    mail: 'optIn',
  },
  // The identity check (issue 29): the person hears the verdict on their document, by SMS unless turned off.
  documentVerified: {
    title: { fa: 'مدرک شما تأیید شد', en: 'Your document was verified' },
    text: {
      fa: 'مدرک «{title}» تأیید شد و حساب شما احراز هویت شد.',
      en: 'Your document “{title}” was verified; your identity is checked.',
    },
    link: () => '/panel/myDocuments',
    sms: 'optOut',
    mail: 'optIn',
  },
  documentRejected: {
    title: { fa: 'مدرک شما تأیید نشد', en: 'Your document was not verified' },
    text: {
      fa: 'مدرک «{title}» تأیید نشد.[ {message}]',
      en: 'Your document “{title}” was not verified.[ {message}]',
    },
    link: () => '/panel/myDocuments',
    sms: 'optOut',
    mail: 'optIn',
  },
  // A webhook endpoint whose receiver kept failing was turned off (issue 31, ADR 0115); its owner turns it on again.
  webhookDisabled: {
    title: { fa: 'وب‌هوک شما غیرفعال شد', en: 'Your webhook was turned off' },
    text: {
      fa: 'نشانی {url} چند بار پشت سر هم پاسخ نداد و غیرفعال شد. پس از رفع مشکل آن را دوباره فعال کنید.',
      en: '{url} failed many times in a row and was turned off. Turn it on again once it is fixed.',
    },
    link: () => '/panel/webhooks',
    sms: 'never',
    mail: 'optIn',
  },
} as const satisfies Record<string, NotificationKindDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Whether a text names a notification kind. */
export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** How a kind goes by web push: its own rule, else unless the person turned it off (ADR 0048). */
export function pushRuleOf(kind: NotificationKind): ChannelRule {
  const definition: NotificationKindDefinition = NOTIFICATION_KINDS[kind];
  return definition.push ?? 'optOut';
}

/** Kinds a person may choose channels for (at least one outside channel, web push included, is not `never`). */
export const CONFIGURABLE_KINDS: readonly NotificationKind[] = NOTIFICATION_KIND_NAMES.filter((kind) => {
  const definition: NotificationKindDefinition = NOTIFICATION_KINDS[kind];
  return definition.sms !== 'never' || definition.mail !== 'never' || pushRuleOf(kind) !== 'never';
});

/** Who `{name}` is when the person has no name yet (a new account): in the reader's language. */
const SOMEONE: Label = { fa: 'یک کاربر شهربازار', en: 'A Shahrbazar user' };
/** An instant kept as ISO text (`when`): shown as a Jalali date and time in the reader's locale and digits. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Fills `{name}` placeholders: numbers with the locale's digits, `amount` as a toman amount, an ISO instant as a
 * Jalali date and time, an empty `name` as "someone", `noun` (a vertical's key) as its words for "your listing" —
 * all in the reader's locale, so nothing Persian is stored for an English reader. A `[…]` part is left out when a
 * placeholder in it has no value (an address not given).
 */
function fill(template: string, params: NotificationParams, locale: Locale): string {
  const given = (name: string) => params[name] !== undefined && params[name] !== '';
  const kept = template.replace(/\[([^[\]]*)\]/g, (_, part: string) =>
    [...part.matchAll(/\{(\w+)\}/g)].every(([, name]) => given(name!)) ? part : '',
  );
  return kept.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'name' && (value === undefined || value === '')) return SOMEONE[locale];
    if (name === 'noun') return LISTING_NOUNS[isListingNoun(value) ? value : 'ads'][locale];
    if (value === undefined) return '';
    if (typeof value === 'string' && INSTANT.test(value)) return formatJalaliDateTime(new Date(value), locale);
    if (name === 'amount' && typeof value === 'number') return formatAmount(value, locale);
    // A code (an order's delivery code) is digits kept as text for its leading zeros: the reader's digits too.
    if (name.endsWith('Code')) return localizeDigits(value, locale);
    return typeof value === 'number' ? localizeDigits(value, locale) : value;
  });
}

/** What a person reads: the title, the text and where it leads, in a locale. */
export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
): { title: string; text: string; link: string | undefined } {
  const definition: NotificationKindDefinition = NOTIFICATION_KINDS[kind];
  return {
    title: fill(definition.title[locale], params, locale),
    text: fill(definition.text[locale], params, locale),
    link: definition.link?.(params),
  };
}

/** A person's choice for one kind: SMS, e-mail and web push on or off (undefined or null: the kind's default). */
export interface ChannelChoice {
  sms?: boolean | undefined;
  mail?: boolean | undefined;
  push?: boolean | null | undefined;
}

/** Whether a kind goes by a channel for a person, from the kind's rule and the person's choice. */
export function channelOn(rule: ChannelRule, choice: boolean | null | undefined): boolean {
  if (rule === 'never') return false;
  return choice ?? rule === 'optOut';
}

/** The outside channels a kind goes by for a person; `forced` (the back office's choice) adds SMS. */
export function channelsFor(
  kind: NotificationKind,
  choice: ChannelChoice | undefined,
  forced: { sms?: boolean } = {},
): { sms: boolean; mail: boolean; push: boolean } {
  const definition: NotificationKindDefinition = NOTIFICATION_KINDS[kind];
  return {
    sms: forced.sms === true || channelOn(definition.sms, choice?.sms),
    mail: channelOn(definition.mail, choice?.mail),
    push: channelOn(pushRuleOf(kind), choice?.push),
  };
}

/** The longest title and text the back office may write in a notification or site message. */
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_TEXT_MAX = 1000;
/** An SMS is cut to this many characters (about three Persian SMS parts). */
export const NOTIFICATION_SMS_MAX = 200;

/** The text of an SMS for a notification (Persian: SMS go to Iranian mobiles). */
export function smsTextOf(kind: NotificationKind, params: NotificationParams): string {
  const { title, text } = renderNotification(kind, params, 'fa');
  const whole = title === text ? title : `${title}\n${text}`;
  return whole.length > NOTIFICATION_SMS_MAX ? `${whole.slice(0, NOTIFICATION_SMS_MAX - 1)}…` : whole;
}
