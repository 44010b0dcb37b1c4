import type { ErrorCode } from '@shahrbazar/domain/api/error.schema';
import type { Label } from '@shahrbazar/domain/i18n/locale';

/**
 * The error a service throws for an expected failure. The error handler turns it into the one error shape with the
 * code's HTTP status; `label` (both locales) overrides the catalogue's default text for that code, and `fields`
 * maps a field (as sent) to a key of the validation messages (domain i18n/validation-messages.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly label?: Label,
    readonly fields?: Record<string, string>,
  ) {
    super(label?.en ?? code);
    this.name = 'AppError';
  }
}
