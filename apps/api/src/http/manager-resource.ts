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
import { readSingleUpload, uploadedFields, type UploadOptions } from '../modules/media/upload.ts';
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
  /** The uploaded file's bytes (its kind checked by its content), on a create declared with `uploads.create`. */
  file?: Buffer;
}

/** The file of a create declared with `uploads.create` (422 on `file` should a write without one reach it). */
export function uploadedFile(call: ManagerCall): Buffer {
  if (!call.file) throw new AppError('validation', undefined, { file: 'required' });
  return call.file;
}

/**
 * A write that takes a file: multipart/form-data, the file in field "file" (readSingleUpload reads it by these
 * options, the OpenAPI document declares the body from them), and the operation's summary.
 */
export interface ManagerUpload extends Omit<UploadOptions, 'fields'> {
  summary: string;
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
  /** Writes that take a file. */
  uploads?: {
    /**
     * The create is multipart: the create schema's fields come as text fields, checked as a JSON body is (422 naming
     * each field); the file reaches `service.create` as `call.file`.
     */
    create?: ManagerUpload;
    /** POST `<path>/:id/image`, behind the change's policy: replaces the record's image and answers the record. */
    image?: ManagerUpload & {
      replace(db: Db, id: number, file: Buffer, call: ManagerCall): Promise<In<Answer>>;
    };
  };
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

const callOf = (request: FastifyRequest, file?: Buffer): ManagerCall => ({
  locale: requestLocale(request),
  auth: requireAuth(request),
  request,
  ...(file ? { file } : {}),
});

/**
 * Registers a resource's five back-office operations, in this order: GET `<path>` (the list), GET `<path>/:id`,
 * POST `<path>` (201), PUT `<path>/:id`, DELETE `<path>/:id` (204), and POST `<path>/:id/image` where the resource
 * declares one (`uploads.image`). Without `audit` each service function runs on the database as it is; with it, each
 * create, change and delete runs in one transaction with its entry in the trail (the state before, the state after),
 * so a change is never committed without its entry nor an entry without its change. The image replacement is not in
 * the trail (no resource with an image is).
 */
export function defineManagerResource<
  Query extends Zod,
  Page extends Zod,
  Answer extends Zod,
  Create extends Zod,
  Update extends Zod = Create,
>(app: App, db: Db, resource: ManagerResource<Query, Page, Answer, Create, Update>): void {
  const { path, tags, policies, schemas, service, audit, uploads } = resource;
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
    file?: Buffer,
  ): Promise<T> {
    const call = callOf(request, file);
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

  const createUpload = uploads?.create && { ...uploads.create, fields: Object.keys(shapeOf(schemas.create)) };
  app.post(
    path,
    {
      config: { ...config('create'), ...(createUpload && { upload: createUpload }) },
      schema: schema({
        tags,
        ...(createUpload ? { summary: createUpload.summary } : { body: schemas.create }),
        response: { 201: schemas.answer },
      }),
    },
    async (request, reply) => {
      let input = request.body as In<Create>;
      let file: Buffer | undefined;
      if (createUpload) {
        const upload = await readSingleUpload(request);
        input = uploadedFields(schemas.create, upload.fields);
        file = upload.buffer;
      }
      const created = await write(request, 'create', undefined, (tx, call) => service.create(tx, input, call), file);
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

  const image = uploads?.image;
  if (image) {
    app.post(
      `${record}/image`,
      {
        config: { ...config('update'), upload: { maxBytes: image.maxBytes, accept: image.accept } },
        schema: schema({ tags, summary: image.summary, params: IdParamsSchema, response: { 200: schemas.answer } }),
      },
      async (request) => {
        const upload = await readSingleUpload(request);
        return image.replace(db, (request.params as Params).id, upload.buffer, callOf(request));
      },
    );
  }
}

/** The fields of an object schema (none for another kind). */
const shapeOf = (schema: Zod): Record<string, unknown> => (schema instanceof z.ZodObject ? schema.shape : {});
