import type { Label } from '@shahrbazar/domain/i18n/locale';
import { slotProblem } from '@shahrbazar/domain/rules/appointments';
import { APPOINTMENT_MESSAGES } from '@shahrbazar/domain/rules/appointments-policy';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { takenStarts, type BookRow } from './book-reads.ts';

// Taking a slot (docs/decisions/0034-appointment-book.md): the hours' rules first, a standing waitlist offer next,
// and finally the unique index on (listing, start) of live appointments, whose refusal is the 409 "slot taken".

export const invalid = (label: Label, field: string, key: string) =>
  new AppError('validation', label, { [field]: key });
const taken = () => new AppError('conflict', APPOINTMENT_MESSAGES.slotTaken);

/** Whether `start` is free for `userId`: a slot of the book, ahead, not held by someone else's waitlist offer. */
export async function checkSlot(db: Db, book: BookRow, listingId: number, start: Date, userId: number, now: Date) {
  const problem = slotProblem(book, start, now);
  if (problem) throw invalid(APPOINTMENT_MESSAGES[problem], 'start', problem);
  const held = await takenStarts(db, listingId, {
    from: start,
    to: new Date(start.getTime() + 1),
    now,
    exceptUserId: userId,
  });
  if (held.has(start.getTime())) throw taken();
}

/** Runs a write that takes a slot; the unique index's refusal is the 409 "slot taken". */
export async function takingSlot<T>(db: Db, write: (sp: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (uniqueViolation(error) === 'appointments_live_slot_uq') throw taken();
    throw error;
  }
}
