import type { ManagedUser } from '@shahrbazar/domain/api/user.schema';
import { AuthLevel, UserType } from '@shahrbazar/domain/enums/people';
import { ActiveStatus } from '@shahrbazar/domain/enums/status';
import { formatJalaliDate, formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isOnline, lastVisitText } from '@shahrbazar/domain/rules/online';
import type { UserRow } from './types.ts';

// A user as a row of a list, client-safe (the domain's enumerations carry no schema): the back office's users
// resource declares its rows with it, the agent panel's loaders through labels.server.ts.

const userTypeLabel = (type: number, locale: Locale) =>
  UserType.is(type) ? UserType.label(type, locale) : String(type);
const authLevelText = (level: number, locale: Locale) =>
  AuthLevel.is(level) ? AuthLevel.label(level, locale) : String(level);

/** Whether an account is an administrator's (only administrators may change or delete those). */
export const isAdminAccount = (user: { type: number }) => user.type === UserType.admin;

/** A user as a list row: every text already in the page's locale (Jalali dates, Persian digits, last visit). */
export function userRow(user: ManagedUser, number: string, locale: Locale, now: Date): UserRow {
  const lastVisit = lastVisitText(user.lastVisit ? new Date(user.lastVisit) : null, now, locale);
  return {
    id: user.id,
    number,
    name: user.name,
    email: user.email,
    mobile: user.mobile ? localizeDigits(user.mobile, locale) : '',
    type: user.type,
    typeLabel: userTypeLabel(user.type, locale),
    admin: isAdminAccount(user),
    roleTitle: user.roleTitle,
    status: user.status,
    statusLabel: ActiveStatus.is(user.status) ? ActiveStatus.label(user.status, locale) : String(user.status),
    authLevelLabel: authLevelText(user.authLevel, locale),
    lastVisit,
    online: isOnline(lastVisit),
    codeUntil:
      user.loginCode.pending && user.loginCode.expiresAt
        ? formatJalaliDateTime(new Date(user.loginCode.expiresAt), locale)
        : user.loginCode.pending
          ? ''
          : null,
    registered: formatJalaliDate(new Date(user.registerDate), locale),
  };
}
