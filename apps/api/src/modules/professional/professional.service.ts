import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { WorkingPeriod } from '@shahrbazar/domain/rules/appointments';
import { workingHoursText } from '@shahrbazar/domain/rules/working-hours';
import type { ConsultationFlags } from '@shahrbazar/domain/rules/consultation';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DetailTable, VerticalDefinition } from '../listings/define-vertical.ts';
import { tariffsOf, type TariffHost } from '../tariffs/tariff.service.ts';

/**
 * A professional's detail table (a clinic's, a lawyer's): the listing's id and the columns of professionalColumns
 * (professional.table.ts) the shared parts read and write.
 */
export type ProfessionalTable = DetailTable & {
  callNumber: PgColumn;
  address: PgColumn;
  activeChat: PgColumn;
  phoneReservation: PgColumn;
  onlineReservation: PgColumn;
  workingHours: PgColumn;
  availableAppointment: PgColumn;
};

/**
 * A professional offers tariffs (the tariffs module); the consultation flags their titles imply are kept on the
 * detail row the list filters.
 */
export function professionalTariffHost(key: string, table: ProfessionalTable): TariffHost {
  return {
    key,
    async applyFlags(db: Db, listingId: number, flags: ConsultationFlags) {
      await db
        .update(table)
        .set({ activeChat: flags.activeChat, phoneReservation: flags.phoneReservation } as never)
        .where(eq(table.listingId, listingId));
    },
  };
}

/** The register number a professional shows and the one a manager checked: the names of their columns. */
export interface RegisterCheck<T extends ProfessionalTable = ProfessionalTable> {
  table: T;
  number: keyof T & string;
  checked: keyof T & string;
}

/**
 * A manager's check of the register number a professional shows (a doctor's medical council number, a lawyer's bar
 * licence) against its register: checked keeps the number shown now as the checked one (the badge, with the owner's
 * identity check), unchecked forgets it. 404 for a listing that is not of this table's vertical.
 */
export async function checkRegisterNumber<T extends ProfessionalTable>(
  db: Db,
  register: RegisterCheck<T>,
  listingId: number,
  checked: boolean,
): Promise<void> {
  const table: ProfessionalTable = register.table;
  const number = (register.table as unknown as Record<string, PgColumn>)[register.number]!;
  const [row] = await db.select({ number }).from(table).where(eq(table.listingId, listingId));
  if (!row) throw new AppError('not_found');
  await db
    .update(table)
    .set({ [register.checked]: checked ? row.number : null } as never)
    .where(eq(table.listingId, listingId));
}

/** The fields every professional answers from its detail row (the spec's names; the book's mirror among them). */
export function professionalFieldsOf(row: Record<string, unknown> | undefined) {
  const available = row?.availableAppointment;
  const workingHours = Array.isArray(row?.workingHours) ? (row.workingHours as WorkingPeriod[]) : [];
  return {
    callNumber: String(row?.callNumber ?? ''),
    address: String(row?.address ?? ''),
    experience: Number(row?.experience ?? 0),
    phoneReservation: row?.phoneReservation === true,
    activeChat: row?.activeChat === true,
    // The appointment book's, mirrored when it is saved (issue 29): the spec's field names, one truth behind them.
    onlineReservation: row?.onlineReservation === true,
    activityTime: workingHoursText(workingHours, 'fa'),
    workingHours,
    priority: Number(row?.priority ?? 0),
    isFeatured: row?.isFeatured === true,
    availableAppointment: available instanceof Date ? available.toISOString() : null,
  };
}

/** The list's filters every professional has: takes appointments online, text and phone consultation (ADR 0024). */
export const professionalFilters = (table: ProfessionalTable) =>
  ({
    onlineReservation: { kind: 'flag', column: table.onlineReservation },
    activeChat: { kind: 'flag', column: table.activeChat },
    phoneReservation: { kind: 'flag', column: table.phoneReservation },
  }) as const;

/** What a professional's book declares; `contact`: the patient's confirmation names the office's address and phone. */
export interface ProfessionalBook {
  table: ProfessionalTable;
  paymentType: number;
  /** The owner's panel page of the book's visits. */
  ownerPath(listingId: number): string;
  /** The column the book's visit length is mirrored into (a clinic's durationVisit). */
  durationMinutes?: PgColumn;
  contact?: boolean;
}

/**
 * A professional's appointment book (ADR 0034): visits paid at a tariff's price (less its discount), the book's
 * switch, hours, visit length and earliest free slot mirrored on the detail row (issue 29, ADR 0079).
 */
export function professionalAppointments(book: ProfessionalBook): NonNullable<VerticalDefinition['appointments']> {
  const { table } = book;
  const one = async (db: Db, listingId: number, column: PgColumn): Promise<string> => {
    const [row] = await db.select({ value: column }).from(table).where(eq(table.listingId, listingId));
    return typeof row?.value === 'string' ? row.value : '';
  };
  return {
    paymentType: book.paymentType,
    async tariffPrice(db, listingId, tariffId) {
      const tariff = (await tariffsOf(db, listingId)).find((candidate) => candidate.id === tariffId);
      return tariff && tariff.price - tariff.discount;
    },
    mirror: {
      table,
      takesBookings: table.onlineReservation,
      workingHours: table.workingHours,
      ...(book.durationMinutes ? { durationMinutes: book.durationMinutes } : {}),
      nextFreeSlot: table.availableAppointment,
    },
    ...(book.contact
      ? {
          addressOf: (db: Db, listingId: number) => one(db, listingId, table.address),
          phoneOf: (db: Db, listingId: number) => one(db, listingId, table.callNumber),
        }
      : {}),
    ownerPath: book.ownerPath,
  };
}
