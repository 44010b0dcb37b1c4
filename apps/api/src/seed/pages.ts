import { ContentStatus } from '@shahrbazar/domain/enums/content';
import type { Db } from '../db/client.ts';
import { contentPages } from '../modules/content/content.table.ts';

/**
 * The pages every deployment links to (the footer's terms and privacy, the bottom navigation's contact, about): each
 * inserted when no page has its slug, then the back office's to edit (an edit is never overwritten; a deleted one
 * comes back at the next start, because the footer and the navigation link to it).
 */
const PAGES: ReadonlyArray<{ slug: string; title: string; content: string }> = [
  {
    slug: 'about-us',
    title: 'درباره ما',
    content:
      '<p>شهربازار بازار و راهنمای شهر شماست: غرفه‌ها و فروشگاه‌ها، آگهی‌ها، تبلیغات شهری، متخصصان، کار، پزشکان و وکلا در یک جا.</p>',
  },
  {
    slug: 'contact-us',
    title: 'تماس با ما',
    content:
      '<p>پرسش، پیشنهاد یا گزارشی دارید؟ از راه تیکت پشتیبانی با ما در تماس باشید؛ پاسخ را در پنل خود می‌خوانید.</p>',
  },
  {
    slug: 'terms',
    title: 'قوانین و مقررات',
    content:
      '<h2>قوانین استفاده</h2><p>با ثبت آگهی، غرفه یا هر محتوای دیگر در شهربازار، درستی اطلاعات آن را می‌پذیرید. ' +
      'محتوای خلاف قانون، گمراه‌کننده یا تکراری پس از بررسی حذف می‌شود.</p>' +
      '<h2>پرداخت‌ها</h2><p>بسته‌ها پس از پرداخت فعال می‌شوند و مبلغ پرداخت‌شده طبق همین قوانین بازگردانده می‌شود.</p>',
  },
  {
    slug: 'privacy',
    title: 'حریم خصوصی',
    content:
      '<h2>اطلاعاتی که نگه می‌داریم</h2><p>شماره همراه، نام و آنچه خودتان ثبت می‌کنید. شماره همراه شما فقط وقتی ' +
      'به دیگران نشان داده می‌شود که نمایش آن را در پروفایل خود روشن کرده باشید.</p>' +
      '<h2>آنچه هرگز نمی‌کنیم</h2><p>اطلاعات شما را به کسی نمی‌فروشیم و جز به حکم قانون در اختیار کسی نمی‌گذاریم.</p>',
  },
];

/** Inserts the pages that are missing (by slug); returns how many. */
export async function seedPages(db: Db): Promise<number> {
  const rows = await db
    .insert(contentPages)
    .values(PAGES.map((page) => ({ ...page, status: ContentStatus.published })))
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ id: contentPages.id });
  return rows.length;
}
