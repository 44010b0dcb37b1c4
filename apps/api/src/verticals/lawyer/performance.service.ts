import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { watchVisits } from '../../modules/appointments/appointment-owner.service.ts';
import { isPhoneConsultation, watchTextConsultations } from '../../modules/consultations/consultation-close.service.ts';
import { lawyerDetails } from './lawyer.table.ts';

// A lawyer's performance (spec: Lawyer performance; ADR 0060) is counted from what happened, never typed: each counter
// is raised by one in the transaction of the event it counts, an event that can happen only once (a guarded UPDATE
// moved it), so the counts are exact under concurrency and the pages read them from the detail row for free.

/** The counters the lawyer's activity raises (answers and helpful marks are the questions' own). */
export type PerformanceCounter =
  | 'consultationPhone'
  | 'consultationChat'
  | 'consultationInPerson'
  | 'documentDrafting'
  | 'complaintDrafting'
  | 'contractDrafting'
  | 'statementDrafting'
  | 'legalRepresentation'
  | 'lawsuitDrafting';

/** Adds one to a lawyer's counter, in the caller's transaction (a listing without a lawyer row: nothing). */
export async function countPerformance(tx: Db, listingId: number, counter: PerformanceCounter): Promise<void> {
  const column = lawyerDetails[counter];
  await tx
    .update(lawyerDetails)
    .set({ [counter]: sql`${column} + 1` })
    .where(eq(lawyerDetails.listingId, listingId));
}

/**
 * Subscribes the lawyer's counters to the shared modules' events: a visit of the appointment book marked visited is
 * a phone consultation done when it was a phone consultation's call, an in-person one otherwise; a text consultation
 * settled to the lawyer (closed, or at its deadline) is a chat consultation. Projects count themselves on release.
 */
export function watchLawyerActivity(): void {
  watchVisits('lawyer', async (tx, visit) =>
    countPerformance(
      tx,
      visit.listingId,
      (await isPhoneConsultation(tx, visit.appointmentId)) ? 'consultationPhone' : 'consultationInPerson',
    ),
  );
  watchTextConsultations('lawyer', (tx, consultation) =>
    countPerformance(tx, consultation.listingId, 'consultationChat'),
  );
}
