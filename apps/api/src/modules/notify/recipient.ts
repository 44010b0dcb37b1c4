import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import { normalizeMobile } from '@shahrbazar/domain/rules/mobile';

/** An e-mail address fit for logs: a***@example.com. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at > 0 ? `${address.slice(0, 1)}***${address.slice(at)}` : '***';
}

/**
 * The form two recipients are compared in: a normalised mobile for SMS, a lower-cased address for mail, the endpoint
 * as it is for push.
 */
export function recipientKey(channel: 'sms' | 'mail' | 'push', to: string): string {
  const trimmed = to.trim();
  if (channel === 'push') return trimmed;
  return channel === 'sms' ? (normalizeMobile(trimmed) ?? toAsciiDigits(trimmed)) : trimmed.toLowerCase();
}
