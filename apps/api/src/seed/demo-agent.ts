import { eq } from 'drizzle-orm';
import { UserType } from '@shahrbazar/domain/enums/people';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/crypto.ts';
import { storeImage } from '../modules/media/upload.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { DOCUMENT_SIZES } from '../modules/users/document.routes.ts';
import { findUserByMobile, insertUser } from '../modules/users/user.repository.ts';
import { userDocuments } from '../modules/users/user.table.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import { drawPicture } from './demo-listings.ts';
import type { VerticalSeed } from './vertical-seed.ts';

/** The demo agent (README: demo accounts). */
const AGENT_MOBILE = DEMO_USERS.find((user) => user.type === UserType.agent)?.mobile ?? '';

/**
 * A seller the demo agent onboarded (README: demo accounts): her own account (the demo password signs her in), her
 * national card the agent uploaded for her (waiting for the back office's review), and her clothes shop the agent
 * opened for her, live and selling with a shipping method (the booth's, verticals/booth/agent-booth.seed.ts).
 */
export const DEMO_AGENT_USER = { mobile: '09120000005', name: 'مریم کریمی' } as const;

const CARD = `<rect x="-300" y="-190" width="600" height="380" rx="28" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="-180" cy="-40" r="70" fill="#adb5bd"/>
  <rect x="-60" y="-90" width="300" height="28" rx="8" fill="#ced4da"/>
  <rect x="-60" y="-30" width="240" height="28" rx="8" fill="#ced4da"/>`;

/**
 * The demo agent's work (issue 35: a fresh start showed the agent's panel empty, and its booth form could not be sent
 * for want of an owner to choose): a user the agent onboarded, her identity document, then what the agent did for her
 * in the verticals (`seeds`' agentWork, in their order: the booth's clothes shop). Each part once: the user when her
 * number is free, the document when she has none, each vertical's part when she has none of it; so what anyone
 * changed later stands.
 */
export async function seedDemoAgentWork(
  db: Db,
  seeds: readonly VerticalSeed[],
  storage?: FileStorage,
  privateStorage?: FileStorage,
): Promise<number> {
  const agent = await findUserByMobile(db, AGENT_MOBILE);
  if (!agent) return 0;
  let inserted = 0;
  let seller = await findUserByMobile(db, DEMO_AGENT_USER.mobile);
  if (!seller) {
    seller = await insertUser(db, {
      mobile: DEMO_AGENT_USER.mobile,
      name: DEMO_AGENT_USER.name,
      type: UserType.client,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdBy: agent.id,
    });
    inserted++;
  }
  if (seller.createdBy !== agent.id) return inserted;

  const [document] = await db
    .select({ id: userDocuments.id })
    .from(userDocuments)
    .where(eq(userDocuments.userId, seller.id))
    .limit(1);
  if (!document) {
    const file = privateStorage
      ? (
          await storeImage(privateStorage, await drawPicture('#5c940d', '#a9e34b', CARD), {
            folder: 'documents',
            sizes: DOCUMENT_SIZES,
          })
        ).keys.large
      : '';
    await db.insert(userDocuments).values({ userId: seller.id, title: 'کارت ملی', file, uploadedBy: agent.id });
    inserted++;
  }

  // What the agent did for her in the verticals (the booth she opened for her), each vertical's (VerticalSeed.agentWork).
  for (const seed of seeds) if (seed.agentWork) inserted += await seed.agentWork(db, { agent, seller, storage });
  return inserted;
}
