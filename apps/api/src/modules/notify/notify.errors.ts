/** Why an SMS did not go out: a bad number, the provider said no, a non-JSON HTTP error, no connection, too slow. */
export type SmsFailure = 'receptor' | 'rejected' | 'http' | 'network' | 'timeout';

/** An SMS the provider did not accept. `status` is the provider's status code (or the HTTP status). */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  readonly reason: SmsFailure;
  readonly status: number | undefined;
  readonly providerMessage: string | undefined;

  constructor(reason: SmsFailure, message: string, details: { status?: number; providerMessage?: string } = {}) {
    super(message);
    this.reason = reason;
    this.status = details.status;
    this.providerMessage = details.providerMessage;
  }
}

/** An e-mail the SMTP server did not accept. `responseCode` is the SMTP reply code when the server gave one. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  readonly responseCode: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, details: { responseCode?: number; code?: string } = {}) {
    super(message);
    this.responseCode = details.responseCode;
    this.code = details.code;
  }
}
