import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** Whether the receiver has seen a notification (spec: Notification.status). */
export const NotificationStatus = defineEnum({
  unread: { value: 0, fa: 'خوانده‌نشده', en: 'Unread' },
  read: { value: 1, fa: 'خوانده‌شده', en: 'Read' },
});
export type NotificationStatus = EnumValue<typeof NotificationStatus>;

/** How a notification was addressed (spec: Notification.sendType): to one person, or to every user of a type. */
export const NotificationSendType = defineEnum({
  single: { value: 0, fa: 'یک کاربر', en: 'One user' },
  group: { value: 1, fa: 'همهٔ کاربران یک نوع', en: 'All users of a type' },
});
export type NotificationSendType = EnumValue<typeof NotificationSendType>;

/** A way a notification reaches a person (spec: Notification.via): always the panel, SMS and e-mail by kind and choice. */
export const NotificationVia = defineEnum({
  panel: { value: 'panel', fa: 'پنل', en: 'Panel' },
  sms: { value: 'sms', fa: 'پیامک', en: 'SMS' },
  mail: { value: 'mail', fa: 'ایمیل', en: 'E-mail' },
  push: { value: 'push', fa: 'اعلان مرورگر', en: 'Browser notification' },
});
export type NotificationVia = EnumValue<typeof NotificationVia>;

/** Where a site message shows (spec: Site message.location). */
export const SiteMessageLocation = defineEnum({
  home: { value: 'home', fa: 'صفحهٔ اصلی', en: 'Home page' },
  panelDashboard: { value: 'panelDashboard', fa: 'داشبورد پنل کاربر', en: 'User panel dashboard' },
});
export type SiteMessageLocation = EnumValue<typeof SiteMessageLocation>;

/** What kind of announcement a site message is (spec: Site message.category). */
export const SiteMessageCategory = defineEnum({
  news: { value: 'news', fa: 'خبر', en: 'News' },
  notice: { value: 'notice', fa: 'اطلاعیه', en: 'Notice' },
  warning: { value: 'warning', fa: 'هشدار', en: 'Warning' },
});
export type SiteMessageCategory = EnumValue<typeof SiteMessageCategory>;

/** What a follower follows: a listing (a booth, an expert…) or a person. */
export const FollowTargetType = defineEnum({
  listing: { value: 'listing', fa: 'آگهی یا غرفه', en: 'Listing or booth' },
  user: { value: 'user', fa: 'کاربر', en: 'User' },
});
export type FollowTargetType = EnumValue<typeof FollowTargetType>;
