import { z } from 'zod';
import { TicketStatus, TicketType } from '../enums/support.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { TICKET_FILES_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../rules/ticket.ts';
import { enumSchema } from './enum-schema.ts';
import { jsonIdSchema, OptionalIdSchema } from './id.schema.ts';
import { pageOf } from './page.schema.ts';

// The tickets API (spec: Ticket): a user's question to support, its replies as child tickets (parentId), and the
// back office's answers. The status is the thread's (rules/ticket.ts).

/** An attached file: an image the sender uploaded through POST /api/v1/files. */
export const TicketFileSchema = z.object({ id: z.number().int(), path: z.string() }).meta({ id: 'TicketFile' });
export type TicketFile = z.infer<typeof TicketFileSchema>;

/** The ids of images the sender uploaded (POST /api/v1/files), at most TICKET_FILES_MAX. */
const fileIds = z.array(jsonIdSchema()).max(TICKET_FILES_MAX, 'tooMany').default([]);

const text = z.string({ error: 'required' }).trim().min(1, 'required').max(TICKET_TEXT_MAX, 'tooLong');

/** A new ticket (POST /api/v1/me/tickets); general_sub_category_id is its topic (optional). */
export const TicketCreateSchema = z
  .object({
    title: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(TICKET_TITLE_MAX, 'tooLong'),
    description: text,
    general_sub_category_id: OptionalIdSchema,
    fileIds,
  })
  .meta({ id: 'TicketCreate' });
export type TicketCreate = z.input<typeof TicketCreateSchema>;

/** A reply to a ticket, by its owner or by support. */
export const TicketReplySchema = z.object({ description: text, fileIds }).meta({ id: 'TicketReply' });
export type TicketReply = z.input<typeof TicketReplySchema>;

/** Support moves a ticket by hand: in review (pending), or back to read. */
export const TicketStatusChangeSchema = z
  .object({ status: z.literal([TicketStatus.read, TicketStatus.pending], { error: 'invalid' }) })
  .meta({ id: 'TicketStatusChange' });

/** One ticket or reply (spec: Ticket). */
export const TicketSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    type: enumSchema(TicketType),
    status: enumSchema(TicketStatus),
    generalSubCategoryId: z.number().int().nullable(),
    /** The topic's title, '' when none. */
    topic: z.string(),
    title: z.string(),
    description: z.string(),
    senderName: z.string(),
    parentId: z.number().int().nullable(),
    files: z.array(TicketFileSchema),
    registerDate: z.string(),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof TicketSchema>;

/** A ticket with its replies, oldest first. */
export const TicketThreadSchema = TicketSchema.extend({ replies: z.array(TicketSchema) }).meta({ id: 'TicketThread' });
export type TicketThread = z.infer<typeof TicketThreadSchema>;

/** A list of tickets: paging, newest first, a status filter and (back office) a topic ('' and -1 mean any). */
export const TicketListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  status: z.preprocess(
    (value) => (value === undefined || value === '' || value === '-1' || value === -1 ? undefined : Number(value)),
    enumSchema(TicketStatus).optional(),
  ),
  general_sub_category_id: OptionalIdSchema,
});
export type TicketListQuery = z.input<typeof TicketListQuerySchema>;

export const TicketPageSchema = pageOf(TicketSchema).meta({ id: 'TicketPage' });
