import { toAsciiDigits } from '@shahrbazar/domain/format/number';
import type { z } from 'zod';
import type { ProfileUpdateSchema } from '@shahrbazar/domain/api/user.schema';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { updateUser, type NewUser } from './user.repository.ts';
import type { UserRow } from './user.mapper.ts';

type ProfileInput = z.output<typeof ProfileUpdateSchema>;

/** The columns a profile form sets (the spec's wire names mapped to ours; digits stored as ASCII). */
export function profileColumns(input: ProfileInput): Partial<NewUser> {
  const digits = (value: string | undefined) =>
    value === undefined ? undefined : toAsciiDigits(value).replace(/[\s-]/g, '');
  const columns: Partial<NewUser> = {
    name: input.name,
    email: input.email === undefined ? undefined : input.email === '' ? null : input.email,
    nationalCode: digits(input.nationalCode),
    cardNumber: digits(input.cardNumber),
    shabaNumber: input.shabaNumber === undefined ? undefined : digits(input.shabaNumber)?.toUpperCase(),
    economicCode: input.economicCode,
    telegramId: input.telegramId,
    instagramId: input.instagramId,
    whatsAppNumber: input.whatsAppNumber,
    gender: input.gender,
    activeChat: input.activeChat,
    displayMobile: input.displayMobile,
    address: input.address,
    description: input.description,
    latitude: input.latitude,
    longitude: input.longitude,
    cityId: input.city_id,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Saves a user's profile; an e-mail another account uses is a field error. */
export async function saveProfile(db: Db, userId: number, input: ProfileInput): Promise<UserRow> {
  try {
    const row = await updateUser(db, userId, profileColumns(input));
    if (!row) throw new AppError('not_found');
    return row;
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_uq') {
      throw new AppError('conflict', undefined, { email: 'emailTaken' });
    }
    throw error;
  }
}
