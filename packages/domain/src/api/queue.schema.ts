import { z } from 'zod';
import { QueueJobState, QueueKind } from '../enums/queue.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { enumSchema } from './enum-schema.ts';
import { pageOf } from './page.schema.ts';

// The back office's view of the durable queue (docs/decisions/0085-a-durable-queue-on-pg-boss.md): the jobs that did
// not go through, waiting for their next try or given up, newest first; staff try a given-up one again.

const blank = (value: unknown) => (value === undefined || value === '' || value === '-1' ? undefined : value);

/** Filters: the kind of job and where it stands (both optional), and the page. */
export const QueueJobListQuerySchema = z.object({
  kind: z.preprocess(blank, enumSchema(QueueKind).optional()),
  state: z.preprocess(blank, enumSchema(QueueJobState).optional()),
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type QueueJobListQuery = z.output<typeof QueueJobListQuerySchema>;

/** A job's address: its kind and its id (a UUID). */
export const QueueJobParamsSchema = z.object({
  kind: enumSchema(QueueKind),
  id: z.uuid({ error: 'invalid' }),
});

/** One job that did not go through. */
export const QueueJobSchema = z
  .object({
    id: z.string(),
    kind: enumSchema(QueueKind),
    state: enumSchema(QueueJobState),
    /** The last try's error, as the driver said it. */
    error: z.string(),
    /** Tries made so far. */
    attempts: z.number().int(),
    /** Tries it may have in all before it is given up. */
    maxAttempts: z.number().int(),
    /** When it was put on the queue, when its last try began, and (waiting) when the next one is due; ISO 8601. */
    createdAt: z.string(),
    lastTriedAt: z.string().nullable(),
    nextTryAt: z.string().nullable(),
    /** Whom it was for, when it was a person (a notification's receiver). */
    receiver: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'QueueJob' });
export type QueueJob = z.infer<typeof QueueJobSchema>;

export const QueueJobPageSchema = pageOf(QueueJobSchema).meta({ id: 'QueueJobPage' });
export type QueueJobPage = z.infer<typeof QueueJobPageSchema>;

/** What a retry did: the job waits to be tried again at once. */
export const QueueRetrySchema = z.object({ id: z.string(), state: z.literal('retry') }).meta({ id: 'QueueRetry' });

/**
 * A periodic round's kind (ADR 0101) as staff see it: how often a round is due, when the last one ended (ISO 8601; null
 * when none has yet), and whether it is behind (none ended for ROUND_BEHIND_PERIODS of its periods: readiness says so).
 */
export const QueueRoundSchema = z
  .object({
    kind: enumSchema(QueueKind),
    everySeconds: z.number().int(),
    lastAt: z.string().nullable(),
    behind: z.boolean(),
  })
  .meta({ id: 'QueueRound' });
export type QueueRound = z.infer<typeof QueueRoundSchema>;

/** Every periodic kind, in the order of the queue's kinds. */
export const QueueRoundListSchema = z.object({ items: z.array(QueueRoundSchema) }).meta({ id: 'QueueRoundList' });
export type QueueRoundList = z.infer<typeof QueueRoundListSchema>;
