import { eq } from 'drizzle-orm';
import { PostWriteSchema } from '@shahrbazar/domain/api/content.schema';
import { ContentStatus, PostType } from '@shahrbazar/domain/enums/content';
import type { Db } from '../db/client.ts';
import { posts } from '../modules/content/content.table.ts';
import { savePost } from '../modules/content/post.service.ts';

/**
 * The doctors section's demo health articles (ADR 0055): posts of the blog's `health` type, written through the
 * content module as the back office writes them (sanitised, excerpt), by the demo manager. Each is inserted when no
 * post has its slug; the back office edits or deletes them like any post.
 */
const HEALTH_POSTS: ReadonlyArray<{ slug: string; title: string; author: string; content: string }> = [
  {
    slug: 'blood-pressure-at-home',
    title: 'فشار خون را در خانه درست اندازه بگیرید',
    author: 'دکتر مریم حسینی',
    content:
      '<p>پنج دقیقه پیش از اندازه‌گیری بنشینید و آرام باشید؛ نیم ساعت پیش از آن چای، قهوه و سیگار نه.</p>' +
      '<h2>چند نکته</h2><ul><li>بازو هم‌سطح قلب باشد و کاف روی پوست بسته شود.</li>' +
      '<li>صبح و شب دو بار با یک دقیقه فاصله اندازه بگیرید و هر دو را یادداشت کنید.</li>' +
      '<li>عدد بالای ۱۴۰ روی ۹۰ در چند روز پیاپی را با پزشک خود در میان بگذارید.</li></ul>',
  },
  {
    slug: 'child-fever-first-hours',
    title: 'تب کودک: در ساعت‌های اول چه کنیم؟',
    author: 'دکتر علی کریمی',
    content:
      '<p>تب به‌خودی‌خود بیماری نیست؛ نشانهٔ دفاع بدن است. مهم حال عمومی کودک است، نه فقط عدد دماسنج.</p>' +
      '<h2>کی به پزشک مراجعه کنیم؟</h2><ul><li>نوزاد زیر سه ماه با هر تبی.</li>' +
      '<li>تب بالای سه روز، بی‌حالی شدید، تنفس تند یا بثورات پوستی.</li></ul>' +
      '<p>به کودک مایعات کافی بدهید و او را بیش از اندازه نپوشانید.</p>',
  },
  {
    slug: 'daily-dental-care',
    title: 'مراقبت روزانه از دندان‌ها در سه قدم',
    author: 'دکتر سارا رحیمی',
    content:
      '<p>روزی دو بار، هر بار دو دقیقه، با خمیردندان فلورایددار مسواک بزنید.</p>' +
      '<p>شب‌ها پیش از مسواک نخ دندان بکشید و سالی دو بار برای معاینه و جرم‌گیری به دندانپزشک سر بزنید.</p>',
  },
];

/** Seeds the missing demo health articles by `writerId` (the demo manager); answers how many were inserted. */
export async function seedDemoHealthPosts(db: Db, writerId: number): Promise<number> {
  let inserted = 0;
  for (const post of HEALTH_POSTS) {
    const [taken] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, post.slug));
    if (taken) continue;
    const input = PostWriteSchema.parse({
      title: post.title,
      slug: post.slug,
      content: post.content,
      status: ContentStatus.published,
      type: PostType.health,
      details: { author: post.author },
    });
    await savePost(db, input, writerId, 'fa');
    inserted++;
  }
  return inserted;
}
