import { asc, eq } from 'drizzle-orm';
import type { TariffWrite } from '@shahrbazar/domain/api/tariff.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { consultationFlags, tariffKindOf, type ConsultationFlags } from '@shahrbazar/domain/rules/consultation';
import type { Tariff } from '@shahrbazar/domain/rules/tariff';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isOwnListing, listingIdBySlugId } from '../listings/listing-rows.ts';
import { listingTariffs } from './tariff.table.ts';

/**
 * A vertical that offers tariffs (clinics, lawyers): its key, and what it does with the consultation flags its
 * tariffs imply (a clinic keeps them on its detail row, where its list filters on them). Called in the transaction
 * that writes the tariffs, so the flags never disagree with the list.
 */
export interface TariffHost {
  key: string;
  applyFlags(db: Db, listingId: number, flags: ConsultationFlags): Promise<void>;
}

const columns = {
  id: listingTariffs.id,
  title: listingTariffs.title,
  price: listingTariffs.price,
  discount: listingTariffs.discount,
  description: listingTariffs.description,
};

/** A listing's tariffs in the owner's order, each with its kind (the spec's mapping of its title). */
export async function tariffsOf(db: Db, listingId: number): Promise<Tariff[]> {
  const rows = await db
    .select(columns)
    .from(listingTariffs)
    .where(eq(listingTariffs.listingId, listingId))
    .orderBy(asc(listingTariffs.sortOrder), asc(listingTariffs.id));
  return rows.map((row) => ({ ...row, kind: tariffKindOf(row.title) }));
}

/** The tariffs of a live listing of the host's vertical, by its public slugId (404 for anything else). */
export async function publicTariffs(db: Db, host: TariffHost, slugId: string): Promise<Tariff[]> {
  const listingId = await listingIdBySlugId(db, slugId, host.key, ListingStatus.active);
  if (listingId === undefined) throw new AppError('not_found');
  return tariffsOf(db, listingId);
}

/** The owner's listing of the host's vertical, locked for the write (another user's does not exist for them). */
async function lockOwnListing(db: Db, host: TariffHost, userId: number, listingId: number) {
  if (!(await isOwnListing(db, { id: listingId, userId, vertical: host.key }, 'update'))) {
    throw new AppError('not_found');
  }
}

/** The owner's tariffs of their listing (404 when it is not theirs). */
export async function ownTariffs(db: Db, host: TariffHost, userId: number, listingId: number): Promise<Tariff[]> {
  if (!(await isOwnListing(db, { id: listingId, userId, vertical: host.key }))) throw new AppError('not_found');
  return tariffsOf(db, listingId);
}

/**
 * Replaces the owner's tariffs with the list given, and sets the consultation flags they imply (a tariff titled
 * «مشاوره متنی» turns on text consultation, «مشاوره تلفنی» phone consultation), in one transaction on the locked
 * listing: two saves at once end as one of them, never a mix.
 */
export async function replaceTariffs(
  db: Db,
  host: TariffHost,
  userId: number,
  listingId: number,
  tariffs: readonly TariffWrite[],
): Promise<Tariff[]> {
  return db.transaction(async (tx) => {
    await lockOwnListing(tx, host, userId, listingId);
    await tx.delete(listingTariffs).where(eq(listingTariffs.listingId, listingId));
    if (tariffs.length > 0) {
      await tx.insert(listingTariffs).values(
        tariffs.map((tariff, index) => ({
          listingId,
          title: tariff.title,
          price: tariff.price,
          discount: tariff.discount,
          description: tariff.description,
          sortOrder: index,
        })),
      );
    }
    await host.applyFlags(tx, listingId, consultationFlags(tariffs));
    return tariffsOf(tx, listingId);
  });
}
