import type { FastifyRequest } from 'fastify';
import {
  AgentDocumentFieldsSchema,
  AgentDocumentListQuerySchema,
  AgentDocumentSchema,
} from '@shahrbazar/domain/api/agent-document.schema';
import { IdParamsSchema } from '@shahrbazar/domain/api/id.schema';
import { pageOf } from '@shahrbazar/domain/api/page.schema';
import { policy } from '@shahrbazar/domain/rules/policy-catalogue';
import { AppError } from '../../http/app-error.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { requireAuth } from '../auth/access-control.ts';
import { readSingleUpload, storeImage, uploadedFields } from '../media/upload.ts';
import { addAgentDocument, findAgentDocument, listAgentDocuments } from './agent-document.service.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIZES } from './document.routes.ts';
import { findUserCreatedBy } from './user.repository.ts';

const tags = ['agent: documents'];
const can = (name: 'index' | 'create') => ({
  access: { panel: 'agent' as const, policy: policy('agentDocuments', name) },
});

/**
 * Identity documents of the users an agent onboarded (spec: /agent/document/create, /agent/document/{id}/details;
 * ADR 0047): the agent uploads one for their user, it joins the back office's review queue as the user's own would,
 * and the review sets the user's authLevel. Another agent's user's document is a 404, checked on the record.
 */
export function agentDocumentRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const agentOf = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get(
    '/api/v1/agent/documents',
    {
      config: can('index'),
      schema: {
        tags,
        summary: 'Documents of the agent’s users, newest first (optionally one user’s or one status)',
        querystring: AgentDocumentListQuerySchema,
        response: { 200: pageOf(AgentDocumentSchema) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { total, items } = await listAgentDocuments(db, agentOf(request), request.query);
      return { items, total, currentPage: page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
    },
  );

  app.get(
    '/api/v1/agent/documents/:id',
    { config: can('index'), schema: { tags, params: IdParamsSchema, response: { 200: AgentDocumentSchema } } },
    async (request) => {
      const { key: _, ...document } = await findAgentDocument(db, agentOf(request), request.params.id);
      return document;
    },
  );

  app.get(
    '/api/v1/agent/documents/:id/file',
    {
      config: can('index'),
      schema: { tags, summary: 'The image of a document of one of the agent’s users', params: IdParamsSchema },
    },
    async (request, reply) => {
      const { key } = await findAgentDocument(db, agentOf(request), request.params.id);
      const data = await deps.services.privateStorage.read(key);
      if (!data) throw new AppError('not_found');
      return reply.type('image/webp').header('cache-control', 'private, no-store').send(data);
    },
  );

  app.post(
    '/api/v1/agent/documents',
    {
      config: {
        ...can('create'),
        upload: { maxBytes: DOCUMENT_MAX_BYTES, accept: ['image'], fields: ['user_id', 'title'] },
      },
      schema: {
        tags,
        summary: 'Upload an identity document for one of the agent’s users (multipart: user_id, title, file)',
        response: { 201: AgentDocumentSchema },
      },
    },
    async (request, reply) => {
      const agentId = agentOf(request);
      const upload = await readSingleUpload(request);
      const fields = uploadedFields(AgentDocumentFieldsSchema, upload.fields);
      // A user the agent did not onboard is a mistake in the form's user field, as when opening a booth (ADR 0037).
      if (!(await findUserCreatedBy(db, fields.user_id, agentId))) {
        throw new AppError('validation', undefined, { user_id: 'invalid' });
      }
      const stored = await storeImage(deps.services.privateStorage, upload.buffer, {
        folder: 'documents',
        sizes: DOCUMENT_SIZES,
      });
      const document = await addAgentDocument(db, agentId, {
        userId: fields.user_id,
        title: fields.title,
        file: stored.keys.large,
      });
      return reply.status(201).send(document);
    },
  );
}
