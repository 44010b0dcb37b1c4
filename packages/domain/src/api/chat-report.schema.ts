import { z } from 'zod';
import { ChatReportStatus } from '../enums/support.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { ChatMessageSchema } from './chat.schema.ts';
import { enumSchema } from './enum-schema.ts';
import { pageOf } from './page.schema.ts';

// The back office's queue of chat reports (ADR 0035): who reported whom and why, the messages of their conversation
// up to the report, and the manager's decision (resolved, dismissed; blocking the reported account on the way).

/** A person as the queue names them. */
const PersonSchema = z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), status: z.number().int() });

export const ChatReportItemSchema = z
  .object({
    id: z.number().int(),
    reason: z.string(),
    status: enumSchema(ChatReportStatus),
    registerDate: z.string(),
    reviewedAt: z.string().nullable(),
    reporter: PersonSchema,
    reported: PersonSchema,
    /** The conversation's last messages up to the report (oldest first), the context a manager judges by. */
    context: z.array(ChatMessageSchema),
  })
  .meta({ id: 'ChatReportItem' });
export type ChatReportItem = z.infer<typeof ChatReportItemSchema>;

export const ChatReportPageSchema = pageOf(ChatReportItemSchema).meta({ id: 'ChatReportPage' });

/** The queue by status ('' and -1 mean any), newest first. */
export const ChatReportQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  status: z.preprocess(
    (value) => (value === undefined || value === '' || value === '-1' || value === -1 ? undefined : Number(value)),
    enumSchema(ChatReportStatus).optional(),
  ),
});

/** A manager's decision: resolved or dismissed, or open again; `blockUser` also deactivates the reported account. */
export const ChatReportReviewSchema = z
  .object({
    status: enumSchema(ChatReportStatus),
    blockUser: z.boolean().default(false),
  })
  .refine((value) => !value.blockUser || value.status === ChatReportStatus.resolved, {
    message: 'invalid',
    path: ['blockUser'],
  })
  .meta({ id: 'ChatReportReview' });
export type ChatReportReview = z.input<typeof ChatReportReviewSchema>;
