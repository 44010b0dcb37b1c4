import { z } from 'zod';
import { API_KEY_SCOPE_NAMES } from '../rules/api-key.ts';

// Personal API keys (issue 31, ADR 0103): made, listed and revoked by their owner under /api/v1/me/api-keys.

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPE_NAMES).meta({ id: 'ApiKeyScope' });

/** A new key: a name its owner recognises, and what it may do. */
export const ApiKeyWriteSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  scopes: z
    .array(ApiKeyScopeSchema)
    .min(1, 'required')
    .max(API_KEY_SCOPE_NAMES.length)
    .transform((scopes) => API_KEY_SCOPE_NAMES.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyWrite = z.output<typeof ApiKeyWriteSchema>;

export const ApiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters (`sbk_` and 8 more): enough to recognise it, not to use it. */
    prefix: z.string(),
    scopes: z.array(ApiKeyScopeSchema),
    createdAt: z.string(),
    /** When a request last used it (to the minute), or null. */
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** A new key with the key itself, shown this once: only its hash is kept. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  key: z.string().describe('The key (`sbk_…`), sent as `Authorization: Bearer <key>`: shown once, keep it'),
}).meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });
