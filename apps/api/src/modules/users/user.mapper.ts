import type { User } from '@shahrbazar/domain/api/user.schema';
import type { Gender, UserType, AuthLevel } from '@shahrbazar/domain/enums/people';
import type { ActiveStatus } from '@shahrbazar/domain/enums/status';
import type { users } from './user.table.ts';

export type UserRow = typeof users.$inferSelect;

/** A user row as the API shows it (spec field names); never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    nationalCode: row.nationalCode,
    cardNumber: row.cardNumber,
    shabaNumber: row.shabaNumber,
    economicCode: row.economicCode,
    avatar: row.avatar,
    telegramId: row.telegramId,
    instagramId: row.instagramId,
    whatsAppNumber: row.whatsAppNumber,
    gender: row.gender as Gender,
    activeChat: row.activeChat,
    displayMobile: row.displayMobile,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    description: row.description,
    cityId: row.cityId,
    roleId: row.roleId,
    type: row.type as UserType,
    authLevel: row.authLevel as AuthLevel,
    authMessage: row.authMessage,
    status: row.status as ActiveStatus,
    referralId: row.referralId,
    hasPassword: row.passwordHash !== null,
    registerDate: row.registerDate.toISOString(),
    lastVisit: row.lastVisit?.toISOString() ?? null,
  };
}
