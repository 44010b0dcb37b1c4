import { z } from 'zod';
import {
  FollowTargetType,
  NotificationSendType,
  NotificationStatus,
  NotificationVia,
  SiteMessageCategory,
  SiteMessageLocation,
} from '../enums/notification.ts';
import { UserType } from '../enums/people.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import {
  CONFIGURABLE_KINDS,
  isNotificationKind,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationKindDefinition,
  pushRuleOf,
  NOTIFICATION_TEXT_MAX,
  NOTIFICATION_TITLE_MAX,
} from '../rules/notification.ts';
import { enumSchema } from './enum-schema.ts';
import { IdSchema, jsonIdSchema } from './id.schema.ts';

// Notifications, followers and site messages (spec: Notification, Site message, followers; issue 14;
// docs/decisions/0028-notifications.md).

/**
 * A cursor page query (ADR 0117): ?cursor=<id>, the previous page's `nextCursor`, gives the ones older than that id,
 * newest first.
 */
export const KeysetQuerySchema = z.object({
  cursor: IdSchema.optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type KeysetQuery = z.input<typeof KeysetQuerySchema>;

/** One notification as its receiver reads it, in the request's locale. */
export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
    title: z.string(),
    text: z.string(),
    /** Where it leads in the web app, or null. */
    link: z.string().nullable(),
    status: enumSchema(NotificationStatus),
    /** The channels it went by (the panel always). */
    via: z.array(enumSchema(NotificationVia)),
    sendType: enumSchema(NotificationSendType),
    registerDate: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** A cursor page of notifications, newest first, with the receiver's unread count (ADR 0117). */
export const NotificationPageSchema = z
  .object({
    items: z.array(NotificationSchema),
    unread: z.number().int(),
    perPage: z.number().int(),
    nextCursor: z.number().int().nullable(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationUnreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'NotificationUnread' });

/** Mark read: these ids, or every one (`all`). */
export const NotificationReadSchema = z
  .object({ ids: z.array(jsonIdSchema()).max(100, 'tooMany').default([]), all: z.boolean().default(false) })
  .meta({ id: 'NotificationRead' });

/** A person's channel choice for one kind. */
export const NotificationSettingSchema = z
  .object({
    kind: z.enum(CONFIGURABLE_KINDS as [string, ...string[]], { error: 'invalid' }),
    sms: z.boolean(),
    mail: z.boolean(),
    /** Web push for this kind (ADR 0048); absent: left as it was. */
    push: z.boolean().optional(),
  })
  .meta({ id: 'NotificationSetting' });
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

/** Every configurable kind with what is in effect for the person, and which channels the kind allows. */
export const NotificationSettingsSchema = z
  .object({
    items: z.array(
      NotificationSettingSchema.extend({
        push: z.boolean(),
        smsAllowed: z.boolean(),
        mailAllowed: z.boolean(),
        pushAllowed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'NotificationSettings' });

/** A choice as written: a channel the kind never uses cannot be turned on (SMS of a followed booth's product). */
const NotificationSettingWriteSchema = NotificationSettingSchema.superRefine((item, context) => {
  if (!isNotificationKind(item.kind)) return;
  const definition: NotificationKindDefinition = NOTIFICATION_KINDS[item.kind];
  const rules = { sms: definition.sms, mail: definition.mail, push: pushRuleOf(item.kind) };
  for (const channel of ['sms', 'mail', 'push'] as const) {
    if (item[channel] === true && rules[channel] === 'never') {
      context.addIssue({ code: 'custom', path: [channel], message: 'invalid' });
    }
  }
});

export const NotificationSettingsWriteSchema = z
  .object({ items: z.array(NotificationSettingWriteSchema).max(CONFIGURABLE_KINDS.length, 'tooMany') })
  .meta({ id: 'NotificationSettingsWrite' });

const title = z
  .string({ error: 'titleRequired' })
  .trim()
  .min(1, 'titleRequired')
  .max(NOTIFICATION_TITLE_MAX, 'tooLong');
const text = z.string({ error: 'required' }).trim().min(1, 'required').max(NOTIFICATION_TEXT_MAX, 'tooLong');

/** The back office sends a notification: to one user (user_id) or to every active user of a type (userType). */
export const ManagerNotificationSchema = z
  .object({
    user_id: jsonIdSchema().optional(),
    userType: enumSchema(UserType).optional(),
    title,
    description: text,
    /** Also by SMS to those with a mobile number. */
    sms: z.boolean().default(false),
  })
  .refine((value) => (value.user_id === undefined) !== (value.userType === undefined), {
    message: 'invalid',
    path: ['user_id'],
  })
  .meta({ id: 'ManagerNotification' });
export type ManagerNotification = z.output<typeof ManagerNotificationSchema>;

export const ManagerNotificationResultSchema = z
  .object({ receivers: z.number().int() })
  .meta({ id: 'ManagerNotificationResult' });

// Followers

export const FollowParamsSchema = z.object({ type: enumSchema(FollowTargetType), id: IdSchema });

/** What a target's page shows: how many follow it, and whether the caller does (isFollow, spec). */
export const FollowStateSchema = z
  .object({ followers: z.number().int(), isFollow: z.boolean() })
  .meta({ id: 'FollowState' });
export type FollowState = z.infer<typeof FollowStateSchema>;

/** Someone following one of the caller's things (their listings, booths, or themselves). */
export const FollowerSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    targetType: enumSchema(FollowTargetType),
    targetId: z.number().int(),
    /** The followed thing's title (a listing's title, or the person's own name). */
    targetTitle: z.string(),
    registerDate: z.string(),
  })
  .meta({ id: 'Follower' });
export type Follower = z.infer<typeof FollowerSchema>;

/** A cursor page of my followers, newest first, and how many follow me in all (ADR 0117). */
export const FollowerPageSchema = z
  .object({
    items: z.array(FollowerSchema),
    total: z.number().int(),
    perPage: z.number().int(),
    nextCursor: z.number().int().nullable(),
  })
  .meta({ id: 'FollowerPage' });
export type FollowerPage = z.infer<typeof FollowerPageSchema>;

// Site messages

/** A site message as the back office writes it (spec: title, category, location, description, date). */
export const SiteMessageWriteSchema = z
  .object({
    title,
    category: enumSchema(SiteMessageCategory),
    location: enumSchema(SiteMessageLocation),
    description: text,
    /** From when it shows (ISO date or date-time); now when left out. */
    date: z.coerce.date({ error: 'invalid' }).optional(),
  })
  .meta({ id: 'SiteMessageWrite' });
export type SiteMessageWrite = z.output<typeof SiteMessageWriteSchema>;

export const SiteMessageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: enumSchema(SiteMessageCategory),
    location: enumSchema(SiteMessageLocation),
    description: z.string(),
    date: z.string(),
  })
  .meta({ id: 'SiteMessage' });
export type SiteMessage = z.infer<typeof SiteMessageSchema>;

export const SiteMessageListSchema = z.object({ items: z.array(SiteMessageSchema) }).meta({ id: 'SiteMessageList' });
export const SiteMessageQuerySchema = z.object({ location: enumSchema(SiteMessageLocation) });
/** A cursor page of the back office's site messages, newest first (ADR 0117). */
export const SiteMessagePageSchema = z
  .object({ items: z.array(SiteMessageSchema), perPage: z.number().int(), nextCursor: z.number().int().nullable() })
  .meta({ id: 'SiteMessagePage' });
