import type { NotificationKindDefinition, NotificationParams } from './notification.ts';

// What an order's buyer and its booth are told at each step (issue 17, ADR 0037). Parameters: orderId, booth (its
// title), boothId, amount (toman), deliveryCode. Kept apart from notification.ts so that file stays one page.

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const buyerLink = (p: NotificationParams) => `/panel/order/${str(p.orderId)}`;
const boothLink = (p: NotificationParams) => `/panel/myBooth/${str(p.boothId)}/order/${str(p.orderId)}`;

export const ORDER_NOTIFICATION_KINDS = {
  orderNew: {
    title: { fa: 'سفارش تازه در «{booth}»', en: 'New order at “{booth}”' },
    text: {
      fa: 'سفارش {orderId} به مبلغ {amount} پرداخت شد و منتظر تأیید شماست.',
      en: 'Order {orderId} of {amount} is paid and waits for your confirmation.',
    },
    link: boothLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderPaid: {
    title: { fa: 'سفارش شما ثبت شد', en: 'Your order is placed' },
    text: {
      fa: 'سفارش {orderId} از «{booth}» پرداخت شد و به غرفه رسید.',
      en: 'Order {orderId} from “{booth}” is paid and sent to the booth.',
    },
    link: buyerLink,
    sms: 'never',
    mail: 'never',
  },
  orderConfirmed: {
    title: { fa: 'سفارش شما تأیید شد', en: 'Your order was confirmed' },
    text: { fa: '«{booth}» سفارش {orderId} را تأیید کرد.', en: '“{booth}” confirmed order {orderId}.' },
    link: buyerLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderPreparing: {
    title: { fa: 'سفارش شما در حال آماده‌سازی است', en: 'Your order is being prepared' },
    text: { fa: '«{booth}» سفارش {orderId} را آماده می‌کند.', en: '“{booth}” is preparing order {orderId}.' },
    link: buyerLink,
    sms: 'never',
    mail: 'never',
  },
  orderSent: {
    title: { fa: 'سفارش شما ارسال شد', en: 'Your order was sent' },
    text: {
      fa: 'سفارش {orderId} از «{booth}» ارسال شد. کد تحویل: {deliveryCode}',
      en: 'Order {orderId} from “{booth}” was sent. Delivery code: {deliveryCode}',
    },
    link: buyerLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderDelivered: {
    title: { fa: 'سفارش تحویل شد', en: 'Order delivered' },
    text: { fa: 'سفارش {orderId} از «{booth}» تحویل شد.', en: 'Order {orderId} from “{booth}” was delivered.' },
    link: buyerLink,
    sms: 'never',
    mail: 'never',
  },
  orderSettled: {
    title: { fa: 'مبلغ سفارش واریز شد', en: 'Order paid out' },
    text: {
      fa: 'سفارش {orderId} تحویل شد و {amount} به کیف پول شما واریز شد.',
      en: 'Order {orderId} was delivered and {amount} was credited to your wallet.',
    },
    link: boothLink,
    sms: 'optIn',
    mail: 'optIn',
  },
  orderRejected: {
    title: { fa: 'سفارش شما لغو شد', en: 'Your order was cancelled' },
    text: {
      fa: '«{booth}» سفارش {orderId} را نپذیرفت؛ {amount} به کیف پول شما بازگشت.',
      en: '“{booth}” turned down order {orderId}; {amount} went back to your wallet.',
    },
    link: buyerLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderProblem: {
    title: { fa: 'خریدار مشکل سفارش را گزارش کرد', en: 'The buyer reported a problem' },
    text: {
      fa: 'خریدار برای سفارش {orderId} مشکل گزارش کرد؛ مبلغ به او بازگشت.',
      en: 'The buyer reported a problem with order {orderId}; the money went back to them.',
    },
    link: boothLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderPaymentRequest: {
    title: { fa: 'درخواست پرداخت از «{booth}»', en: 'Payment request from “{booth}”' },
    text: {
      fa: '«{booth}» برای سفارش {orderId} مبلغ {amount} درخواست کرده است.',
      en: '“{booth}” asks {amount} more for order {orderId}.',
    },
    link: buyerLink,
    sms: 'optOut',
    mail: 'optIn',
  },
  orderExpired: {
    title: { fa: 'مهلت پرداخت سفارش گذشت', en: 'Order expired unpaid' },
    text: {
      fa: 'سفارش {orderId} از «{booth}» پرداخت نشد و لغو شد.',
      en: 'Order {orderId} from “{booth}” was not paid and was cancelled.',
    },
    link: buyerLink,
    sms: 'never',
    mail: 'never',
  },
  // «موجود شد خبرم کن» (issue 35): a sold-out product or variant the person asked about is in stock again; told once,
  // by SMS too unless they turned it off. Parameters: product (its title), variant ('' without), booth, path.
  productBackInStock: {
    title: { fa: '«{product}» موجود شد', en: '“{product}” is back in stock' },
    text: {
      fa: '«{product}»[ ({variant})] در «{booth}» دوباره موجود است.',
      en: '“{product}”[ ({variant})] is in stock again at “{booth}”.',
    },
    link: (p) => str(p.path) || undefined,
    sms: 'optOut',
    mail: 'optIn',
  },
} as const satisfies Record<string, NotificationKindDefinition>;
