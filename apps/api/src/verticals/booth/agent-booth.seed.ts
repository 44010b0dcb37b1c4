import { and, eq } from 'drizzle-orm';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { ProductBodySchema, type ProductWrite } from '@shahrbazar/domain/api/product.schema';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { PACKAGE_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../../db/client.ts';
import { generalSubCategories, generalSubSubCategories } from '../../modules/catalogue/category.table.ts';
import { cities } from '../../modules/geo/geo.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { saveUpload } from '../../modules/media/file.service.ts';
import { packages } from '../../modules/packages/package.table.ts';
import { boothVertical } from './booth.vertical.ts';
import { publishDemoBooth } from './demo-booth.ts';
import { createProduct, findBooth } from './product.service.ts';
import { drawPicture } from '../../seed/demo-listings.ts';
import type { DemoAgentWork } from '../../seed/vertical-seed.ts';

const SHIRT = `<path d="M-130 -90 l70 -40 h120 l70 40 l50 90 l-60 30 l-30 -50 v170 h-180 v-170 l-30 50 l-60 -30 z"
  fill="#ffffff"/>`;

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
 * The clothes shop the demo agent opened for the seller she onboarded (issue 35: the agent's panel was empty, and its
 * booth form could not be sent for want of an owner to choose), live and selling with a shipping method, and its one
 * product. Once: when the seller has no booth, so what anyone changed later stands. Without a storage, nothing (the
 * booth and its product need pictures). The seller and her document are the core's (seed/demo-agent.ts).
 */
export async function seedAgentBooth(db: Db, { seller, storage }: DemoAgentWork): Promise<number> {
  if (!storage) return 0;
  const [anyBooth] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.vertical, boothVertical.key), eq(listings.userId, seller.id)))
    .limit(1);
  if (anyBooth) return 0;
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
  if (!category || !city || !pkg) return 0;
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
    userName: seller.name,
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
  const row = await publishDemoBooth(db, seller.id, input);
  const booth = await findBooth(db, { id: row.id });
  const [subSub] = await db
    .select({ id: generalSubSubCategories.id })
    .from(generalSubSubCategories)
    .where(eq(generalSubSubCategories.slug, BOOTH.product.category));
  if (!booth || !subSub) return 1;
  const image = await saveUpload(db, storage, {
    userId: seller.id,
    upload: { buffer: picture, mime: 'image/png', kind: 'image', filename: 'shirt.png', fields: {} },
  });
  const { category: _, ...product } = BOOTH.product;
  const raw = { ...product, general_sub_sub_category_id: subSub.id, images: [{ id: image.id }] };
  await createProduct(db, booth, [seller.id], ProductBodySchema.parse(raw) as ProductWrite, raw);
  return 2;
}
