import { eq } from 'drizzle-orm';
import { calendarDateIn, toIsoDate } from '@shahrbazar/domain/format/jalali';
import type { ConsultationFlags } from '@shahrbazar/domain/rules/consultation';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { TariffHost } from '../../modules/tariffs/tariff.service.ts';
import { lawyerDetails } from './lawyer.table.ts';

/** Today in Tehran as an ISO day (a licence is valid through its expiry day). */
export const tehranToday = (now = new Date()) => toIsoDate(calendarDateIn(now));

/** Lawyers offer tariffs; the consultation flags their titles imply are kept on the detail row the list filters. */
export const lawyerTariffHost: TariffHost = {
  key: 'lawyer',
  async applyFlags(db: Db, listingId: number, flags: ConsultationFlags) {
    await db
      .update(lawyerDetails)
      .set({ activeChat: flags.activeChat, phoneReservation: flags.phoneReservation })
      .where(eq(lawyerDetails.listingId, listingId));
  },
};

/**
 * A manager's check of a lawyer's licence number against the bar's register: checked keeps the number shown now as
 * the checked one (the badge, with the owner's identity check and an unexpired licence), unchecked forgets it. 404
 * for a listing that is not a lawyer.
 */
export async function checkLicense(db: Db, listingId: number, checked: boolean): Promise<void> {
  const [row] = await db
    .select({ number: lawyerDetails.licenseNumber })
    .from(lawyerDetails)
    .where(eq(lawyerDetails.listingId, listingId));
  if (!row) throw new AppError('not_found');
  await db
    .update(lawyerDetails)
    .set({ checkedLicenseNumber: checked ? row.number : null })
    .where(eq(lawyerDetails.listingId, listingId));
}
