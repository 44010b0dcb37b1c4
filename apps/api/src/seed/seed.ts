import type { Database, Db } from '../db/client.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { policyIds, seedPolicies } from '../modules/access/access.service.ts';
import { rolePolicies, roles } from '../modules/access/role.table.ts';
import { hashPassword } from '../modules/auth/crypto.ts';
import { insertMissingOptions } from '../modules/app/option.repository.ts';
import { findUserByMobile, insertUser } from '../modules/users/user.repository.ts';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-accounts.ts';
import { receiptCardOptions } from './receipt-card.ts';
import { siteTextOptions } from './site-texts.ts';
import { seedGeo } from './geo.ts';
import { seedCategories } from './categories.ts';
import { seedEnglishValues } from './english-values.ts';
import { VERTICAL_REGISTRY, VERTICAL_SEEDS } from '../verticals/seeds.ts';
import { seedDemoAgentWork } from './demo-agent.ts';
import { seedDemoIdentity } from './identity.ts';
import { seedBanners } from './banners.ts';
import { seedPackages } from './packages.ts';
import { seedSettings } from './settings.ts';
import { seedPages } from './pages.ts';
import { seedDemoHealthPosts } from './health-posts.ts';
import { seedDemoCityTour } from './city-tour.ts';
import { trimDemoApprovals } from './demo-notifications.ts';
import { seedDemoHistory } from './demo-history.ts';

export interface SeedReport {
  options: number;
  policies: number;
  users: number;
  /** Rows of the catalogue (states and cities, categories, banners, packages, settings, demo listings) inserted now. */
  catalogue: number;
  /** Records of the demo accounts' history made now (orders, stories, messages, a ticket, visits, a project, offers). */
  history?: number;
}

/**
 * Seeds what the product needs (every policy of the catalogue) and, when asked, the demo data. Idempotent: it only
 * inserts what is missing, so it runs at every start and never overwrites what a manager changed in the back office.
 */
export async function seedDemoData(
  database: Database,
  storage?: FileStorage,
  privateStorage?: FileStorage,
): Promise<SeedReport> {
  return database.db.transaction(async (tx) => {
    // The demo card first: the essentials below add the same options empty only where they are missing.
    const options = await insertMissingOptions(tx, [...siteTextOptions(), ...receiptCardOptions(true)]);
    const policies = await seedPolicies(tx);
    const catalogue =
      (await seedCatalogueEssentials(tx)) +
      (await seedBanners(tx, storage)) +
      (await seedPackages(tx)) +
      (await seedEnglishValues(tx));
    let users = 0;
    if (!(await findUserByMobile(tx, DEMO_USERS[0]?.mobile ?? ''))) {
      const roleIds = new Map<string, number>();
      for (const role of DEMO_ROLES) {
        const [row] = await tx.insert(roles).values({ title: role.title, type: role.type }).returning({ id: roles.id });
        if (!row) continue;
        roleIds.set(role.key, row.id);
        const ids = await policyIds(tx, role.policies);
        if (ids.length) await tx.insert(rolePolicies).values(ids.map((policyId) => ({ roleId: row.id, policyId })));
      }
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const demo of DEMO_USERS) {
        await insertUser(tx, {
          mobile: demo.mobile,
          email: demo.email ?? null,
          name: demo.name,
          type: demo.type,
          passwordHash,
          roleId: demo.role ? (roleIds.get(demo.role) ?? null) : null,
        });
        users++;
      }
    }
    // The demo customer's identity, approved as a manager approves one: their booths' badge rests on it (ADR 0081).
    await seedDemoIdentity(tx, privateStorage);
    // Demo listings need the demo customer and the free packages seeded above: each vertical's own, found in its
    // folder (verticals/<key>/<key>.seed.ts), in the order they declare.
    let listings = 0;
    for (const seed of VERTICAL_SEEDS) listings += await seed.run(tx, storage);
    listings +=
      // The demo agent's onboarded seller, her document and what the verticals add for her (issue 35: the agent's
      // panel was empty): the booth's clothes shop (VerticalSeed.agentWork).
      (await seedDemoAgentWork(tx, VERTICAL_SEEDS, storage, privateStorage)) +
      // The demo city tour walks between the demo listings above (ADR 0043).
      (await seedDemoCityTour(tx, storage));
    // The demo accounts' lived-in history (issue 35): the verticals' scenes (VerticalSeed.history: the booth's orders
    // and stories, the lawyer's project) among the core's (a chat, a ticket, visits, reviews). Each part once, when
    // the demo customer has none of it (seed/demo-history.ts).
    const history = await seedDemoHistory(tx, VERTICAL_SEEDS, VERTICAL_REGISTRY, storage);
    // The doctors section's health articles, posts of the blog written by the demo manager (ADR 0055).
    const manager = await findUserByMobile(tx, DEMO_USERS[0]?.mobile ?? '');
    const articles = manager ? await seedDemoHealthPosts(tx, manager.id) : 0;
    // The demo owners keep a few «approved» notifications of their demo listings, not one per listing (ADR 0035).
    if (listings > 0) await trimDemoApprovals(tx);
    return { options, policies, users, catalogue: catalogue + listings + articles, history };
  });
}

/** Seeds only what the product needs to work (the policies), not the demo data. */
export async function seedEssentials(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await seedPolicies(tx);
    await seedCatalogueEssentials(tx);
    await seedEnglishValues(tx);
  });
}

/**
 * What every deployment needs, demo or not: the states and cities of Iran, the category trees, the settings, the pages
 * the footer links to.
 */
async function seedCatalogueEssentials(db: Db): Promise<number> {
  return (
    (await seedGeo(db)) +
    (await seedCategories(db)) +
    (await seedSettings(db)) +
    (await seedPages(db)) +
    (await insertMissingOptions(db, receiptCardOptions(false)))
  );
}
