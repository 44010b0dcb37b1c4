import { and, eq } from 'drizzle-orm';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { ProductBodySchema, type ProductWrite } from '@shahrbazar/domain/api/product.schema';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { UserType } from '@shahrbazar/domain/enums/people';
import { ListingStatus, PackageStatus } from '@shahrbazar/domain/enums/status';
import { PACKAGE_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/crypto.ts';
import { generalSubCategories, generalSubSubCategories } from '../modules/catalogue/category.table.ts';
import { cities } from '../modules/geo/geo.table.ts';
import { moveListing } from '../modules/listings/listing-status.service.ts';
import { publishListing } from '../modules/listings/listing.service.ts';
import { listings } from '../modules/listings/listing.table.ts';
import { saveUpload } from '../modules/media/file.service.ts';
import { storeImage } from '../modules/media/upload.ts';
import type { FileStorage } from '../modules/media/storage.ts';
import { packages } from '../modules/packages/package.table.ts';
import { DOCUMENT_SIZES } from '../modules/users/document.routes.ts';
import { findUserByMobile, insertUser } from '../modules/users/user.repository.ts';
import { userDocuments } from '../modules/users/user.table.ts';
import { boothVertical } from '../verticals/booth/booth.vertical.ts';
import { createProduct, findBooth } from '../verticals/booth/product.service.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import { drawPicture } from './demo-listings.ts';

/** The demo agent (README: demo accounts). */
const AGENT_MOBILE = DEMO_USERS.find((user) => user.type === UserType.agent)?.mobile ?? '';

/**
 * A seller the demo agent onboarded (README: demo accounts): her own account (the demo password signs her in), her
 * national card the agent uploaded for her (waiting for the back office's review), and her clothes shop the agent
 * opened for her, live and selling with a shipping method.
 */
export const DEMO_AGENT_USER = { mobile: '09120000005', name: 'مریم کریمی' } as const;

const SHIRT = `<path d="M-130 -90 l70 -40 h120 l70 40 l50 90 l-60 30 l-30 -50 v170 h-180 v-170 l-30 50 l-60 -30 z"
  fill="#ffffff"/>`;
const CARD = `<rect x="-300" y="-190" width="600" height="380" rx="28" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="-180" cy="-40" r="70" fill="#adb5bd"/>
  <rect x="-60" y="-90" width="300" height="28" rx="8" fill="#ced4da"/>
  <rect x="-60" y="-30" width="240" height="28" rx="8" fill="#ced4da"/>`;

const BOOTH = {
  name: 'maryam-style',
  title: 'پوشاک مریم',
  subTitle: 'لباس زنانه و مردانه، دوخت ایرانی',
  description: 'پوشاک روزمره با پارچهٔ نخی؛ ارسال به سراسر استان اردبیل.',
  category: 'shop-men-clothing',
  product: {
    category: 'shop-men-shirts',
    title: 'پیراهن نخی مردانه',
    description: 'نخ صددرصد، دوخت ایرانی، در سه اندازه.',
    pricing: [
      { sizeTitle: 'M', colorTitle: 'آبی', colorValue: '#1c7ed6', price: 690_000, count: 6, discount: 0 },
      { sizeTitle: 'L', colorTitle: 'آبی', colorValue: '#1c7ed6', price: 690_000, count: 4, discount: 0 },
      { sizeTitle: 'XL', colorTitle: 'سفید', colorValue: '#f8f9fa', price: 720_000, count: 3, discount: 10 },
    ],
  },
} as const;

/**
 * The demo agent's work (issue 35: a fresh start showed the agent's panel empty, and its booth form could not be sent
 * for want of an owner to choose): a user the agent onboarded, her identity document and her booth. Each part once:
 * the user when her number is free, the document when she has none, the booth when she has none; so what anyone
 * changed later stands. Without a storage, the user only (the booth and its product need pictures).
 */
export async function seedDemoAgentWork(db: Db, storage?: FileStorage, privateStorage?: FileStorage): Promise<number> {
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

  if (!storage) return inserted;
  const [anyBooth] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.vertical, boothVertical.key), eq(listings.userId, seller.id)))
    .limit(1);
  if (anyBooth) return inserted;
  const [category] = await db
    .select({ id: generalSubCategories.id })
    .from(generalSubCategories)
    .where(eq(generalSubCategories.slug, BOOTH.category));
  const [city] = await db.select().from(cities).where(eq(cities.slug, 'ardabil'));
  const pkg = (
    await db
      .select()
      .from(packages)
      .where(and(eq(packages.type, PACKAGE_TYPE_OF_BOOTH.shop), eq(packages.status, PackageStatus.active)))
  ).find((offered) => isFreePackage(offered));
  if (!category || !city || !pkg) return inserted;
  const picture = await drawPicture('#ae3ec9', '#e599f7', SHIRT);
  const logo = await saveUpload(db, storage, {
    userId: seller.id,
    upload: { buffer: picture, mime: 'image/png', kind: 'image', filename: `${BOOTH.name}.png`, fields: {} },
  });
  // Registered as the agent's booth form sends it (the agent's own door, ADR 0037), with the setup's sale answers.
  const input = ListingWriteSchema.extend(boothVertical.detail.write.shape).parse({
    type: BoothType.shop,
    city_id: city.id,
    package_id: pkg.id,
    general_sub_category_id: category.id,
    name: BOOTH.name,
    title: BOOTH.title,
    description: BOOTH.description,
    subTitle: BOOTH.subTitle,
    userName: DEMO_AGENT_USER.name,
    nationalCode: '0499370899',
    activityTime: 'شنبه تا پنجشنبه ۱۰ تا ۲۱',
    address: 'اردبیل، خیابان سی‌متری، پاساژ نور',
    phone: '04533556677',
    activeSale: 1,
    shipping: { title: 'پست پیشتاز', price: 60_000, priceConditionFree: 0 },
    logo: logo.id,
    headerImage: logo.id,
    latitude: city.latitude,
    longitude: city.longitude,
  }) as ListingWrite;
  let row = await publishListing(db, boothVertical, seller.id, input);
  if (row.status === ListingStatus.awaitingPayment) {
    row = await moveListing(db, row, ListingStatus.paidWaitingConfirmation, 'system');
  }
  await moveListing(db, row, ListingStatus.active, 'manager', {
    subscriptionType: boothVertical.subscriptionType,
    noun: boothVertical.noun,
  });
  inserted++;
  const booth = await findBooth(db, { id: row.id });
  const [subSub] = await db
    .select({ id: generalSubSubCategories.id })
    .from(generalSubSubCategories)
    .where(eq(generalSubSubCategories.slug, BOOTH.product.category));
  if (!booth || !subSub) return inserted;
  const image = await saveUpload(db, storage, {
    userId: seller.id,
    upload: { buffer: picture, mime: 'image/png', kind: 'image', filename: 'shirt.png', fields: {} },
  });
  const { category: _, ...product } = BOOTH.product;
  const raw = { ...product, general_sub_sub_category_id: subSub.id, images: [{ id: image.id }] };
  await createProduct(db, booth, [seller.id], ProductBodySchema.parse(raw) as ProductWrite, raw);
  return inserted + 1;
}
