import { SITE_TEXT_GROUP } from '@shahrbazar/domain/api/app.schema';
import type { NewOption } from '../modules/app/option.repository.ts';

/** Demo site texts (spec: Site text settings), in Persian as the back office would write them. */
const SITE_TEXTS: Array<[name: string, title: string, content: string]> = [
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
  ['urlTerms', 'آدرس قوانین', '/page/terms'],
  ['urlPrivacy', 'آدرس حریم خصوصی', '/page/privacy'],
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
