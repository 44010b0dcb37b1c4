import { defineEnum } from './define-enum.ts';
import type { EnumValue } from './define-enum.ts';

/** The spec's post types (Post.type), and the doctors' health articles; each has its own detail fields (rules/post-fields.ts). */
export const PostType = defineEnum({
  projects: { value: 'projects', fa: 'پروژه', en: 'Project' },
  course: { value: 'course', fa: 'دوره آموزشی', en: 'Course' },
  books: { value: 'books', fa: 'کتاب', en: 'Book' },
  software: { value: 'software', fa: 'نرم‌افزار', en: 'Software' },
  articles: { value: 'articles', fa: 'مقاله', en: 'Article' },
  tutorial: { value: 'tutorial', fa: 'آموزش', en: 'Tutorial' },
  // The doctors section's health articles (issue 18, ADR 0055): posts of the blog, shown on its landing too.
  health: { value: 'health', fa: 'سلامت', en: 'Health' },
  // The lawyers section's legal articles (issue 29): posts of the blog with pages of their own under /lawyer/articles.
  legal: { value: 'legal', fa: 'حقوقی', en: 'Legal' },
});
export type PostType = EnumValue<typeof PostType>;

/** Whether a page or a post is shown to the public (spec: Page.status, Post.status). */
export const ContentStatus = defineEnum({
  draft: { value: 0, fa: 'پیش‌نویس', en: 'Draft' },
  published: { value: 1, fa: 'منتشرشده', en: 'Published' },
});
export type ContentStatus = EnumValue<typeof ContentStatus>;

/** What a post's link is (spec: Link.type). */
export const PostLinkType = defineEnum({
  download: { value: 'download', fa: 'دانلود', en: 'Download' },
  online: { value: 'online', fa: 'مشاهده آنلاین', en: 'View online' },
  mirror: { value: 'mirror', fa: 'لینک کمکی', en: 'Mirror' },
});
export type PostLinkType = EnumValue<typeof PostLinkType>;
