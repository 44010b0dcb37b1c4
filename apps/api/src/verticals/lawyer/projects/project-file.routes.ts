import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '@shahrbazar/domain/api/id.schema';
import { MyProjectSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { LAWYER_PROJECT_MESSAGES } from '@shahrbazar/domain/rules/lawyer-project';
import type { App, AppDeps } from '../../../http/types.ts';
import { requireAuth } from '../../../modules/auth/access-control.ts';
import { PRIVATE_UPLOAD, readPrivateUpload, sendPrivateFile } from '../../../modules/media/private-file.ts';
import { addProjectFile, readableProjectFile } from './project-file.service.ts';
import { myProject } from './project.service.ts';

const FileParams = z.object({ slugId: z.string().regex(/^[A-Za-z0-9]{4,16}$/), fileId: IdSchema });

/**
 * A client project's private files (ADR 0056): the client uploads them to their project (multipart, a PDF or an
 * image), and they are sent only to the client and the selected lawyer, from the private storage; anyone else gets
 * a 404, as for a file that does not exist.
 */
export function lawyerProjectFileRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const storage = deps.services.privateStorage;
  const tags = ['lawyer: client projects'];
  const own = { access: { session: 'general' } } as const;

  app.post(
    '/api/v1/me/lawyer/projects/:id/files',
    {
      config: { ...own, upload: PRIVATE_UPLOAD },
      schema: {
        tags,
        summary: 'Add a private file to my project (multipart: file — a PDF or an image, at most 5)',
        params: IdParamsSchema,
        response: { 201: MyProjectSchema },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const upload = await readPrivateUpload(request, LAWYER_PROJECT_MESSAGES.badFile);
      await addProjectFile(db, storage, userId, request.params.id, upload);
      return reply.status(201).send(await myProject(db, userId, request.params.id));
    },
  );

  app.get(
    '/api/v1/lawyer/projects/:slugId/files/:fileId',
    {
      config: own,
      schema: { tags, summary: "A project's file, to its client and the selected lawyer only", params: FileParams },
    },
    async (request, reply) => {
      const viewerId = requireAuth(request).user.id;
      const file = await readableProjectFile(db, viewerId, request.params.slugId, request.params.fileId);
      return sendPrivateFile(reply, storage, file, 'project-file');
    },
  );
}
