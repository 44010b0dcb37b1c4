import { and, count, eq } from 'drizzle-orm';
import { ClientProjectStatus } from '@shahrbazar/domain/enums/status';
import {
  LAWYER_PROJECT_MESSAGES,
  mayReadProjectFiles,
  PROJECT_FILES_MAX,
} from '@shahrbazar/domain/rules/lawyer-project';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { FileStorage } from '../../../modules/media/storage.ts';
import { storePrivateFile } from '../../../modules/media/private-file.ts';
import type { Upload } from '../../../modules/media/upload.ts';
import { clientsProject } from './project.service.ts';
import { lawyerProjectFiles, lawyerProjectOffers, lawyerProjects } from './project.table.ts';
import { requireAccess } from '../../../modules/access/record-access.ts';

// A project's files live in the private storage (ADR 0056): only its client adds them, and only the client and the
// lawyer whose offer was selected read them, through the API; nobody else learns more than how many there are.

/** A project still being worked on takes files: open to offers or with a lawyer selected. */
const TAKES_FILES: readonly number[] = [ClientProjectStatus.active, ClientProjectStatus.selected];

/**
 * The client adds a file to their project: 404 for anyone else's, 409 once it is over or holds PROJECT_FILES_MAX. The
 * file is stored first and its row written in one transaction with the project locked (so the limit holds against
 * concurrent uploads); a refused file is deleted from the storage again.
 */
export async function addProjectFile(
  db: Db,
  storage: FileStorage,
  clientId: number,
  id: number,
  upload: Upload,
): Promise<void> {
  const [project] = await db.select().from(lawyerProjects).where(eq(lawyerProjects.id, id));
  requireAccess(clientId, 'lawyerProject', project, 'change');
  const stored = await storePrivateFile(storage, upload, 'lawyer-projects');
  try {
    await db.transaction(async (tx) => {
      const locked = await clientsProject(tx, clientId, id);
      if (!TAKES_FILES.includes(locked.status)) throw new AppError('conflict', LAWYER_PROJECT_MESSAGES.closed);
      const [had] = await tx
        .select({ value: count() })
        .from(lawyerProjectFiles)
        .where(eq(lawyerProjectFiles.projectId, id));
      if ((had?.value ?? 0) >= PROJECT_FILES_MAX) throw new AppError('conflict', LAWYER_PROJECT_MESSAGES.tooManyFiles);
      await tx
        .insert(lawyerProjectFiles)
        .values({ projectId: id, file: stored.key, mime: stored.mime, name: upload.filename.slice(0, 200) });
    });
  } catch (error) {
    await storage.delete(stored.key).catch(() => undefined);
    throw error;
  }
}

/** A project's file for `viewerId` when they are its client or selected lawyer; undefined (a 404) for anyone else. */
export async function readableProjectFile(db: Db, viewerId: number, slugId: string, fileId: number) {
  const [found] = await db
    .select({ project: lawyerProjects, selectedLawyerId: lawyerProjectOffers.lawyerId })
    .from(lawyerProjects)
    .leftJoin(lawyerProjectOffers, eq(lawyerProjectOffers.id, lawyerProjects.selectedOfferId))
    .where(eq(lawyerProjects.slugId, slugId));
  if (!found) return undefined;
  const allowed = mayReadProjectFiles(
    { userId: found.project.userId, selectedLawyerId: found.selectedLawyerId },
    viewerId,
  );
  if (!allowed) return undefined;
  const [file] = await db
    .select()
    .from(lawyerProjectFiles)
    .where(and(eq(lawyerProjectFiles.id, fileId), eq(lawyerProjectFiles.projectId, found.project.id)));
  return file;
}
