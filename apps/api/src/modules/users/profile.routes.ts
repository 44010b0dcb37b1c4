import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ProfileUpdateSchema, UserSchema } from '@shahrbazar/domain/api/user.schema';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { readSingleUpload, storeImage } from '../media/upload.ts';
import { toUser } from './user.mapper.ts';
import { updateUser } from './user.repository.ts';
import { saveProfile } from './profile.service.ts';
import { users } from './user.table.ts';

const tags = ['profile'];
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZES = [
  { name: 'large', maxSide: 512 },
  { name: 'thumb', maxSide: 128 },
] as const;

/** The signed-in user's own profile, avatar and referrals: every route reads and writes only that user. */
export function profileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const own = { access: { session: 'any' } } as const;

  app.get('/api/v1/me/profile', { config: own, schema: { tags, response: { 200: UserSchema } } }, async (request) =>
    toUser(requireAuth(request).user),
  );

  app.put(
    '/api/v1/me/profile',
    { config: own, schema: { tags, body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) => toUser(await saveProfile(db, requireAuth(request).user.id, request.body)),
  );

  app.post(
    '/api/v1/me/avatar',
    {
      config: { ...own, upload: { maxBytes: AVATAR_MAX_BYTES, accept: ['image'] } },
      schema: {
        tags,
        summary: 'Upload a new avatar (multipart field "file"; image by content)',
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const upload = await readSingleUpload(request);
      const stored = await storeImage(deps.services.storage, upload.buffer, { folder: 'avatars', sizes: AVATAR_SIZES });
      const row = await updateUser(db, auth.user.id, { avatar: stored.path });
      return toUser(row ?? auth.user);
    },
  );

  app.get(
    '/api/v1/me/referrals',
    {
      config: own,
      schema: {
        tags,
        summary: 'People who signed up with my referral id',
        response: {
          200: z.object({ items: z.array(z.object({ id: z.number(), name: z.string(), registerDate: z.string() })) }),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: users.id, name: users.name, registerDate: users.registerDate })
        .from(users)
        .where(eq(users.referredBy, requireAuth(request).user.id))
        .orderBy(desc(users.id))
        .limit(200);
      return { items: rows.map((row) => ({ ...row, registerDate: row.registerDate.toISOString() })) };
    },
  );
}
