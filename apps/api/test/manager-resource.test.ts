import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { TagSchema } from '@shahrbazar/domain/api/catalogue.schema';
import { TagListQuerySchema, TagWriteSchema } from '@shahrbazar/domain/api/tag.schema';
import { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import { UserType } from '@shahrbazar/domain/enums/people';
import { defineManagerResource, managerPolicies, savedBy } from '../src/http/manager-resource.ts';
import type { App } from '../src/http/types.ts';
import { seedPolicies } from '../src/modules/access/access.service.ts';
import { auditLog } from '../src/modules/audit/audit.table.ts';
import { deleteTag, findTag, listManagerTags, saveTag } from '../src/modules/catalogue/tag.service.ts';
import { tags } from '../src/modules/catalogue/tag.table.ts';
import { staffSession } from './support/auth.ts';
import { buildTestApp, testDatabase } from './support/test-app.ts';

// defineManagerResource (ADR 0126): a declared resource's writes and their entries in the operator's trail commit
// together or not at all, and each of its operations asks for its policy.

const unique = () => randomUUID().slice(0, 8);

/** The resources declared with defineManagerResource, as the back office calls them. */
const DECLARED = [
  '/api/v1/manager/states',
  '/api/v1/manager/cities',
  '/api/v1/manager/tags',
  '/api/v1/manager/pages',
  '/api/v1/manager/posts',
  '/api/v1/manager/packages',
  '/api/v1/manager/options',
  '/api/v1/manager/site-messages',
  '/api/v1/manager/roles',
  '/api/v1/manager/banners',
  '/api/v1/manager/city-tours',
  '/api/v1/manager/categories',
  '/api/v1/manager/sub-categories',
  '/api/v1/manager/sub-sub-categories',
];

/** Those whose record's image is replaced by an upload (`uploads.image`): POST `<path>/:id/image`. */
const WITH_IMAGE = [
  '/api/v1/manager/banners',
  '/api/v1/manager/categories',
  '/api/v1/manager/sub-categories',
  '/api/v1/manager/sub-sub-categories',
];

/** Tags whose trail entry names a user id PostgreSQL's integer cannot hold: every write's entry is refused. */
const REFUSED = '/api/v1/manager/test-tags-refused-by-the-trail';

describe('defineManagerResource', () => {
  let app: App;
  let admin: string;
  let staffWithoutPolicies: string;

  beforeAll(async () => {
    const db = (await testDatabase()).db;
    await seedPolicies(db);
    app = await buildTestApp({
      extend: (instance) =>
        defineManagerResource(instance, db, {
          path: REFUSED,
          tags: ['manager: tags'],
          policies: managerPolicies('tags'),
          schemas: { query: TagListQuerySchema, page: pageOf(TagSchema), answer: TagSchema, create: TagWriteSchema },
          service: {
            list: listManagerTags,
            get: findTag,
            ...savedBy(saveTag),
            delete: deleteTag,
          },
          audit: {
            subject: AuditSubject.role,
            actions: {
              create: AuditAction.roleCreated,
              update: AuditAction.roleChanged,
              delete: AuditAction.roleDeleted,
            },
            state: async (tx, id) => {
              const [row] = await tx.select().from(tags).where(eq(tags.id, id));
              return row && { title: row.title, slug: row.slug };
            },
            targetUserId: () => 2 ** 31,
          },
        }),
    });
    admin = await staffSession(db, UserType.admin);
    staffWithoutPolicies = await staffSession(db, UserType.employee);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('a create, change or delete whose trail entry is refused leaves the record as it was', async () => {
    const db = (await testDatabase()).db;
    const word = unique();

    // The database refuses the entry's out-of-range number (22003), which the error handler answers as 422.
    const created = await call('POST', REFUSED, admin, { title: `رد ${word}` });
    expect(created.statusCode).toBe(422);
    expect(
      await db
        .select()
        .from(tags)
        .where(like(tags.title, `%${word}%`)),
    ).toEqual([]);

    const kept = (await call('POST', '/api/v1/manager/tags', admin, { title: `ماند ${word}` })).json<{ id: number }>();
    const changed = await call('PUT', `${REFUSED}/${kept.id}`, admin, { title: `تغییر ${word}` });
    expect(changed.statusCode).toBe(422);
    const deleted = await call('DELETE', `${REFUSED}/${kept.id}`, admin);
    expect(deleted.statusCode).toBe(422);
    const [row] = await db.select().from(tags).where(eq(tags.id, kept.id));
    expect(row?.title).toBe(`ماند ${word}`);

    // Reads are not in the trail: they answer.
    expect((await call('GET', `${REFUSED}/${kept.id}`, admin)).json()).toMatchObject({ title: `ماند ${word}` });
  });

  it('an audited resource (roles) writes its entry with the change: the states before and after', async () => {
    const db = (await testDatabase()).db;
    const title = `نقش ${unique()}`;
    const created = await call('POST', '/api/v1/manager/roles', admin, {
      title,
      type: UserType.employee,
      policies: [],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/v1/manager/roles/${id}`, admin)).statusCode).toBe(204);
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, AuditSubject.role), eq(auditLog.subjectId, id)))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [AuditAction.roleCreated, null, { title, type: UserType.employee, policies: [] }],
      [AuditAction.roleDeleted, { title, type: UserType.employee, policies: [], holders: 0 }, null],
    ]);
  });

  it('a member of staff without the policy gets 403 on every operation of every declared resource', async () => {
    for (const path of [...DECLARED, REFUSED]) {
      const answers = await Promise.all([
        call('GET', path, staffWithoutPolicies),
        call('GET', `${path}/1`, staffWithoutPolicies),
        call('POST', path, staffWithoutPolicies, {}),
        call('PUT', `${path}/1`, staffWithoutPolicies, {}),
        call('DELETE', `${path}/1`, staffWithoutPolicies),
      ]);
      expect(
        answers.map((answer) => answer.statusCode),
        path,
      ).toEqual([403, 403, 403, 403, 403]);
    }
    for (const path of WITH_IMAGE) {
      expect((await call('POST', `${path}/1/image`, staffWithoutPolicies)).statusCode, path).toBe(403);
    }
  });
});
