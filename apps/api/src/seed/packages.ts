import { PackageType, PlanType } from '@shahrbazar/domain/enums/plans';
import { PackageStatus } from '@shahrbazar/domain/enums/status';
import type { Db } from '../db/client.ts';
import { packages } from '../modules/packages/package.table.ts';

/** A demo package as the seed writes it (the other fields take their defaults). */
export interface DemoPackage {
  type: PackageType;
  planType: PlanType;
  categoryTitle: string;
  title: string;
  description: string;
  price: number;
  percentage?: number;
  days: number;
  accessPermissions?: string[];
}

const free = (type: PackageType, title: string, days: number, description: string): DemoPackage => ({
  type,
  planType: PlanType.free,
  categoryTitle: 'پایه',
  title,
  description,
  price: 0,
  days,
});

const paid = (
  type: PackageType,
  categoryTitle: string,
  title: string,
  days: number,
  price: number,
  description: string,
  accessPermissions: string[] = [],
): DemoPackage => ({
  type,
  planType: PlanType.subscription,
  categoryTitle,
  title,
  description,
  price,
  days,
  accessPermissions,
});

/** Bronze, silver and gold booths: one, three and twelve months. */
function boothPackages(type: PackageType): DemoPackage[] {
  return [
    paid(type, 'غرفه', 'غرفه برنزی', 30, 150_000, 'غرفه یک‌ماهه با ثبت محصول نامحدود و صفحه اختصاصی.'),
    paid(type, 'غرفه', 'غرفه نقره‌ای', 90, 390_000, 'غرفه سه‌ماهه با استوری و نمایش در فهرست غرفه‌های برتر.', [
      'stories',
    ]),
    paid(
      type,
      'غرفه',
      'غرفه طلایی',
      365,
      1_200_000,
      'غرفه یک‌ساله ویژه با نشان غرفه برتر، استوری و نمایش در صفحه اول.',
      ['stories', 'specialBooth'],
    ),
  ];
}

/**
 * The demo packages of every package type, in the order they are offered: at least one free package for ads,
 * experts, jobs and city advertising, paid subscriptions everywhere, and a percentage plan for shops.
 */
export const DEMO_PACKAGES: readonly DemoPackage[] = [
  free(PackageType.ads, 'آگهی رایگان', 30, 'انتشار آگهی برای ۳۰ روز، پس از بررسی کارشناسان.'),
  paid(PackageType.ads, 'نردبان', 'نردبان ۷ روزه', 7, 20_000, 'آگهی شما تا ۷ روز هر روز به بالای فهرست می‌رود.', [
    'ladder',
  ]),
  paid(
    PackageType.ads,
    'ویژه',
    'آگهی ویژه ۳۰ روزه',
    30,
    50_000,
    'نمایش با نشان ویژه و متن ویژه در بالای فهرست آگهی‌ها به مدت ۳۰ روز.',
    ['isSpecial', 'specialText'],
  ),
  paid(
    PackageType.ads,
    'ویژه',
    'آگهی ویژه ۹۰ روزه',
    90,
    120_000,
    'سه ماه نمایش ویژه با نردبان هفتگی، مناسب فروشندگان همیشگی.',
    ['isSpecial', 'specialText', 'ladder'],
  ),
  ...boothPackages(PackageType.shop),
  {
    type: PackageType.shop,
    planType: PlanType.percentage,
    categoryTitle: 'پورسانتی',
    title: 'فروشگاه پورسانتی ۵٪',
    description: 'بدون هزینه ماهانه؛ از هر فروش موفق ۵ درصد کارمزد کسر می‌شود.',
    price: 0,
    percentage: 5,
    days: 0,
  },
  ...boothPackages(PackageType.jewelry),
  ...boothPackages(PackageType.realEstate),
  ...boothPackages(PackageType.autoExpo),
  free(PackageType.clinic, 'معرفی رایگان پزشک', 30, 'صفحه پزشک با نشانی، ساعت کاری و تعرفه‌ها به مدت ۳۰ روز.'),
  free(
    PackageType.lawyer,
    'معرفی رایگان وکیل',
    30,
    'صفحه وکیل با پروانه، تعرفه‌ها و پاسخ به پرسش‌های حقوقی به مدت ۳۰ روز.',
  ),
  paid(PackageType.clinic, 'مطب', 'مطب پایه', 30, 200_000, 'صفحه مطب با نوبت‌دهی آنلاین و معرفی خدمات.'),
  paid(
    PackageType.clinic,
    'مطب',
    'مطب ویژه سالانه',
    365,
    1_800_000,
    'یک سال حضور ویژه در فهرست پزشکان، با مشاوره متنی و تلفنی.',
    ['isSpecial', 'activeChat'],
  ),
  free(PackageType.expert, 'معرفی رایگان متخصص', 30, 'معرفی خدمات شما در فهرست متخصصان شهر برای ۳۰ روز.'),
  paid(PackageType.expert, 'ویژه', 'متخصص ویژه ۳۰ روزه', 30, 80_000, 'نمایش بالاتر در فهرست متخصصان با نشان ویژه.', [
    'isSpecial',
  ]),
  free(PackageType.work, 'آگهی استخدام رایگان', 30, 'انتشار آگهی استخدام برای ۳۰ روز.'),
  paid(
    PackageType.work,
    'فوری',
    'استخدام فوری ۱۵ روزه',
    15,
    60_000,
    'برچسب «فوری» و نمایش در بالای آگهی‌های استخدام.',
    ['isSpecial', 'specialText', 'isUrgent'],
  ),
  free(PackageType.advertise, 'تبلیغ رایگان ۷ روزه', 7, 'آشنایی با تبلیغات شهری: یک هفته نمایش رایگان.'),
  paid(
    PackageType.advertise,
    'تبلیغات شهری',
    'تبلیغ شهری ۳۰ روزه',
    30,
    300_000,
    'نمایش تبلیغ کسب‌وکار شما به شهروندان، همراه با امکان پاداش به بینندگان.',
    ['rewarding'],
  ),
  paid(
    PackageType.rewarder,
    'پاداش',
    'پاداش‌بگیر ماهانه',
    30,
    20_000,
    'یک ماه دریافت پاداش برای تماشای تبلیغات شهری؛ پاداش‌ها به کیف پول شما واریز می‌شوند.',
  ),
  paid(PackageType.clinicAds, 'تبلیغ', 'تبلیغ مطب ۳۰ روزه', 30, 250_000, 'نمایش مطب شما در صفحه اصلی بخش پزشکان.'),
  paid(PackageType.lawyer, 'وکیل', 'وکیل پایه', 30, 150_000, 'صفحه وکیل با پاسخ به پرسش‌های حقوقی و تعرفه‌ها.'),
  paid(
    PackageType.lawyer,
    'وکیل',
    'وکیل ویژه سالانه',
    365,
    1_500_000,
    'یک سال حضور ویژه در فهرست وکلا با مشاوره تلفنی و متنی.',
    ['isSpecial', 'activeChat'],
  ),
  paid(PackageType.lawyerAds, 'تبلیغ', 'تبلیغ وکیل ۳۰ روزه', 30, 250_000, 'نمایش وکیل در صفحه اصلی بخش وکلا.'),
  free(PackageType.lawyerClientProject, 'ثبت رایگان پروژه', 7, 'ثبت پروژه برای دریافت پیشنهاد وکلا به مدت ۷ روز.'),
  paid(
    PackageType.lawyerClientProject,
    'فوری',
    'پروژه فوری',
    7,
    50_000,
    'پروژه با نشان فوری در بالای فهرست، برای پیشنهادهای سریع‌تر.',
    ['isFeatured'],
  ),
];

/**
 * Seeds the demo packages that are missing, matched by type and title (idempotent; a package a manager edited
 * keeps its edits). Each type's packages are offered in the order listed here. Answers how many it inserted.
 */
export async function seedPackages(db: Db): Promise<number> {
  const existing = await db.select({ type: packages.type, title: packages.title }).from(packages);
  const have = new Set(existing.map((row) => `${row.type}:${row.title}`));
  const order = new Map<number, number>();
  const missing = DEMO_PACKAGES.flatMap((demo) => {
    const sortOrder = (order.get(demo.type) ?? 0) + 1;
    order.set(demo.type, sortOrder);
    if (have.has(`${demo.type}:${demo.title}`)) return [];
    return [
      {
        ...demo,
        percentage: demo.percentage ?? 0,
        accessPermissions: demo.accessPermissions ?? [],
        status: PackageStatus.active,
        sortOrder,
      },
    ];
  });
  if (missing.length > 0) await db.insert(packages).values(missing);
  return missing.length;
}
