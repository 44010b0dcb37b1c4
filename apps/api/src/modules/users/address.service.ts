import { and, count, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, type Address, type AddressWriteInput } from '@shahrbazar/domain/api/address.schema';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { placesOfCities, stateIdOfCity } from '../geo/city-lookup.ts';
import { userAddresses } from './address.table.ts';
import { users } from './user.table.ts';

// A buyer's address book (issue 35). Every write runs in one transaction with the owner's user row locked, so two
// writes of one person (two tabs, a double tap) apply one after the other: never two defaults, never past the limit.
// Another person's address is a 404, as if it did not exist.

export type AddressRow = typeof userAddresses.$inferSelect;

async function lockOwner(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The owner's address, locked for the rest of the transaction; 404 for anyone else's or none. */
async function ownAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The city must be one of the chosen province's (the geo module's ids). */
async function checkPlace(db: Db, input: { stateId: number; cityId: number }): Promise<void> {
  const stateId = await stateIdOfCity(db, input.cityId);
  if (stateId === undefined) throw new AppError('validation', undefined, { cityId: 'invalid' });
  if (stateId !== input.stateId) throw new AppError('validation', undefined, { cityId: 'cityNotInState' });
}

async function clearDefault(db: Db, userId: number, except?: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.isDefault, true),
        except === undefined ? undefined : ne(userAddresses.id, except),
      ),
    );
}

const columnsOf = (input: AddressWriteInput) => ({
  title: input.title,
  recipientName: input.recipientName,
  mobile: input.mobile,
  stateId: input.stateId,
  cityId: input.cityId,
  address: input.address,
  postalCode: input.postalCode,
  latitude: input.latitude,
  longitude: input.longitude,
});

/** Saves a new address; the first one, or one asked to be, becomes the default. At most ADDRESS_BOOK_MAX. */
export async function createAddress(db: Db, userId: number, input: AddressWriteInput): Promise<AddressRow> {
  await checkPlace(db, input);
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [held] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
    const n = held?.n ?? 0;
    if (n >= ADDRESS_BOOK_MAX) throw new AppError('validation', undefined, { title: 'addressBookFull' });
    const isDefault = input.isDefault || n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...columnsOf(input), userId, isDefault })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return row;
  });
}

/**
 * Edits the owner's address. `isDefault: true` makes it the default; false leaves the default where it is (there is
 * always one: another address becomes the default by choosing it).
 */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressWriteInput): Promise<AddressRow> {
  await checkPlace(db, input);
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = await ownAddress(tx, userId, id);
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...columnsOf(input), isDefault, updatedAt: new Date() })
      .where(eq(userAddresses.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    return row;
  });
}

/** Makes the owner's address the default (the one checkout offers first). */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await ownAddress(tx, userId, id);
    await clearDefault(tx, userId, id);
    const [row] = await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, id)).returning();
    if (!row) throw new AppError('not_found');
    return row;
  });
}

/** Deletes the owner's address (orders keep their copy); when it was the default, the newest other one becomes it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const gone = await ownAddress(tx, userId, id);
    await tx.delete(userAddresses).where(eq(userAddresses.id, id));
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
  });
}

/** The owner's address, unlocked (checkout copies it); 404 for anyone else's. */
export async function addressOf(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** Addresses as their owner reads them, with the province's and city's names in the reader's locale. */
export async function toAddresses(db: Db, rows: AddressRow[], locale: Locale): Promise<Address[]> {
  if (rows.length === 0) return [];
  const places = await placesOfCities(
    db,
    rows.map((row) => row.cityId),
  );
  const byCity = new Map(places.map((place) => [place.cityId, place]));
  const stateName = new Map(places.map((place) => [place.stateId, localized(locale, place.state, place.stateEn)]));
  return rows.map((row) => {
    const place = byCity.get(row.cityId);
    return {
      id: row.id,
      title: row.title,
      recipientName: row.recipientName,
      mobile: row.mobile,
      state: { id: row.stateId, name: stateName.get(row.stateId) ?? '' },
      city: { id: row.cityId, name: place ? localized(locale, place.city, place.cityEn) : '' },
      address: row.address,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      isDefault: row.isDefault,
    };
  });
}

/** The owner's address book: the default first, then the newest. */
export async function addressBook(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
}
