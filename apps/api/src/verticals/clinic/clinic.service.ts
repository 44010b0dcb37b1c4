import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionalTariffHost } from '../../modules/professional/professional.service.ts';
import { clinicDetails } from './clinic.table.ts';

/** Clinics offer tariffs; the consultation flags their titles imply are kept on the detail row the list filters. */
export const clinicTariffHost = professionalTariffHost('clinic', clinicDetails);

/**
 * A manager checks a clinic's medical council number against the council's register (the badge, with the owner's
 * identity check): the number shown now, and the one checked.
 */
export const medicalSystemRegister = {
  table: clinicDetails,
  number: 'medicalSystemNumber',
  checked: 'checkedMedicalSystemNumber',
} as const;

/** Keeps a clinic's rate on its detail row (the comments module calls it in the transaction that changed it). */
export async function mirrorRate(db: Db, listingId: number, rate: number): Promise<void> {
  await db.update(clinicDetails).set({ rate }).where(eq(clinicDetails.listingId, listingId));
}
