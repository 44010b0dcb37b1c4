import {
  APP_SETTING_DEFAULTS,
  APP_SETTING_GROUP,
  SERVICE_SETTING_GROUP,
  SITE_SETTING_GROUP,
  type AppSettingName,
} from '@shahrbazar/domain/api/app.schema';
import type { SeoPageType, SiteSettingName } from '@shahrbazar/domain/api/settings.schema';
import type { Db } from '../db/client.ts';
import { insertMissingOptions, type NewOption } from '../modules/app/option.repository.ts';
import { seoSettings } from '../modules/app/seo.table.ts';

/** Site setting of the spec (back office), as a new site starts. */
export const SITE_SETTINGS: Array<[name: SiteSettingName, title: string, content: string]> = [
  ['appName', 'نام برنامه', 'شهربازار'],
  ['appTitle', 'عنوان سایت', 'شهربازار'],
  [
    'metaDescription',
    'توضیحات متا',
    'بازار و راهنمای شهر شما: غرفه‌ها و فروشگاه‌ها، آگهی‌ها، تبلیغات شهری، متخصصان، کار، پزشکان و وکلا در یک جا.',
  ],
  ['titleSeparator', 'جداکننده عنوان', ' | '],
  ['appUrl', 'آدرس سایت', ''],
  ['tagManagerId', 'شناسه گوگل تگ منیجر', ''],
  ['restoreSettingsCode', 'کد بازیابی تنظیمات', ''],
];

/** Titles of the app settings (their values start at the defaults). */
const APP_SETTING_TITLES: Record<AppSettingName, string> = {
  appVersionCode: 'کد نسخه اپلیکیشن',
  appVersionName: 'نام نسخه اپلیکیشن',
  appForceUpdate: 'به‌روزرسانی اجباری اپلیکیشن',
  appUrlUpdate: 'آدرس به‌روزرسانی اپلیکیشن',
  appUrlDownload: 'آدرس دانلود اپلیکیشن',
  appUpdateDescription: 'توضیحات به‌روزرسانی',
  panelVersionCode: 'کد نسخه پنل',
  panelVersionName: 'نام نسخه پنل',
  panelForceUpdate: 'به‌روزرسانی اجباری پنل',
  panelUrlUpdate: 'آدرس به‌روزرسانی پنل',
  panelUrlDownload: 'آدرس دانلود پنل',
  priceGold18: 'قیمت طلای ۱۸ عیار (تومان)',
  activeSale: 'فروش فعال',
  activeCrawlGoldPrice: 'دریافت خودکار قیمت طلا',
  crawlGoldPriceList: 'منابع قیمت طلا',
  restoreSettings: 'بازیابی تنظیمات',
  activeReward: 'پاداش فعال',
  activeMyRealEstateRegister: 'ثبت ملک توسط کاربران',
  urlAgent: 'آدرس درخواست نمایندگی',
};

/** The services of the marketplace and whether each is offered ("true" / "false"). */
const SERVICE_SETTINGS: Array<[name: string, title: string, content: string]> = [
  ['booth', 'غرفه‌ها و فروشگاه‌ها', 'true'],
  ['ads', 'آگهی‌ها', 'true'],
  ['advertise', 'تبلیغات شهری', 'true'],
  ['expert', 'متخصصان', 'true'],
  ['work', 'کار و استخدام', 'true'],
  ['doctor', 'پزشکان و کلینیک‌ها', 'true'],
  ['lawyer', 'وکلا', 'true'],
];

/** Option entries of other groups: the footer's links (title, address). */
const FOOTER_LINKS: Array<[name: string, title: string, content: string]> = [
  ['about', 'درباره ما', '/page/about'],
  ['contact', 'تماس با ما', '/page/contact'],
  ['faq', 'پرسش‌های متداول', '/page/faq'],
  ['terms', 'قوانین و مقررات', '/page/terms'],
  ['privacy', 'حریم خصوصی', '/page/privacy'],
  ['agent', 'درخواست نمایندگی', '/page/agent'],
];

/** SEO setting of each page type: title, section title, meta title, meta description. */
const SEO: Record<SeoPageType, [title: string, sectionTitle: string, metaTitle: string, metaDescription: string]> = {
  home: [
    'بازار و راهنمای شهر شما',
    'بخش‌های شهربازار',
    'شهربازار؛ خرید، آگهی و خدمات شهر شما',
    'خرید از غرفه‌ها و فروشگاه‌های شهر، آگهی خرید و فروش، تبلیغات شهری، متخصصان، استخدام، پزشکان و وکلا در شهربازار.',
  ],
  ads: [
    'آگهی‌ها',
    'آگهی‌های تازه شهر',
    'آگهی‌های خرید و فروش شهر',
    'آگهی‌های خرید و فروش کالا، خودرو، ملک و خدمات در شهر شما؛ آگهی بگذارید و مستقیم با فروشنده تماس بگیرید.',
  ],
  booth: [
    'غرفه‌ها و فروشگاه‌ها',
    'غرفه‌های شهر',
    'فروشگاه‌ها، طلافروشی‌ها، املاک و نمایشگاه‌های خودرو',
    'غرفه‌های تأییدشده شهر: فروشگاه، طلا و جواهر، مشاوران املاک و نمایشگاه‌های خودرو، با قیمت روز و خرید آنلاین.',
  ],
  advertise: [
    'تبلیغات شهری',
    'تبلیغات شهری با پاداش',
    'تبلیغات شهری و پاداش بازدید',
    'کسب‌وکار خود را به مردم شهر معرفی کنید؛ بینندگان تبلیغات شهری پاداش می‌گیرند.',
  ],
  expert: [
    'متخصصان',
    'متخصصان و استادکاران شهر',
    'متخصصان و استادکاران شهر',
    'لوله‌کش، برق‌کار، نقاش ساختمان، تعمیرکار و دیگر متخصصان شهر را پیدا کنید و مستقیم تماس بگیرید.',
  ],
  work: [
    'کار و استخدام',
    'فرصت‌های شغلی شهر',
    'آگهی‌های استخدام و کاریابی',
    'آگهی‌های استخدام تمام‌وقت، پاره‌وقت، کارآموزی و دورکاری در شهر شما.',
  ],
  doctor: [
    'پزشکان و کلینیک‌ها',
    'پزشکان و کلینیک‌های شهر',
    'نوبت‌دهی پزشک و کلینیک',
    'پزشکان و کلینیک‌های شهر را بر اساس تخصص پیدا کنید و آنلاین نوبت بگیرید.',
  ],
  lawyer: [
    'وکلا و مشاوران حقوقی',
    'وکلای شهر',
    'وکیل و مشاوره حقوقی آنلاین',
    'با وکلای پایه‌یک و مشاوران حقوقی شهر آشنا شوید، سؤال حقوقی بپرسید یا پرونده خود را ثبت کنید.',
  ],
  productCategories: [
    'دسته‌بندی کالاها',
    'همه دسته‌بندی‌ها',
    'دسته‌بندی کالاها و خدمات',
    'کالاها و خدمات غرفه‌های شهر را دسته به دسته مرور کنید.',
  ],
  search: ['جستجو', 'نتایج جستجو', 'جستجو در شهربازار', 'جستجوی کالا، آگهی، غرفه، متخصص، پزشک و وکیل در شهر شما.'],
  packages: [
    'بسته‌ها و اشتراک‌ها',
    'بسته‌های ویژه کسب‌وکارها',
    'بسته‌های اشتراک شهربازار',
    'بسته‌های اشتراک غرفه، آگهی، تبلیغات شهری، کلینیک و وکالت را مقایسه و آنلاین خریداری کنید.',
  ],
};

const rowsOf = (group: string, entries: Array<[string, string, string]>, location = ''): NewOption[] =>
  entries.map(([name, title, content], sortOrder) => ({ group, name, title, content, location, sortOrder }));

/**
 * The settings every site starts with: site settings, app settings (the spec's defaults), the service settings,
 * the footer links and the SEO setting of every page type. Idempotent: only what is missing is inserted, so a
 * manager's edits stay. Answers how many rows it inserted.
 */
export async function seedSettings(db: Db): Promise<number> {
  const appSettings = (Object.keys(APP_SETTING_DEFAULTS) as AppSettingName[]).map((name): [string, string, string] => [
    name,
    APP_SETTING_TITLES[name],
    APP_SETTING_DEFAULTS[name],
  ]);
  const options = await insertMissingOptions(db, [
    ...rowsOf(SITE_SETTING_GROUP, SITE_SETTINGS),
    ...rowsOf(APP_SETTING_GROUP, appSettings),
    ...rowsOf(SERVICE_SETTING_GROUP, SERVICE_SETTINGS),
    ...rowsOf('footerLinks', FOOTER_LINKS, 'footer'),
  ]);
  const seo = await db
    .insert(seoSettings)
    .values(
      Object.entries(SEO).map(([type, [title, sectionTitle, metaTitle, metaDescription]]) => ({
        type,
        title,
        sectionTitle,
        metaTitle,
        metaDescription,
      })),
    )
    .onConflictDoNothing({ target: seoSettings.type })
    .returning({ id: seoSettings.id });
  return options + seo.length;
}
