import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import type { Consultation } from '@shahrbazar/domain/api/consultation.schema';
import type { AppointmentStatus } from '@shahrbazar/domain/rules/appointments-policy';
import {
  NOT_PAID_CONSULTATION_STATUSES,
  type ConsultationKind,
  type ConsultationStatus,
} from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../../db/client.ts';
import { visitSlots } from '../appointments/visit-reads.ts';
import { listingSummaries } from '../listings/listing-rows.ts';
import { userRefsByIds } from '../users/user.repository.ts';
import type { ConsultationRow } from './consultation.service.ts';
import { consultations } from './consultation.table.ts';

const LIST_LIMIT = 200;

/** Consultations as the API answers them: with the listing's title, both people's names and a phone one's slot. */
export async function toConsultations(db: Db, rows: ConsultationRow[]): Promise<Consultation[]> {
  if (rows.length === 0) return [];
  const listingIds = [...new Set(rows.map((row) => row.listingId))];
  const userIds = [...new Set(rows.flatMap((row) => [row.patientId, row.ownerId]))];
  const appointmentIds = rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId]));
  const [titled, names, slot] = await Promise.all([
    listingSummaries(db, listingIds),
    userRefsByIds(db, userIds),
    visitSlots(db, appointmentIds),
  ]);
  const name = new Map(names.map((row) => [row.id, row.name ?? '']));
  return rows.map((row) => {
    const appointment = row.appointmentId === null ? undefined : slot.get(row.appointmentId);
    return {
      id: row.id,
      kind: row.kind as ConsultationKind,
      status: (appointment?.status ?? row.status) as ConsultationStatus | AppointmentStatus,
      listingId: row.listingId,
      listingTitle: titled.get(row.listingId)?.title ?? '',
      patient: { id: row.patientId, name: name.get(row.patientId) ?? '' },
      owner: { id: row.ownerId, name: name.get(row.ownerId) ?? '' },
      price: Number(row.price),
      siteShare: row.siteShare === null ? null : Number(row.siteShare),
      ownerPaid: row.ownerPaid === null ? null : Number(row.ownerPaid),
      deadline: row.deadline?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      start: appointment?.start.toISOString() ?? null,
      appointmentId: row.appointmentId,
      paymentId: row.paymentId,
      registerDate: row.createdAt.toISOString(),
    };
  });
}

/** The patient's consultations, the latest first. */
export function patientConsultations(db: Db, patientId: number): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(eq(consultations.patientId, patientId))
    .orderBy(desc(consultations.id))
    .limit(LIST_LIMIT);
}

/** The consultations bought from one of the owner's listings, the latest first (another's listing: none). */
export function listingConsultations(db: Db, ownerId: number, listingId: number): Promise<ConsultationRow[]> {
  return (
    db
      .select()
      .from(consultations)
      // What was bought: one awaiting or never given its payment is the patient's business, not the owner's.
      .where(
        and(
          eq(consultations.listingId, listingId),
          eq(consultations.ownerId, ownerId),
          notInArray(consultations.status, [...NOT_PAID_CONSULTATION_STATUSES]),
        ),
      )
      .orderBy(desc(consultations.id))
      .limit(LIST_LIMIT)
  );
}

/** One consultation the caller is the patient or the owner of; undefined for anyone else. */
export async function consultationOf(db: Db, userId: number, id: number): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), or(eq(consultations.patientId, userId), eq(consultations.ownerId, userId))));
  return row;
}

/** The latest text consultation between two users, whichever side is the patient. */
export async function latestTextBetween(db: Db, one: number, other: number): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.kind, 'text'),
        or(
          and(eq(consultations.patientId, one), eq(consultations.ownerId, other)),
          and(eq(consultations.patientId, other), eq(consultations.ownerId, one)),
        ),
      ),
    )
    .orderBy(desc(consultations.id))
    .limit(1);
  return row;
}
