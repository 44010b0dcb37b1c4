import { sql } from 'drizzle-orm';
import { NOT_PAID_CONSULTATION_STATUSES } from '@shahrbazar/domain/rules/consultations';
import type { Db } from '../../db/client.ts';
import { visitMoney } from '../appointments/visit-reads.ts';
import { listingIdsOfVertical } from '../listings/listing-rows.ts';
import { consultations } from './consultation.table.ts';

/** An owner's consultations of one vertical's listings, counted for a dashboard (ADR 0049). */
export interface ConsultationFigures {
  /** Text consultations still open, and phone ones whose call is still booked. */
  open: number;
  /** Every other one: closed or expired text, phone calls visited, missed or cancelled. */
  closed: number;
  /** Toman paid to the owner in all: text and phone consultations together. */
  earnings: number;
  /** Text consultations of every state, and phone ones. */
  text: number;
  phone: number;
  /** Toman paid to the owner for phone consultations (settled by the appointment book; ADR 0056). */
  phoneEarnings: number;
}

/**
 * What an owner's consultations of `vertical`'s listings come to, in one statement: a phone consultation's state is
 * its appointment's (ADR 0039), a text one's its own. Only the owner paid (`owner_id`) is counted.
 */
export async function ownerConsultationFigures(
  db: Db,
  ownerId: number,
  vertical: string,
): Promise<ConsultationFigures> {
  // A phone consultation's money is settled by the appointment book (ADR 0042): the owner got what was held less the
  // patient's refund and the site's share once the call was visited, missed or cancelled; nothing while booked.
  const result = await db.execute(sql`
    select
      count(*) filter (where coalesce(a.status, c.status) in ('open', 'booked'))::int as open,
      count(*) filter (where coalesce(a.status, c.status) not in ('open', 'booked'))::int as closed,
      count(*) filter (where c.kind = 'text')::int as text,
      count(*) filter (where c.kind = 'phone')::int as phone,
      coalesce(sum(c.owner_paid) filter (where c.kind = 'text'), 0)::bigint as text_earnings,
      coalesce(sum(a.owner_got) filter (where c.kind = 'phone' and a.status <> 'booked'), 0)
        ::bigint as phone_earnings
    from ${consultations} c
    left join (${visitMoney}) a on a.id = c.appointment_id
    where c.owner_id = ${ownerId} and c.listing_id in (${listingIdsOfVertical(vertical)}) and c.status not in (${sql.join(
      NOT_PAID_CONSULTATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`);
  type Row = Record<'open' | 'closed' | 'text' | 'phone', number> &
    Record<'text_earnings' | 'phone_earnings', string | number>;
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const phoneEarnings = Number(row?.phone_earnings ?? 0);
  return {
    open: Number(row?.open ?? 0),
    closed: Number(row?.closed ?? 0),
    text: Number(row?.text ?? 0),
    phone: Number(row?.phone ?? 0),
    earnings: Number(row?.text_earnings ?? 0) + phoneEarnings,
    phoneEarnings,
  };
}
