import { z } from 'zod';
import { AuditAction, AuditSubject } from '../enums/audit.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';
import { enumSchema } from './enum-schema.ts';
import { ID_MAX, OptionalIdSchema } from './id.schema.ts';

// The operator's trail's API (docs/decisions/0078-an-operators-trail.md): GET /api/v1/manager/audit, newest first,
// keyset-paged on (createdAt, id). Read only: there is no route to change or remove an entry.

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === '-1' || value === -1 ? undefined : value;

/** A calendar day (yyyy-mm-dd, Gregorian as the API speaks; the pages convert from Jalali), an Iranian day. */
const day = z.preprocess(blank, z.iso.date({ error: 'invalid' }).optional());

/**
 * Where the next page starts: the last entry's time (milliseconds since the epoch) and id, as `<ms>_<id>`. Entries
 * are recorded with millisecond times, so the pair orders them exactly.
 */
export const AuditCursorSchema = z
  .string()
  .regex(/^\d{1,13}_\d{1,10}$/, 'cursorInvalid')
  .transform((text) => {
    const [at, id] = text.split('_').map(Number) as [number, number];
    return { at, id };
  })
  .refine((cursor) => cursor.id <= ID_MAX, 'cursorInvalid');
export type AuditCursor = z.output<typeof AuditCursorSchema>;

/** The cursor text of an entry (its createdAt as ISO text, its id). */
export const auditCursorOf = (entry: { createdAt: string; id: number }): string =>
  `${new Date(entry.createdAt).getTime()}_${entry.id}`;

/**
 * The trail's filters: who did it (`actor`), whose money or rights it touched (`targetUser`), the record
 * (`subjectType`, and `subjectId` with it), the action, and the Iranian days from/to (both included).
 */
export const AuditListQuerySchema = z
  .object({
    actor: OptionalIdSchema,
    targetUser: OptionalIdSchema,
    subjectType: z.preprocess(blank, enumSchema(AuditSubject).optional()),
    subjectId: OptionalIdSchema,
    action: z.preprocess(blank, enumSchema(AuditAction).optional()),
    from: day,
    to: day,
    cursor: z.preprocess(blank, AuditCursorSchema.optional()),
    perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  })
  .refine((query) => query.subjectId === undefined || query.subjectType !== undefined, {
    path: ['subjectType'],
    message: 'required',
  });
export type AuditListQuery = z.output<typeof AuditListQuerySchema>;

/** A value of a record as it was before or after the action: a flat object of plain values. */
export const AuditStateSchema = z.record(z.string(), z.unknown()).nullable();

/** A person an entry names, with their name now ('' when the account is gone). */
const PersonSchema = z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() });

/** One entry of the trail. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    action: enumSchema(AuditAction),
    actor: PersonSchema,
    subjectType: enumSchema(AuditSubject),
    subjectId: z.number().int(),
    targetUser: PersonSchema.nullable(),
    ip: z.string(),
    before: AuditStateSchema,
    after: AuditStateSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A page of the trail, newest first; `nextCursor` is null on the last page. */
export const AuditPageSchema = z
  .object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;
