import { z } from 'zod';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import type { AuditAction, AuditSubject } from '@shahrbazar/domain/enums/audit';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../db/client.ts';
import { requireAuth, type AuthContext } from '../modules/auth/access-control.ts';
import { auditActor, recordAudit, type AuditState } from '../modules/audit/audit.service.ts';
import { AppError } from './app-error.ts';
import { requestLocale } from './locale.ts';
import type { App } from './types.ts';

// A back-office resource's API declared once (ADR 0126): list, read, create, change and delete under one path, each
// behind its policy, validated by the domain's schemas, with the error responses the contract derives from that
// (http/openapi-contract.ts), and, where the resource is in the operator's trail, its audit entry written in the
// transaction of the change.

/** The five operations of a back-office resource. */
export type ManagerAction = 'list' | 'get' | 'create' | 'update' | 'delete';

/** The usual policies of a policy group: reading is `index`, writing `create`, `edit` and `delete`. */
export function managerPolicies(group: string): Record<ManagerAction, PolicyRef> {
  return {
    list: policy(group, 'index'),
    get: policy(group, 'index'),
    create: policy(group, 'create'),
    update: policy(group, 'edit'),
    delete: policy(group, 'delete'),
  };
}

/** What a service function is given besides its input: the caller, in the request's locale. */
export interface ManagerCall {
  locale: Locale;
  /** The signed-in member of staff (their user, their policies). */
  auth: AuthContext;
  request: FastifyRequest;
}

/**
 * The operator's trail of a resource (ADR 0078): the actions its writes are recorded as, and its state as the trail
 * keeps it, read inside the change's transaction (undefined when the record does not exist).
 */
export interface ManagerAudit {
  subject: AuditSubject;
  actions: { create: AuditAction; update: AuditAction; delete: AuditAction };
  state(
    tx: Db,
    id: number,
    moment: { action: 'create' | 'update' | 'delete'; when: 'before' | 'after' },
  ): Promise<AuditState | undefined>;
  /** Whose money or rights the record is (null: nobody's in particular). */
  targetUserId?(state: AuditState): number | null;
}

type Zod = z.ZodTypeAny;
type In<S extends Zod> = z.output<S>;

export interface ManagerResource<
  Query extends Zod,
  Page extends Zod,
  Answer extends Zod,
  Create extends Zod,
  Update extends Zod,
> {
  /** The list's address (`/api/v1/manager/tags`); the record's is `<path>/:id`. */
  path: string;
  /** The OpenAPI tags of its operations. */
  tags: string[];
  policies: Record<ManagerAction, PolicyRef>;
  schemas: {
    /** The list's query (filters and page); none for a list answered whole. */
    query?: Query;
    /** The list's answer (a page of rows). */
    page: Page;
    /** One record, as read, created and changed. */
    answer: Answer;
    create: Create;
    /** The change's body; the create's when not given. */
    update?: Update;
  };
  service: {
    list(db: Db, query: In<Query>, call: ManagerCall): Promise<In<Page>>;
    get(db: Db, id: number, call: ManagerCall): Promise<In<Answer>>;
    create(db: Db, input: In<Create>, call: ManagerCall): Promise<In<Answer> & { id: number }>;
    update(db: Db, id: number, input: In<Update>, call: ManagerCall): Promise<In<Answer> & { id: number }>;
    delete(db: Db, id: number, call: ManagerCall): Promise<void>;
  };
  /** Writes recorded in the operator's trail, each in the transaction of its change. */
  audit?: ManagerAudit;
}

/**
 * The create and the change of a resource whose service saves both with one function, `save(db, input, locale, id?)`
 * (no id: a new record).
 */
export function savedBy<Input, Answer>(save: (db: Db, input: Input, locale: Locale, id?: number) => Promise<Answer>) {
  return {
    create: (db: Db, input: Input, call: ManagerCall) => save(db, input, call.locale),
    update: (db: Db, id: number, input: Input, call: ManagerCall) => save(db, input, call.locale, id),
  };
}

const callOf = (request: FastifyRequest): ManagerCall => ({
  locale: requestLocale(request),
  auth: requireAuth(request),
  request,
});

/**
 * Registers a resource's five back-office operations, in this order: GET `<path>` (the list), GET `<path>/:id`,
 * POST `<path>` (201), PUT `<path>/:id`, DELETE `<path>/:id` (204). Without `audit` each service function runs on the
 * database as it is; with it, each write runs in one transaction with its entry in the trail (the state before, the
 * state after), so a change is never committed without its entry nor an entry without its change.
 */
export function defineManagerResource<
  Query extends Zod,
  Page extends Zod,
  Answer extends Zod,
  Create extends Zod,
  Update extends Zod = Create,
>(app: App, db: Db, resource: ManagerResource<Query, Page, Answer, Create, Update>): void {
  const { path, tags, policies, schemas, service, audit } = resource;
  const record = `${path}/:id`;
  const config = (action: ManagerAction) => ({ access: { panel: 'manager' as const, policy: policies[action] } });
  type Params = { id: number };
  // The schemas are the resource's, generic here: the type provider cannot infer through them, so requests are read
  // as the declaration's types (the app's zod compilers validate and serialize them as on every route).
  const schema = (of: FastifySchema): FastifySchema => of;

  /** A write, audited where the resource is in the trail. */
  async function write<T extends { id: number } | void>(
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    id: number | undefined,
    change: (db: Db, call: ManagerCall) => Promise<T>,
  ): Promise<T> {
    const call = callOf(request);
    if (!audit) return change(db, call);
    return db.transaction(async (tx) => {
      const before = id === undefined ? null : await audit.state(tx, id, { action, when: 'before' });
      if (before === undefined) throw new AppError('not_found');
      const done = await change(tx, call);
      const subjectId = id ?? (done as { id: number }).id;
      const after =
        action === 'delete' ? null : ((await audit.state(tx, subjectId, { action, when: 'after' })) ?? null);
      const state = after ?? before;
      await recordAudit(tx, {
        by: auditActor(request),
        action: audit.actions[action],
        subject: { type: audit.subject, id: subjectId },
        targetUserId: state && audit.targetUserId ? audit.targetUserId(state) : null,
        before,
        after,
      });
      return done;
    });
  }

  app.get(
    path,
    {
      config: config('list'),
      schema: schema({
        tags,
        ...(schemas.query && { querystring: schemas.query }),
        response: { 200: schemas.page },
      }),
    },
    async (request) => service.list(db, request.query as In<Query>, callOf(request)),
  );

  app.get(
    record,
    { config: config('get'), schema: schema({ tags, params: IdParamsSchema, response: { 200: schemas.answer } }) },
    async (request) => service.get(db, (request.params as Params).id, callOf(request)),
  );

  app.post(
    path,
    { config: config('create'), schema: schema({ tags, body: schemas.create, response: { 201: schemas.answer } }) },
    async (request, reply) => {
      const created = await write(request, 'create', undefined, (tx, call) =>
        service.create(tx, request.body as In<Create>, call),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    record,
    {
      config: config('update'),
      schema: schema({
        tags,
        params: IdParamsSchema,
        body: schemas.update ?? schemas.create,
        response: { 200: schemas.answer },
      }),
    },
    async (request) => {
      const { id } = request.params as Params;
      return write(request, 'update', id, (tx, call) => service.update(tx, id, request.body as In<Update>, call));
    },
  );

  app.delete(
    record,
    { config: config('delete'), schema: schema({ tags, params: IdParamsSchema, response: { 204: z.null() } }) },
    async (request, reply) => {
      const { id } = request.params as Params;
      await write(request, 'delete', id, (tx, call) => service.delete(tx, id, call));
      return reply.status(204).send(null);
    },
  );
}
