import { z } from 'zod';
import { idSchema, OptionalIdSchema } from './id.schema.ts';
import { PAGE_SIZE } from '../rules/pagination.ts';
import { DocumentStatus, UserDocumentSchema } from './user.schema.ts';

/** The longest title of an identity document (the user's own upload takes the same). */
export const DOCUMENT_TITLE_MAX = 200;

/** The text fields of an agent's upload of a document for one of their users (multipart: user_id, title, file). */
export const AgentDocumentFieldsSchema = z.object({
  user_id: idSchema({ type: 'required', blank: 'required' }),
  title: z.string().trim().min(1, 'titleRequired').max(DOCUMENT_TITLE_MAX, 'tooLong'),
});
export type AgentDocumentFields = z.infer<typeof AgentDocumentFieldsSchema>;

/** A document of one of the agent's users, as the agent panel shows it: with whose it is. */
export const AgentDocumentSchema = UserDocumentSchema.extend({
  userName: z.string(),
  userMobile: z.string().nullable(),
}).meta({ id: 'AgentDocument' });
export type AgentDocument = z.infer<typeof AgentDocumentSchema>;

/** The agent's documents list: optionally one user's, optionally one review state; newest first. */
export const AgentDocumentListQuerySchema = z.object({
  user_id: OptionalIdSchema,
  status: z.coerce.number().refine(DocumentStatus.is).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type AgentDocumentListQuery = z.infer<typeof AgentDocumentListQuerySchema>;
