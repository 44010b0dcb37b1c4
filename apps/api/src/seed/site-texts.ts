import { SITE_TEXT_GROUP } from '@shahrbazar/domain/api/app.schema';
import type { NewOption } from '../modules/app/option.repository.ts';

/** Demo site texts (spec: Site text settings), in Persian as the back office would write them. */
export const SITE_TEXTS: Array<[name: string, title: string, content: string]> = [
  ['appTitle', 'عنوان سایت', 'شهربازار'],
  [
    'siteDescription',
    'توضیحات سایت',
    'بازار و راهنمای شهر شما: غرفه‌ها و فروشگاه‌ها، آگهی‌ها، کارشناسان، استخدام، پزشکان و وکلا در یک جا.',
  ],
  ['siteUrl', 'آدرس سایت', 'http://localhost:3000'],
  [
    'aboutBottom',
    'درباره ما (پایین صفحه)',
    'شهربازار مردم هر شهر را به فروشگاه‌ها، متخصصان، پزشکان و وکلای همان شهر وصل می‌کند؛ از خرید و آگهی تا نوبت پزشک و مشاوره حقوقی.',
  ],
  ['supportBottom', 'پشتیبانی (پایین صفحه)', 'پشتیبانی هر روز از ساعت ۹ تا ۲۱ پاسخگوی شماست.'],
  ['phone', 'تلفن', '۰۴۵-۳۳۲۴۵۶۷۸'],
  ['address', 'نشانی', 'اردبیل، خیابان امام خمینی، پاساژ شهربازار، طبقه دوم'],
  ['email', 'ایمیل', 'support@shahrbazar.example'],
  ['instagram', 'اینستاگرام', 'https://instagram.com/shahrbazar'],
  ['telegram', 'تلگرام', 'https://t.me/shahrbazar'],
  ['twitter', 'توییتر', ''],
  ['linkedin', 'لینکدین', ''],
  ['youtube', 'یوتیوب', ''],
  ['aparat', 'آپارات', 'https://aparat.com/shahrbazar'],
  ['samandehi', 'نشان ساماندهی', ''],
  ['javaz', 'مجوز', ''],
  ['enamad', 'نماد اعتماد الکترونیکی', ''],
  ['copyright', 'کپی‌رایت', 'تمامی حقوق برای شهربازار محفوظ است.'],
  ['unitPrice', 'واحد پول', 'تومان'],
  ['buyMessage', 'پیام خرید', 'سفارش شما ثبت شد و به‌زودی توسط غرفه‌دار بررسی می‌شود.'],
  ['categoryTitleMessage', 'پیام عنوان دسته‌بندی', 'دسته‌بندی مورد نظر خود را انتخاب کنید'],
  ['onlinePayActive', 'پرداخت آنلاین فعال', 'true'],
  ['descriptionFooter', 'توضیحات پاورقی', 'خرید امن از غرفه‌های تأییدشده شهر، با پرداخت آنلاین یا از کیف پول.'],
  ['developerFooter', 'توسعه‌دهنده', 'طراحی و توسعه: تیم شهربازار'],
  [
    'aboutBottomClinic',
    'درباره کلینیک‌ها (پایین صفحه)',
    'در شهربازار پزشکان و کلینیک‌های شهر را بر اساس تخصص پیدا کنید، نظر بیماران را بخوانید و آنلاین نوبت بگیرید.',
  ],
  [
    'aboutBottomLawyer',
    'درباره وکلا (پایین صفحه)',
    'وکلای پایه‌یک و مشاوران حقوقی شهر در شهربازار به پرسش‌های حقوقی شما پاسخ می‌دهند و پرونده‌تان را می‌پذیرند.',
  ],
  ['urlQuestionsClinic', 'آدرس پرسش‌های پزشکی', '/doctor/questions'],
  ['urlQuestionsLawyer', 'آدرس پرسش‌های حقوقی', '/lawyer/questions'],
  ['subTitleClinic', 'زیرعنوان کلینیک‌ها', 'نوبت‌دهی آنلاین پزشکان و کلینیک‌های شهر'],
  ['subTitleLawyer', 'زیرعنوان وکلا', 'مشاوره حقوقی و وکالت با وکلای شهر'],
  [
    'profileTemplateClinic',
    'الگوی معرفی کلینیک',
    'کلینیک … با … سال سابقه در زمینه … آماده ارائه خدمات به شما است.\nساعات کاری: شنبه تا چهارشنبه ۹ تا ۱۸\nخدمات: …',
  ],
  [
    'profileTemplateLawyer',
    'الگوی معرفی وکیل',
    'وکیل پایه‌یک دادگستری با … سال سابقه در دعاوی …\nحوزه‌های تخصصی: خانواده، ملکی، کیفری\nساعات مشاوره: …',
  ],
  [
    'tariffListClinic',
    'تعرفه‌های کلینیک',
    'ویزیت پزشک عمومی، ۲۵۰٬۰۰۰ تومان\nویزیت پزشک متخصص، ۴۵۰٬۰۰۰ تومان\nمشاوره تلفنی، ۱۵۰٬۰۰۰ تومان',
  ],
  [
    'tariffListLawyer',
    'تعرفه‌های مشاوره حقوقی',
    'مشاوره حضوری (یک ساعت)، ۸۰۰٬۰۰۰ تومان\nمشاوره تلفنی (۳۰ دقیقه)، ۴۰۰٬۰۰۰ تومان\nتنظیم لایحه، از ۱٬۵۰۰٬۰۰۰ تومان',
  ],
  ['urlTerms', 'آدرس قوانین', '/page/terms'],
  ['urlPrivacy', 'آدرس حریم خصوصی', '/page/privacy'],
  ['urlDownloadApp', 'آدرس دانلود مستقیم اپلیکیشن', ''],
  ['urlDownloadBazaar', 'آدرس اپلیکیشن در کافه‌بازار', 'https://cafebazaar.ir/app/ir.shahrbazar'],
  ['urlDownloadMyket', 'آدرس اپلیکیشن در مایکت', 'https://myket.ir/app/ir.shahrbazar'],
  [
    'asideClinicDetail',
    'متن کناری صفحه کلینیک',
    'کلینیک خود را در شهربازار ثبت کنید تا بیماران شهر آنلاین از شما نوبت بگیرند.',
  ],
  [
    'asideLawyerDetail',
    'متن کناری صفحه وکیل',
    'وکیل هستید؟ پروفایل خود را در شهربازار بسازید و به پرسش‌های حقوقی مردم شهر پاسخ دهید.',
  ],
  [
    'asideClinicPostDetail',
    'متن کناری نوشته‌های پزشکی',
    'برای مشاوره با پزشکان شهر، از بخش پزشکان و کلینیک‌ها نوبت بگیرید.',
  ],
  [
    'asideLawyerPostDetail',
    'متن کناری نوشته‌های حقوقی',
    'پرسش حقوقی دارید؟ آن را رایگان ثبت کنید تا وکلای شهر پاسخ دهند.',
  ],
];

/** The site-text options to seed, in display order. */
export function siteTextOptions(): NewOption[] {
  return SITE_TEXTS.map(([name, title, content], index) => ({
    group: SITE_TEXT_GROUP,
    name,
    title,
    content,
    location: 'site',
    sortOrder: index,
  }));
}
