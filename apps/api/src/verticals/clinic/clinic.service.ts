import { eq } from 'drizzle-orm';
import type { ConsultationFlags } from '@shahrbazar/domain/rules/consultation';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TariffHost } from '../../modules/tariffs/tariff.service.ts';
import { clinicDetails } from './clinic.table.ts';

/** Clinics offer tariffs; the consultation flags their titles imply are kept on the detail row the list filters. */
export const clinicTariffHost: TariffHost = {
  key: 'clinic',
  async applyFlags(db: Db, listingId: number, flags: ConsultationFlags) {
    await db
      .update(clinicDetails)
      .set({ activeChat: flags.activeChat, phoneReservation: flags.phoneReservation })
      .where(eq(clinicDetails.listingId, listingId));
  },
};

/**
 * A manager's check of a clinic's medical council number against the council's register: checked keeps the number
 * shown now as the checked one (the badge, with the owner's identity check), unchecked forgets it. 404 for a
 * listing that is not a clinic.
 */
export async function checkMedicalSystemNumber(db: Db, listingId: number, checked: boolean): Promise<void> {
  const [row] = await db
    .select({ number: clinicDetails.medicalSystemNumber })
    .from(clinicDetails)
    .where(eq(clinicDetails.listingId, listingId));
  if (!row) throw new AppError('not_found');
  await db
    .update(clinicDetails)
    .set({ checkedMedicalSystemNumber: checked ? row.number : null })
    .where(eq(clinicDetails.listingId, listingId));
}

/** Keeps a clinic's rate on its detail row (the comments module calls it in the transaction that changed it). */
export async function mirrorRate(db: Db, listingId: number, rate: number): Promise<void> {
  await db.update(clinicDetails).set({ rate }).where(eq(clinicDetails.listingId, listingId));
}
