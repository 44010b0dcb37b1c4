import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../appointments/appointment.table.ts';
import { listings } from '../listings/listing.table.ts';
import { consultations } from './consultation.table.ts';

/** An owner's consultations of one vertical's listings, counted for a dashboard (ADR 0049). */
export interface ConsultationFigures {
  /** Text consultations still open, and phone ones whose call is still booked. */
  open: number;
  /** Every other one: closed or expired text, phone calls visited, missed or cancelled. */
  closed: number;
  /** Toman paid to the owner in all (the owner's part of each ended text consultation). */
  earnings: number;
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
  const result = await db.execute(sql`
    select
      count(*) filter (where coalesce(a.status, c.status) in ('open', 'booked'))::int as open,
      count(*) filter (where coalesce(a.status, c.status) not in ('open', 'booked'))::int as closed,
      coalesce(sum(c.owner_paid), 0)::bigint as earnings
    from ${consultations} c
    join ${listings} l on l.id = c.listing_id and l.vertical = ${vertical}
    left join ${appointments} a on a.id = c.appointment_id
    where c.owner_id = ${ownerId}`);
  const [row] = (result as unknown as { rows: Array<{ open: number; closed: number; earnings: string | number }> })
    .rows;
  return { open: Number(row?.open ?? 0), closed: Number(row?.closed ?? 0), earnings: Number(row?.earnings ?? 0) };
}
