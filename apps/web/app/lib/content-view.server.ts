import type { PostSummary } from '@shahrbazar/domain/api/content.schema';
import { PostType } from '@shahrbazar/domain/enums/content';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { PostCardView } from '../components/content/post-card.tsx';
import { jalaliOf } from './listings/view.server.ts';

/** A post's public address. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Where a post is read: a legal article in the lawyers section (issue 29), any other on the blog. */
export const postHrefOf = (post: { slug: string; type: string }) =>
  post.type === PostType.legal ? `/lawyer/articles/${encodeURIComponent(post.slug)}` : postPath(post.slug);

/** A post of a list as its card shows it, worded in the page's locale. */
export function postCardOf(post: PostSummary, locale: Locale): PostCardView {
  return {
    id: post.id,
    title: post.title,
    href: postHrefOf(post),
    type: PostType.label(post.type, locale),
    date: jalaliOf(post.registerDate, locale),
    excerpt: post.excerpt,
  };
}
