import { Link } from '../../lib/link.tsx';
import { Button, Container, Text } from '@mantine/core';
import { PostType } from '@shahrbazar/domain/enums/content';
import type { Route } from './+types/articles-page';
import { PostCards } from '../../components/content/post-card.tsx';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import listings from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { postCardOf } from '../../lib/content-view.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { breadcrumbLd, canonicalOf } from '../../lib/site-seo.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { LegalPageHead } from './legal-page-parts.tsx';

/** A legal article's page in the lawyers section. */
export const articleHref = (slug: string) => `/lawyer/articles/${encodeURIComponent(slug)}`;

/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

/**
 * Legal articles (spec: client lawyer «post home»; issue 29): the blog's posts of type legal, newest first, in the
 * lawyers section with its trail and its «ask a question» button; "more" continues by cursor, a plain link that works
 * without JavaScript. Each opens at /lawyer/articles/{slug}.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const cursor = url.searchParams.get('cursor');
  const query = {
    type: PostType.legal,
    perPage: 24,
    cursor: cursor && /^\d{1,9}$/.test(cursor) ? Number(cursor) : undefined,
  };
  const page = await serverApi(request, context).GET('/api/v1/posts', { params: { query } }).catch(rethrowAsRouteError);
  const heading = words.lawyer.articles.title;
  const trail = [
    { label: words.listings.common.home, href: '/' },
    { label: words.sections.lawyer.title, href: '/lawyer' },
    { label: heading },
  ];
  return {
    heading,
    title: await documentTitle(request, context, locale, heading),
    description: words.lawyer.articles.description,
    canonical: canonicalOf(url.origin, '/lawyer/articles'),
    trail,
    posts: page.items.map((post) => ({ ...postCardOf(post, locale), href: articleHref(post.slug) })),
    moreHref: page.nextCursor ? `/lawyer/articles?cursor=${page.nextCursor}` : null,
    jsonLd: breadcrumbLd(
      url.origin,
      trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? '/lawyer/articles' })),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:title', content: loaderData.heading },
        { property: 'og:description', content: loaderData.description },
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

export default function LegalArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, description, trail, posts, moreHref } = loaderData;
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={trail} />
      <LegalPageHead heading={heading} />
      <p>{description}</p>
      {posts.length === 0 ? (
        <Text role="status">{t('lawyer.articles.none')}</Text>
      ) : (
        <PostCards posts={posts} label={heading} />
      )}
      {moreHref && (
        <Button component={Link} to={moreHref} variant="light" mt="md">
          {t('content.blog.more')}
        </Button>
      )}
    </Container>
  );
}
