import { eq, sql } from 'drizzle-orm';
import { DocumentStatus } from '@shahrbazar/domain/api/user.schema';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import type { Db } from '../db/client.ts';
import { storeImage } from '../modules/media/upload.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { DOCUMENT_SIZES } from '../modules/users/document.routes.ts';
import { findUserByMobile } from '../modules/users/user.repository.ts';
import { userDocuments, users } from '../modules/users/user.table.ts';
import { drawPicture } from './demo-listings.ts';
import { DEMO_USERS } from './demo-accounts.ts';

const CARD = `<rect x="-300" y="-190" width="600" height="380" rx="28" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="-180" cy="-40" r="70" fill="#adb5bd"/>
  <rect x="-60" y="-90" width="300" height="28" rx="8" fill="#ced4da"/>
  <rect x="-60" y="-30" width="240" height="28" rx="8" fill="#ced4da"/>
  <rect x="-60" y="30" width="270" height="28" rx="8" fill="#ced4da"/>`;

/**
 * The demo customer's identity, verified as the back office verifies anyone's (issue 29, ADR 0081): a national card
 * reviewed and approved by the demo admin, and authLevel level 1. Their demo booths show the verified badge because
 * of it, never because of a number stored on a booth. Once: nothing is done when the customer has any document, so a
 * manager's later decision stands. The card's picture goes to the private storage when one is given.
 */
export async function seedDemoIdentity(db: Db, privateStorage?: FileStorage): Promise<number> {
  const customer = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  const admin = await findUserByMobile(db, DEMO_USERS[0]?.mobile ?? '');
  if (!customer || !admin) return 0;
  const [any] = await db
    .select({ id: userDocuments.id })
    .from(userDocuments)
    .where(eq(userDocuments.userId, customer.id))
    .limit(1);
  if (any) return 0;
  const file = privateStorage
    ? (
        await storeImage(privateStorage, await drawPicture('#495057', '#868e96', CARD), {
          folder: 'documents',
          sizes: DOCUMENT_SIZES,
        })
      ).keys.large
    : '';
  const message = 'کارت ملی بررسی و هویت شما تأیید شد.';
  await db.insert(userDocuments).values({
    userId: customer.id,
    title: 'کارت ملی',
    file,
    status: DocumentStatus.approved,
    message,
    uploadedBy: customer.id,
    reviewedBy: admin.id,
    reviewedAt: new Date(),
  });
  await db
    .update(users)
    .set({ authLevel: sql`greatest(${users.authLevel}, ${AuthLevel.level1})`, authMessage: message })
    .where(eq(users.id, customer.id));
  return 1;
}
