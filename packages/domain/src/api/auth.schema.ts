import { z } from 'zod';
import { enumSchema } from './enum-schema.ts';
import { TokenKind } from '../enums/people.ts';
import { normalizeMobile } from '../rules/mobile.ts';
import { toAsciiDigits } from '../format/number.ts';
import { POW_NONCE_MAX } from '../rules/proof-of-work.ts';

/** A mobile number as typed, normalised to 09xxxxxxxxx (Persian digits and +98 accepted). */
export const MobileSchema = z
  .string({ error: 'mobileRequired' })
  .trim()
  .min(1, 'mobileRequired')
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (!mobile) ctx.addIssue({ code: 'custom', message: 'mobileInvalid' });
    return mobile ?? value;
  });

/** A 6-digit one-time code as typed (Persian digits accepted). */
export const OtpCodeSchema = z
  .string({ error: 'mobileAndCodeRequired' })
  .transform((value) => toAsciiDigits(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, 'codeWrong'));

export const PasswordSchema = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong');
/** A new password: at least 8 characters. */
export const NewPasswordSchema = z.string({ error: 'passwordRequired' }).min(8, 'passwordTooShort').max(200, 'tooLong');

/** The captcha a form carries: its id and the digits the person read (Persian digits accepted). */
export const CaptchaAnswerSchema = z.object({
  captchaId: z.string().max(64).optional(),
  captchaCode: z
    .string()
    .max(12)
    .transform((value) => toAsciiDigits(value).trim())
    .optional(),
});

export const SessionKindSchema = enumSchema(TokenKind);
export type SessionKind = z.infer<typeof SessionKindSchema>;

export const CaptchaSchema = z
  .object({ captchaId: z.string(), image: z.string().describe('PNG as a data: URL'), expiresIn: z.number() })
  .meta({ id: 'Captcha' });
export type Captcha = z.infer<typeof CaptchaSchema>;

/**
 * The proof of work a code request carries from a busy address or browser (ADR 0091): the challenge the API issued
 * and the nonce found for it (or the waited nonce the API granted a browser without a script).
 */
export const ProofOfWorkAnswerSchema = z.object({
  powChallenge: z.string().max(200).optional(),
  powNonce: z.string().max(POW_NONCE_MAX).optional(),
});

/** A proof-of-work challenge: find a nonce so that SHA-256(challenge + nonce) starts with `bits` zero bits. */
export const ProofOfWorkSchema = z
  .object({ challenge: z.string(), bits: z.number().int(), expiresIn: z.number() })
  .meta({ id: 'ProofOfWork' });
export type ProofOfWork = z.infer<typeof ProofOfWorkSchema>;

/** A browser that cannot do the work asks to wait instead. */
export const ProofOfWorkWaitSchema = z.object({ challenge: z.string().max(200) }).meta({ id: 'ProofOfWorkWait' });

/** The waited nonce: good for the challenge once `waitSeconds` have passed. */
export const ProofOfWorkWaitedSchema = z
  .object({ nonce: z.string(), waitSeconds: z.number().int() })
  .meta({ id: 'ProofOfWorkWaited' });
export type ProofOfWorkWaited = z.infer<typeof ProofOfWorkWaitedSchema>;

/** Ask for a one-time code by SMS (login or registration; or a password reset). */
export const OtpRequestSchema = CaptchaAnswerSchema.extend({
  ...ProofOfWorkAnswerSchema.shape,
  mobile: MobileSchema,
  purpose: z.enum(['login', 'reset']).default('login'),
}).meta({ id: 'OtpRequest' });
export type OtpRequest = z.input<typeof OtpRequestSchema>;

export const OtpRequestedSchema = z
  .object({ sent: z.literal(true), expiresIn: z.number(), resendIn: z.number() })
  .meta({ id: 'OtpRequested' });
export type OtpRequested = z.infer<typeof OtpRequestedSchema>;

/** Log in (registering on the way, Divar-style) with the code sent to the mobile number. */
export const OtpLoginSchema = z
  .object({
    mobile: MobileSchema,
    code: OtpCodeSchema,
    panel: SessionKindSchema.default('general'),
    name: z.string().trim().max(100, 'tooLong').optional(),
    referralId: z.string().trim().max(32).optional(),
  })
  .meta({ id: 'OtpLogin' });
export type OtpLogin = z.input<typeof OtpLoginSchema>;

/** Log in with mobile number or e-mail and password, plus the captcha. */
export const PasswordLoginSchema = CaptchaAnswerSchema.extend({
  username: z.string({ error: 'emailAndPasswordRequired' }).trim().min(1, 'emailAndPasswordRequired').max(200),
  password: PasswordSchema,
  panel: SessionKindSchema.default('general'),
}).meta({ id: 'PasswordLogin' });
export type PasswordLogin = z.input<typeof PasswordLoginSchema>;

/** Register with name, mobile (proved by its code) and a password. */
export const RegisterSchema = z
  .object({
    name: z.string({ error: 'nameRequired' }).trim().min(1, 'nameRequired').max(100, 'tooLong'),
    mobile: MobileSchema,
    code: OtpCodeSchema,
    password: NewPasswordSchema,
    passwordConfirmation: z.string({ error: 'passwordRequired' }),
    referralId: z.string().trim().max(32).optional(),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwordsDoNotMatch',
  })
  .meta({ id: 'Register' });
export type Register = z.input<typeof RegisterSchema>;

/** Set a new password with the code sent to the mobile number; every session is signed out. */
export const ResetPasswordSchema = z
  .object({
    mobile: MobileSchema,
    code: OtpCodeSchema,
    password: NewPasswordSchema,
    passwordConfirmation: z.string({ error: 'passwordRequired' }),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'passwordsDoNotMatch',
  })
  .meta({ id: 'ResetPassword' });
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

/** A signed-in session as its owner sees it (profile: "where am I signed in"). */
export const SessionInfoSchema = z
  .object({
    id: z.number().int(),
    kind: SessionKindSchema,
    deviceType: z.number().int(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
