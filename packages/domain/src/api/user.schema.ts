import { z } from 'zod';
import { enumSchema } from './enum-schema.ts';
import { AuthLevel, Gender, UserType } from '../enums/people.ts';
import { ActiveStatus } from '../enums/status.ts';
import { defineEnum, type EnumValue } from '../enums/define-enum.ts';
import { isValidCardNumber, isValidNationalCode, isValidShaba } from '../rules/identity-numbers.ts';
import { PAGE_SIZE } from '../rules/pagination.ts';
import { MobileSchema, SessionKindSchema } from './auth.schema.ts';
import { jsonIdSchema } from './id.schema.ts';

/** The default avatar of the spec. */
export const DEFAULT_AVATAR = 'images/avatars/default.jpg';

/** Review state of an identity document. */
export const DocumentStatus = defineEnum({
  pending: { value: 0, fa: 'در انتظار بررسی', en: 'Pending review' },
  approved: { value: 1, fa: 'تأیید شده', en: 'Approved' },
  rejected: { value: 2, fa: 'رد شده', en: 'Rejected' },
});
export type DocumentStatus = EnumValue<typeof DocumentStatus>;

/** A user as its owner, its agent or a manager sees it (spec: User), camelCase as the spec spells it. */
export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    nationalCode: z.string(),
    cardNumber: z.string(),
    shabaNumber: z.string(),
    economicCode: z.string(),
    avatar: z.string(),
    telegramId: z.string(),
    instagramId: z.string(),
    whatsAppNumber: z.string(),
    gender: enumSchema(Gender),
    activeChat: z.number().int(),
    displayMobile: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    description: z.string(),
    cityId: z.number().int().nullable(),
    roleId: z.number().int().nullable(),
    type: enumSchema(UserType),
    authLevel: enumSchema(AuthLevel),
    authMessage: z.string(),
    status: enumSchema(ActiveStatus),
    referralId: z.string(),
    hasPassword: z.boolean(),
    registerDate: z.string(),
    lastVisit: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

const PolicyRefSchema = z.object({ group: z.string(), name: z.string() });

/** Who is signed in, in which panel, and what they may open (for menus; the server checks every call anyway). */
export const MeSchema = z
  .object({
    user: UserSchema,
    kind: SessionKindSchema,
    expiresAt: z.string(),
    isAdmin: z.boolean(),
    policies: z.array(PolicyRefSchema),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/** What a login answers; `token` only for mobile apps (device type mobile), the web gets the HttpOnly cookie. */
export const LoginResultSchema = MeSchema.extend({ token: z.string().optional(), created: z.boolean() }).meta({
  id: 'LoginResult',
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional();
const checked = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message)
    .optional();

/** Profile fields a user edits about themself (names as the spec sends them). */
export const ProfileUpdateSchema = z
  .object({
    name: optionalText(100),
    email: z.union([z.literal(''), z.email('emailInvalid').max(200)]).optional(),
    nationalCode: checked(isValidNationalCode, 'nationalCodeInvalid'),
    cardNumber: checked(isValidCardNumber, 'cardNumberInvalid'),
    shabaNumber: checked(isValidShaba, 'shabaInvalid'),
    economicCode: optionalText(20),
    telegramId: optionalText(64),
    instagramId: optionalText(64),
    whatsAppNumber: optionalText(20),
    gender: enumSchema(Gender).optional(),
    activeChat: z.union([z.literal(0), z.literal(1)]).optional(),
    displayMobile: z.union([z.literal(0), z.literal(1)]).optional(),
    address: optionalText(500),
    description: optionalText(2000),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    city_id: jsonIdSchema().nullable().optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** excludePolicies as the spec sends it: a JSON text (or a plain list) of policy ids. */
const PolicyIdListSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(jsonIdSchema()).max(500));

/** A user a manager (or an agent) creates or edits. */
export const UserWriteSchema = ProfileUpdateSchema.extend({
  name: z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(100, 'tooLong'),
  mobile: MobileSchema,
  password: z.string().min(8, 'passwordTooShort').max(200).optional(),
  type: enumSchema(UserType).optional(),
  status: enumSchema(ActiveStatus).optional(),
  role_id: jsonIdSchema().nullable().optional(),
  excludePolicies: PolicyIdListSchema.optional(),
}).meta({ id: 'UserWrite' });
export type UserWrite = z.input<typeof UserWriteSchema>;

/** A filter value of -1 or '' means "any" (spec: list filter normalisation). */
const anyable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === '-1' || value === -1 ? undefined : value), schema.optional());

/** A numeric enumeration value read from a query string ("2" -> 2), checked against the enumeration. */
const queryEnum = <V extends number>(isValue: (value: unknown) => value is V) =>
  z.coerce
    .number()
    .refine(isValue, 'invalid')
    .transform((value) => value as V);

/** The manager's users list: paging plus the spec's filters. */
export const UserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  textSearch: anyable(z.string().trim().max(100)),
  type: anyable(queryEnum(UserType.is)),
  status: anyable(queryEnum(ActiveStatus.is)),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

/** What the back office shows in a users list row and detail, beyond the user itself. */
export const ManagedUserSchema = UserSchema.extend({
  roleTitle: z.string().nullable(),
  excludePolicies: z.array(z.number().int()),
  /** A login code is waiting (never the code itself) and until when. */
  loginCode: z.object({ pending: z.boolean(), expiresAt: z.string().nullable() }),
  createdBy: z.number().int().nullable(),
}).meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof ManagedUserSchema>;

export const PolicySchema = z
  .object({ id: z.number().int(), group: z.string(), name: z.string(), title: z.string() })
  .meta({ id: 'Policy' });
export type Policy = z.infer<typeof PolicySchema>;

export const RoleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: enumSchema(UserType),
    policies: z.array(z.number().int()),
    userCount: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof RoleSchema>;

export const RoleWriteSchema = z
  .object({
    title: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(100, 'tooLong'),
    type: enumSchema(UserType).default(UserType.employee),
    policies: PolicyIdListSchema,
  })
  .meta({ id: 'RoleWrite' });
export type RoleWrite = z.input<typeof RoleWriteSchema>;

/** An identity document a user uploads for a manager to review ("authenticate"). */
export const UserDocumentSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    title: z.string(),
    file: z.string(),
    status: enumSchema(DocumentStatus),
    message: z.string(),
    registerDate: z.string(),
    reviewedAt: z.string().nullable(),
    /** Who uploaded the file (the user, or an agent or staff member for them); null when not recorded (older). */
    uploader: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'UserDocument' });
export type UserDocument = z.infer<typeof UserDocumentSchema>;

/** A manager's decision on a document: its status, and the user's resulting authLevel and authMessage. */
export const DocumentReviewSchema = z
  .object({
    status: enumSchema(DocumentStatus),
    authLevel: enumSchema(AuthLevel),
    authMessage: z.string().trim().max(500, 'tooLong').default(''),
  })
  .meta({ id: 'DocumentReview' });
export type DocumentReview = z.input<typeof DocumentReviewSchema>;
