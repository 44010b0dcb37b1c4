import { and, asc, eq } from 'drizzle-orm';
import { ProjectCreateSchema } from '@shahrbazar/domain/api/lawyer-project.schema';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../../db/client.ts';
import { generalSubCategories } from '../../modules/catalogue/category.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { lawyerVertical } from './lawyer.vertical.ts';
import { lawyerProjects } from './projects/project.table.ts';
import { createProject } from './projects/project-posting.ts';
import { makeOffer } from './projects/project.service.ts';
import type { DemoHistory } from '../../seed/vertical-seed.ts';

/**
 * The lawyer's scene of the demo accounts' history (seed/demo-history.ts): a family-law project of the demo
 * customer's, with an offer from each demo lawyer (owned by the agent and support), posted and offered through the
 * services the API's routes call. Once: when the demo customer has no project.
 */
export async function seedLawyerHistory(db: Db, { customer, now }: DemoHistory): Promise<number> {
  const [any] = await db
    .select({ id: lawyerProjects.id })
    .from(lawyerProjects)
    .where(eq(lawyerProjects.userId, customer.id))
    .limit(1);
  const [family] = await db
    .select({ id: generalSubCategories.id })
    .from(generalSubCategories)
    .where(eq(generalSubCategories.slug, 'lawyer-family'));
  const lawyers = await db
    .select({ userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.vertical, lawyerVertical.key), eq(listings.status, ListingStatus.active)))
    .orderBy(asc(listings.id));
  if (any || !family) return 0;
  const posted = await createProject(
    db,
    customer.id,
    ProjectCreateSchema.parse({
      specialties: [family.id],
      type: 'contractDrafting',
      title: 'تنظیم قرارداد اجارهٔ مغازه',
      description: 'برای اجارهٔ یک مغازه در بازار اردبیل قراردادی می‌خواهم که ودیعه، تمدید و تعمیرات را روشن کند.',
      budgetFrom: 2_000_000,
      budgetTo: 5_000_000,
    }),
    'fa',
    now,
  );
  const offers = [
    { price: 3_500_000, days: 3, message: 'قرارداد را با بندهای ودیعه، تمدید و تعمیرات ظرف سه روز تنظیم می‌کنم.' },
    { price: 4_200_000, days: 2, message: 'تنظیم قرارداد و یک جلسهٔ مشاورهٔ تلفنی برای مرور بندها، ظرف دو روز.' },
  ];
  let made = 1;
  for (const [index, lawyer] of lawyers
    .filter((row) => row.userId !== customer.id)
    .slice(0, 2)
    .entries()) {
    const offer = offers[index];
    if (!offer) break;
    await makeOffer(db, lawyer.userId, posted.row.slugId, offer, now);
    made++;
  }
  return made;
}
