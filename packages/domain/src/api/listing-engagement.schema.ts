import { z } from 'zod';
import { ListingReportReason, ListingReportStatus } from '../enums/listing-engagement.ts';
import { ListingStatus } from '../enums/status.ts';
import { enumSchema } from './enum-schema.ts';

// What a visitor does with a listing beyond looking (ADR 0027): asks for the seller's number, reports it; and what
// its owner learns from it: the daily statistics.

/** The seller's number, answered only to a signed-in visitor who asked for it. */
export const ListingContactSchema = z.object({ mobile: z.string() }).meta({ id: 'ListingContact' });

/** A visitor's report: a reason is required, a text may explain it. */
export const ListingReportWriteSchema = z.object({
  reason: z
    .string({ error: 'required' })
    .min(1, 'required')
    .refine((value) => ListingReportReason.is(value), 'invalid'),
  text: z.string().trim().max(500, 'tooLong').default(''),
});

/** A report as the back office's queue shows it: the listing, who reported it, and how many reports it has. */
export const ListingReportSchema = z
  .object({
    id: z.number().int(),
    reason: enumSchema(ListingReportReason),
    text: z.string(),
    status: enumSchema(ListingReportStatus),
    registerDate: z.string(),
    user: z.object({ id: z.number().int(), name: z.string() }),
    listing: z.object({
      id: z.number().int(),
      vertical: z.string(),
      title: z.string(),
      slug: z.string(),
      slugId: z.string(),
      status: enumSchema(ListingStatus),
    }),
    /** Open reports of the same listing (several people: several reports). */
    openReports: z.number().int(),
  })
  .meta({ id: 'ListingReport' });
export type ListingReport = z.infer<typeof ListingReportSchema>;

/** A manager closes a report (whatever they did with the listing, through moderation). */
export const ListingReportCloseSchema = z.object({ status: enumSchema(ListingReportStatus) });

const StatsCountsSchema = z.object({
  /** Visitors: each counted once per day. */
  views: z.number().int(),
  reveals: z.number().int(),
  favorites: z.number().int(),
  /** Conversations opened about the listing (chat module). */
  chats: z.number().int(),
});

/** A listing's statistics for its owner: one entry per Iranian day of the last 30 (oldest first), and the totals. */
export const ListingStatsSchema = z
  .object({
    days: z.array(StatsCountsSchema.extend({ day: z.string() })),
    totals: StatsCountsSchema,
  })
  .meta({ id: 'ListingStats' });
export type ListingStats = z.infer<typeof ListingStatsSchema>;
