import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** Status of a ticket; a new ticket starts unread. */
export const TicketStatus = defineEnum({
  unread: { value: 0, fa: 'خوانده‌نشده', en: 'Unread' },
  read: { value: 1, fa: 'خوانده‌شده', en: 'Read' },
  pending: { value: 2, fa: 'در حال بررسی', en: 'In review' },
  answered: { value: 3, fa: 'پاسخ داده شده', en: 'Answered' },
});
export type TicketStatus = EnumValue<typeof TicketStatus>;

/** Direction of a ticket message, seen from its owner; a new ticket is sent. */
export const TicketType = defineEnum({
  send: { value: 0, fa: 'ارسالی', en: 'Sent' },
  receive: { value: 1, fa: 'دریافتی', en: 'Received' },
});
export type TicketType = EnumValue<typeof TicketType>;

/** Status of a user's report of a chat partner in the back office; a new report is open. */
export const ChatReportStatus = defineEnum({
  open: { value: 0, fa: 'بررسی‌نشده', en: 'Open' },
  resolved: { value: 1, fa: 'رسیدگی‌شده', en: 'Resolved' },
  dismissed: { value: 2, fa: 'ردشده', en: 'Dismissed' },
});
export type ChatReportStatus = EnumValue<typeof ChatReportStatus>;

/** Status and type a new ticket starts with. */
export const NEW_TICKET: Readonly<{ status: TicketStatus; type: TicketType }> = {
  status: TicketStatus.unread,
  type: TicketType.send,
};

/** Actions offered on items, dialogs and share menus (their labels are the button texts). */
export const ActionType = defineEnum({
  ok: { value: 'ok', fa: 'تأیید', en: 'OK' },
  cancel: { value: 'cancel', fa: 'انصراف', en: 'Cancel' },
  add: { value: 'add', fa: 'افزودن', en: 'Add' },
  edit: { value: 'edit', fa: 'ویرایش', en: 'Edit' },
  delete: { value: 'delete', fa: 'حذف', en: 'Delete' },
  payment: { value: 'payment', fa: 'پرداخت', en: 'Pay' },
  renewal: { value: 'renewal', fa: 'تمدید', en: 'Renew' },
  disable: { value: 'disable', fa: 'غیرفعال‌سازی', en: 'Disable' },
  details: { value: 'details', fa: 'جزئیات', en: 'Details' },
  copy: { value: 'copy', fa: 'کپی', en: 'Copy' },
  telegram: { value: 'telegram', fa: 'تلگرام', en: 'Telegram' },
  whatsApp: { value: 'whatsApp', fa: 'واتس‌اپ', en: 'WhatsApp' },
  follow: { value: 'follow', fa: 'دنبال کردن', en: 'Follow' },
  unFollow: { value: 'unFollow', fa: 'لغو دنبال کردن', en: 'Unfollow' },
  story: { value: 'story', fa: 'استوری', en: 'Story' },
  share: { value: 'share', fa: 'اشتراک‌گذاری', en: 'Share' },
});
export type ActionType = EnumValue<typeof ActionType>;
