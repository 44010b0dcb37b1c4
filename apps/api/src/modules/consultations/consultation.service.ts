import { and, eq } from 'drizzle-orm';
import { PaymentMethod } from '@shahrbazar/domain/enums/commerce';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import {
  CONSULTATION_MESSAGES,
  consultationDeadline,
  consultationPrice,
  type ConsultationKind,
  type ConsultationPayMethod,
} from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { lockConversation, setConversationSubject } from '../chat/chat.repository.ts';
import type { VerticalDefinition } from '../listings/define-vertical.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findListingById, type ListingRow } from '../listings/listing.repository.ts';
import { latestSitePercentage } from '../packages/package-lookup.ts';
import type { PaymentRow } from '../payments/payment.repository.ts';
import { createUnpaidPayment, markPaid } from '../payments/payment.service.ts';
import { holdReserve } from '../payments/reserve.service.ts';
import { tariffsOf } from '../tariffs/tariff.service.ts';
import { notify } from '../notify/notification.service.ts';
import { userRefsByIds } from '../users/user.repository.ts';
import { findPeer } from '../chat/chat.repository.ts';
import { consultations } from './consultation.table.ts';
import { isOwnRecord } from '../access/record-access.ts';

// Buying a consultation (docs/decisions/0039-consultations.md): the money leaves the patient's wallet into a wallet
// reserve (ADR 0023, purpose `consultation`) and is paid to the owner, less the site's share, when it ends.

export type ConsultationRow = typeof consultations.$inferSelect;

/** The purpose of a consultation's wallet reserve. */
export const CONSULTATION_RESERVE = 'consultation';

type Sells = NonNullable<VerticalDefinition['consultations']>;

/**
 * A live listing whose vertical sells consultations, with that declaration and the vertical (404 for anything else,
 * 422 when the caller owns it) and the price of its tariff of `kind` (422 when it has none).
 */
export async function consultableListing(
  db: Db,
  registry: VerticalRegistry,
  listingId: number,
  kind: ConsultationKind,
  patientId: number,
): Promise<{ listing: ListingRow; vertical: VerticalDefinition; sells: Sells; price: number; tariffId: number }> {
  const listing = await findListingById(db, listingId);
  const vertical = listing && registry.get(listing.vertical);
  const sells = vertical?.consultations;
  if (!listing || !vertical || !sells || listing.status !== ListingStatus.active) throw new AppError('not_found');
  if (isOwnRecord(patientId, 'listing', listing)) {
    throw new AppError('validation', CONSULTATION_MESSAGES.ownListing, { listing_id: 'invalid' });
  }
  const tariffs = await tariffsOf(db, listing.id);
  const price = consultationPrice(tariffs, kind);
  const tariff = tariffs.find((candidate) => consultationPrice([candidate], kind) !== undefined);
  const refusal = kind === 'text' ? CONSULTATION_MESSAGES.notOffered : CONSULTATION_MESSAGES.phoneNotOffered;
  if (price === undefined || price <= 0 || !tariff) {
    throw new AppError('validation', refusal, { listing_id: 'invalid' });
  }
  return { listing, vertical, sells, price, tariffId: tariff.id };
}

/** The site's percent of the owner's plan for this listing: its latest subscription's (a percentage plan's). */
export async function sitePercentageOf(db: Db, vertical: VerticalDefinition, listingId: number): Promise<number> {
  return latestSitePercentage(db, vertical.subscriptionType, listingId);
}

/** Records the consultation's payment, unpaid: of the vertical's type and panel, by the method it will be paid by. */
export async function recordConsultationPayment(
  db: Db,
  input: { row: ConsultationRow; sells: Sells; title: string; kind: ConsultationKind; method: number },
): Promise<PaymentRow> {
  const { row, sells } = input;
  return createUnpaidPayment(db, {
    userId: row.patientId,
    type: sells.paymentType,
    method: input.method,
    itemId: row.id,
    price: row.price,
    deviceType: sells.deviceType,
    description: `${input.kind === 'text' ? 'مشاوره متنی' : 'مشاوره تلفنی'} ${row.id} در «${input.title}»`,
  });
}

/** Holds a consultation's price from the patient's wallet (409 when short) and marks its payment paid. */
export async function holdConsultationMoney(db: Db, row: ConsultationRow, payment: PaymentRow): Promise<PaymentRow> {
  await holdReserve(
    db,
    { userId: row.patientId, purpose: CONSULTATION_RESERVE, itemId: row.id, amount: row.price },
    CONSULTATION_MESSAGES.insufficientBalance,
  );
  return markPaid(db, payment, { method: PaymentMethod.wallet, trackingNumber: null });
}

/**
 * Opens a paid text consultation: the pair's conversation is made if missing and turns to the listing (as a chat
 * started from it does), its 48 hours start now, and the owner hears of it (SMS unless turned off), in the caller's
 * transaction: paid means open means told. By name only: the patient's mobile is not the owner's to see.
 */
export async function openTextConsultation(
  db: Db,
  row: ConsultationRow,
  listing: Pick<ListingRow, 'id' | 'userId' | 'vertical' | 'title'>,
  now: Date,
): Promise<ConsultationRow> {
  const conversation = await lockConversation(db, row.patientId, listing.userId);
  await setConversationSubject(db, conversation.id, { subjectType: listing.vertical, subjectId: listing.id });
  const [opened] = await db
    .update(consultations)
    .set({ status: 'open', conversationId: conversation.id, deadline: consultationDeadline(now) })
    .where(eq(consultations.id, row.id))
    .returning();
  if (!opened) throw new Error('consultation update returned no row');
  const [patient] = await userRefsByIds(db, [row.patientId]);
  await notify(db, listing.userId, 'consultationBought', {
    name: patient?.name || CONSULTATION_MESSAGES.someone.fa,
    title: listing.title,
    patientId: row.patientId,
  });
  return opened;
}

/** Whether the patient has an open text consultation of the listing (one at a time: a second is refused). */
async function hasOpenText(db: Db, patientId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.listingId, listingId),
        eq(consultations.patientId, patientId),
        eq(consultations.kind, 'text'),
        eq(consultations.status, 'open'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Buys a text consultation for the patient, in one transaction (a savepoint in the caller's): the listing must sell
 * them (a «مشاوره متنی» tariff) and its owner accept chat (activeChat); one open consultation per patient and listing
 * (409, a unique index). From the wallet it opens at once, the price held (409, nothing charged, when the wallet does
 * not cover it). Online it waits for its payment (awaitingPayment, its payment unpaid): the bank's callback pays it
 * through billing's item handler (consultation-payment.ts), which holds the money the same way and opens it then.
 */
export async function buyTextConsultation(
  db: Db,
  registry: VerticalRegistry,
  patientId: number,
  listingId: number,
  now: Date = new Date(),
  method: ConsultationPayMethod = 'wallet',
): Promise<ConsultationRow> {
  const found = await consultableListing(db, registry, listingId, 'text', patientId);
  const owner = await findPeer(db, found.listing.userId);
  if (!owner || owner.activeChat !== 1) {
    throw new AppError('validation', CONSULTATION_MESSAGES.notOffered, { listing_id: 'invalid' });
  }
  const sitePercentage = await sitePercentageOf(db, found.vertical, found.listing.id);
  if (await hasOpenText(db, patientId, found.listing.id))
    throw new AppError('conflict', CONSULTATION_MESSAGES.alreadyOpen);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultations)
        .values({
          listingId: found.listing.id,
          kind: 'text',
          patientId,
          ownerId: found.listing.userId,
          status: method === 'wallet' ? 'open' : 'awaitingPayment',
          price: found.price,
          sitePercentage,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('consultation insert returned no row');
      const payment = await recordConsultationPayment(tx, {
        row,
        sells: found.sells,
        title: found.listing.title,
        kind: 'text',
        method: method === 'wallet' ? PaymentMethod.wallet : PaymentMethod.online,
      });
      const [saved] = await tx
        .update(consultations)
        .set({ paymentId: payment.id })
        .where(eq(consultations.id, row.id))
        .returning();
      if (!saved) throw new Error('consultation update returned no row');
      if (method === 'online') return saved;
      await holdConsultationMoney(tx, saved, payment);
      return openTextConsultation(tx, saved, found.listing, now);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'consultations_open_uq')
      throw new AppError('conflict', CONSULTATION_MESSAGES.alreadyOpen);
    throw error;
  }
}

/**
 * What a live listing offers (public): each kind's price from its tariffs, null when not offered (a text consultation
 * also needs its owner to accept chat). 404 for a listing that is not live or whose vertical sells none.
 */
export async function consultationOffer(db: Db, registry: VerticalRegistry, listingId: number) {
  const listing = await findListingById(db, listingId);
  if (!listing || listing.status !== ListingStatus.active || !registry.get(listing.vertical)?.consultations) {
    throw new AppError('not_found');
  }
  const tariffs = await tariffsOf(db, listing.id);
  const owner = await findPeer(db, listing.userId);
  const priced = (price: number | undefined) => (price !== undefined && price > 0 ? price : null);
  return {
    listingId: listing.id,
    listingTitle: listing.title,
    ownerId: listing.userId,
    text: owner?.activeChat === 1 ? priced(consultationPrice(tariffs, 'text')) : null,
    phone: priced(consultationPrice(tariffs, 'phone')),
  };
}
