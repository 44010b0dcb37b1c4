/** One text message to an Iranian mobile number. */
export interface SmsMessage {
  to: string;
  /** The full text; what the console driver stores and what Kavenegar sends when no template applies. */
  text: string;
  /** Optional provider template (Kavenegar verify/lookup) for one-time codes. */
  template?: { name: string; tokens: string[] };
}

/** Sends text messages; `driver` says which implementation is behind it. */
export interface SmsSender {
  readonly driver: 'console' | 'kavenegar';
  send(message: SmsMessage): Promise<void>;
}

/** One e-mail, plain text with an optional HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail; `driver` says which implementation is behind it. */
export interface MailSender {
  readonly driver: 'console' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** A message the console drivers "sent", kept in memory for testers outside production. */
export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'mail' | 'push';
  /** A mobile, an e-mail address, or a push subscription's endpoint. */
  to: string;
  subject?: string;
  text: string;
  /** ISO 8601 */
  sentAt: string;
}

/** The part of a pino logger the notify drivers use (a Fastify logger fits). */
export interface NotifyLogger {
  info(obj: object, msg: string): void;
}

/**
 * Template name callers use for one-time codes; the Kavenegar driver maps it to the account's own template
 * (KAVENEGAR_OTP_TEMPLATE), so callers never know provider template names.
 */
export const OTP_TEMPLATE = 'otp';
