import { and, eq } from 'drizzle-orm';
import { type ListingWrite, ListingWriteSchema } from '@shahrbazar/domain/api/listing.schema';
import { ProductBodySchema, type ProductWrite } from '@shahrbazar/domain/api/product.schema';
import type { BoothType } from '@shahrbazar/domain/enums/listing';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import { PACKAGE_TYPE_OF_BOOTH, SELLS_ONLINE_BY_DEFAULT } from '@shahrbazar/domain/rules/booth';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Db } from '../../db/client.ts';
import { generalSubCategories, generalSubSubCategories } from '../../modules/catalogue/category.table.ts';
import { cities } from '../../modules/geo/geo.table.ts';
import { listings } from '../../modules/listings/listing.table.ts';
import { saveUpload } from '../../modules/media/file.service.ts';
import type { FileStorage } from '../../modules/media/storage.ts';
import { packages } from '../../modules/packages/package.table.ts';
import { findUserByMobile } from '../../modules/users/user.repository.ts';
import { boothVertical } from './booth.vertical.ts';
import { publishDemoBooth } from './demo-booth.ts';
import { createProduct, findBooth } from './product.service.ts';
import { seedAgentBooth } from './agent-booth.seed.ts';
import { seedBoothHistory } from './booth-history.seed.ts';
import { drawPicture } from '../../seed/demo-listings.ts';
import { DEMO_USERS } from '../../seed/demo-accounts.ts';
import { defineVerticalSeed } from '../../seed/vertical-seed.ts';

const STOREFRONT = `<rect x="-150" y="-40" width="300" height="150" fill="#ffffff"/>
  <path d="M-170 -40 h340 l-20 -60 h-300 z" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="-120" y="0" width="110" height="80" fill-opacity="0.35" fill="#000000"/>
  <rect x="30" y="0" width="70" height="110" fill-opacity="0.35" fill="#000000"/>`;
const RING = `<circle cx="0" cy="30" r="90" fill="none" stroke="#ffffff" stroke-width="26"/>
  <path d="M-40 -70 l40 -50 l40 50 l-40 30 z" fill="#ffffff"/>`;
const HOUSE = `<path d="M-130 -10 l130 -110 l130 110 z" fill="#ffffff"/>
  <rect x="-105" y="-10" width="210" height="130" fill="#ffffff"/>
  <rect x="-25" y="40" width="50" height="80" fill-opacity="0.35" fill="#000000"/>`;
const CAR = `<path d="M-140 20 l30 -70 h170 l45 70 h25 v50 h-300 v-50 z" fill="#ffffff"/>
  <circle cx="-75" cy="75" r="30" fill="#343a40"/><circle cx="75" cy="75" r="30" fill="#343a40"/>`;

interface DemoBooth {
  type: BoothType;
  name: string;
  title: string;
  subTitle: string;
  description: string;
  /** Slug of its sub category in its type's seeded tree. */
  category: string;
  city: string;
  activityTime: string;
  address: string;
  phone: string;
  picture: [string, string, string];
  /** Its demo products: a body as the booth manager's form sends it, filed under a sub-sub category slug. */
  products: Array<{ category: string } & Record<string, unknown>>;
}

const DEMO_BOOTHS: readonly DemoBooth[] = [
  {
    type: 'shop',
    name: 'arash-digital',
    title: 'دیجیتال آرش',
    subTitle: 'گوشی، لپ‌تاپ و لوازم جانبی با ضمانت',
    description: 'فروشگاه کالای دیجیتال در مرکز اردبیل؛ ارسال رایگان داخل شهر برای خریدهای بالای یک میلیون تومان.',
    category: 'shop-mobile-tablet',
    city: 'ardabil',
    activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۱',
    address: 'خیابان امام خمینی، پاساژ ارک، طبقه اول',
    phone: '04533221100',
    picture: ['#1c7ed6', '#66d9e8', STOREFRONT],
    products: [
      {
        category: 'shop-mobile-phone',
        title: 'گوشی سامسونگ گلکسی A55',
        description: 'دو سیم‌کارت، گارانتی ۱۸ ماهه، همراه با کارتن و شارژر.',
        pricing: [
          {
            sizeTitle: '۱۲۸ گیگابایت',
            colorTitle: 'سرمه‌ای',
            colorValue: '#1b2a4a',
            price: 18_500_000,
            count: 4,
            discount: 5,
          },
          {
            sizeTitle: '۲۵۶ گیگابایت',
            colorTitle: 'یاسی',
            colorValue: '#b197fc',
            price: 21_900_000,
            count: 2,
            discount: 0,
          },
        ],
        features: [
          { key: 'صفحه نمایش', value: '۶٫۶ اینچ', important: true },
          { key: 'دوربین', value: '۵۰ مگاپیکسل' },
        ],
      },
      {
        category: 'shop-mobile-accessories',
        title: 'پاوربانک ۲۰۰۰۰ میلی‌آمپر',
        description: 'شارژ سریع، دو خروجی USB و یک خروجی Type-C.',
        price: 1_250_000,
        count: 12,
        discount: 10,
      },
    ],
  },
  {
    type: 'jewelry',
    name: 'tala-mahan',
    title: 'طلا و جواهر ماهان',
    subTitle: 'طلای ۱۸ عیار با فاکتور معتبر',
    description: 'ساخت و فروش انگشتر، گردنبند و سرویس طلا؛ قیمت هر قطعه با نرخ روز طلا حساب می‌شود.',
    category: 'jewelry-gold-rings',
    city: 'ardabil',
    activityTime: 'هر روز ۱۰ تا ۲۰',
    address: 'بازار بزرگ اردبیل، راسته زرگرها',
    phone: '04533445566',
    picture: ['#f08c00', '#ffe066', RING],
    products: [
      {
        category: 'jewelry-women-rings',
        title: 'انگشتر طلای زنانه طرح برگ',
        description: 'طلای ۱۸ عیار با فاکتور و کارت ضمانت.',
        price: 17_500_000,
        count: 1,
        weight: 3.25,
        karat: 18,
        makingCharge: 18,
        profit: 7,
      },
    ],
  },
  {
    type: 'realEstate',
    name: 'amlak-sabalan',
    title: 'املاک سبلان',
    subTitle: 'خرید، فروش و اجاره آپارتمان و ویلا',
    description: 'مشاوره رایگان خرید و فروش و اجاره در اردبیل و سرعین.',
    category: 're-sale-apartment',
    city: 'ardabil',
    activityTime: 'شنبه تا پنجشنبه ۹ تا ۱۹',
    address: 'شهرک کارشناسان، بلوار سبلان',
    phone: '04533667788',
    picture: ['#2b8a3e', '#8ce99a', HOUSE],
    products: [
      {
        category: 're-sale-apartment-2br',
        title: 'آپارتمان ۸۵ متری دوخوابه، شهرک کارشناسان',
        description: 'طبقه سوم با آسانسور و پارکینگ، سند شش‌دانگ.',
        price: 3_400_000_000,
        count: 1,
        dealType: 'sale',
        area: 85,
        rooms: 2,
        floor: 3,
        yearBuilt: 1398,
        amenities: ['آسانسور', 'پارکینگ', 'انباری'],
      },
    ],
  },
  {
    type: 'autoExpo',
    name: 'auto-nour',
    title: 'نمایشگاه خودرو نور',
    subTitle: 'خودروی صفر و کارکرده با کارشناسی',
    description: 'خرید و فروش و معاوضه خودرو؛ کارشناسی رایگان برای خریداران.',
    category: 'auto-ikco',
    city: 'ardabil',
    activityTime: 'شنبه تا پنجشنبه ۹ تا ۲۰',
    address: 'جاده سرعین، نمایشگاه‌های خودرو',
    phone: '04533889900',
    picture: ['#495057', '#adb5bd', CAR],
    products: [
      {
        category: 'auto-peugeot-206',
        title: 'پژو ۲۰۶ تیپ ۵ مدل ۱۴۰۰',
        description: 'بدون رنگ، بیمه تا آخر سال، کارشناسی شده.',
        price: 720_000_000,
        count: 1,
        brand: 'پژو',
        model: '۲۰۶ تیپ ۵',
        year: 1400,
        mileage: 42_000,
        gearbox: 'manual',
        fuel: 'petrol',
        color: 'سفید',
        bodyCondition: 'بدون رنگ',
        plateCity: 'اردبیل',
      },
    ],
  },
];

/** The package a demo booth is opened with: its type's free one (a percentage plan) when there is one, else the cheapest. */
async function boothPackage(db: Db, type: BoothType) {
  const offered = await db
    .select()
    .from(packages)
    .where(and(eq(packages.type, PACKAGE_TYPE_OF_BOOTH[type]), eq(packages.status, PackageStatus.active)));
  return (
    offered.find((pkg) => isFreePackage(pkg)) ??
    offered.filter((pkg) => pkg.planType === PlanType.subscription).sort((a, b) => a.price - b.price)[0]
  );
}

/**
 * Demo booths of the four types (README: demo accounts) owned by the demo customer, live in Ardabil with a drawn
 * logo, registered through the listing core as the registration form does and approved as a manager does (a paid
 * package as if paid), each with products of its type (a phone in two variants, a ring priced by weight, a flat, a
 * car). Seeded once: nothing is added when any booth exists. Without a storage, none. Their verified badge is their
 * owner's approved identity (seed/identity.ts, ADR 0081), not a level written on the booth.
 */
export async function seedDemoBooths(db: Db, storage?: FileStorage): Promise<number> {
  if (!storage) return 0;
  const [anyBooth] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.vertical, boothVertical.key))
    .limit(1);
  if (anyBooth) return 0;
  const owner = await findUserByMobile(db, DEMO_USERS[DEMO_USERS.length - 1]?.mobile ?? '');
  if (!owner) return 0;
  const Write = ListingWriteSchema.extend(boothVertical.detail.write.shape);
  let inserted = 0;
  for (const demo of DEMO_BOOTHS) {
    const [category] = await db
      .select({ id: generalSubCategories.id })
      .from(generalSubCategories)
      .where(eq(generalSubCategories.slug, demo.category));
    const [city] = await db.select().from(cities).where(eq(cities.slug, demo.city));
    const pkg = await boothPackage(db, demo.type);
    if (!category || !city || !pkg) continue;
    const logo = await saveUpload(db, storage, {
      userId: owner.id,
      upload: {
        buffer: await drawPicture(...demo.picture),
        mime: 'image/png',
        kind: 'image',
        filename: `${demo.name}.png`,
        fields: { title: demo.title },
      },
    });
    const input = Write.parse({
      type: demo.type,
      city_id: city.id,
      package_id: pkg.id,
      general_sub_category_id: category.id,
      name: demo.name,
      title: demo.title,
      description: demo.description,
      userName: owner.name || 'علی رضایی',
      nationalCode: '0499370899',
      subTitle: demo.subTitle,
      activityTime: demo.activityTime,
      address: demo.address,
      phone: demo.phone,
      // As the setup suggests for its type (issue 35 #7): a shop and a jeweller sell online with a first shipping
      // method, so a fresh demo can check out at «دیجیتال آرش»; an agency and a showroom show and are visited.
      activeSale: SELLS_ONLINE_BY_DEFAULT[demo.type] ? 1 : 0,
      shipping: SELLS_ONLINE_BY_DEFAULT[demo.type]
        ? { title: 'پیک فروشگاه (داخل اردبیل)', price: 40_000, priceConditionFree: 1_000_000 }
        : undefined,
      logo: logo.id,
      headerImage: logo.id,
      latitude: city.latitude,
      longitude: city.longitude,
    }) as ListingWrite;
    const row = await publishDemoBooth(db, owner.id, input);
    inserted++;
    const booth = await findBooth(db, { id: row.id });
    if (!booth) continue;
    for (const { category: slug, ...demoProduct } of demo.products) {
      const [subSub] = await db
        .select({ id: generalSubSubCategories.id })
        .from(generalSubSubCategories)
        .where(eq(generalSubSubCategories.slug, slug));
      if (!subSub) continue;
      const picture = await saveUpload(db, storage, {
        userId: owner.id,
        upload: {
          buffer: await drawPicture(...demo.picture),
          mime: 'image/png',
          kind: 'image',
          filename: `${slug}.png`,
          fields: { title: String(demoProduct.title) },
        },
      });
      // Validated as the API validates a product the booth manager sends.
      const raw = { ...demoProduct, general_sub_sub_category_id: subSub.id, images: [{ id: picture.id }] };
      await createProduct(db, booth, [owner.id], ProductBodySchema.parse(raw) as ProductWrite, raw);
      inserted++;
    }
  }
  return inserted;
}

/** Its demo, found in this folder by the demo seed, in its place among the verticals' (seed/vertical-seed.ts). */
export const boothSeed = defineVerticalSeed({
  key: 'booth',
  order: 7,
  run: seedDemoBooths,
  agentWork: seedAgentBooth,
  history: { place: 10, run: seedBoothHistory },
});
