import { Link } from '../../lib/link.tsx';
import { Button, Container, Group, Title } from '@mantine/core';
import { PostType } from '@shahrbazar/domain/enums/content';
import type { Route } from './+types/article-page';
import { PostCards } from '../../components/content/post-card.tsx';
import content from '../../components/content/content.module.css';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { postCardOf } from '../../lib/content-view.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle, fill, jalaliOf, metaDescription, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { breadcrumbLd, canonicalOf, postLd } from '../../lib/site-seo.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { articleHref } from './articles-page.tsx';
import classes from './lawyer.module.css';

/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

/**
 * A legal article (spec: client lawyer «post show»; issue 29): a blog post of type legal in the lawyers section, its
 * text, author and date, tags, an aside inviting a question or a project, and more legal articles. Another type's post
 * is not a legal article here (404; it has its blog page).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const post = await serverApi(request, context)
    .GET('/api/v1/posts/{slug}', { params: { path: { slug: params.slug } } })
    .catch(rethrowAsRouteError);
  if (post.type !== PostType.legal) notFound();
  const path = articleHref(post.slug);
  const trail = [
    { label: words.listings.common.home, href: '/' },
    { label: words.sections.lawyer.title, href: '/lawyer' },
    { label: words.lawyer.articles.title, href: '/lawyer/articles' },
    { label: post.title },
  ];
  const author = String(post.details.author ?? '') || post.user.name;
  const canonical = canonicalOf(url.origin, path);
  return {
    post,
    canonical,
    title: await documentTitle(request, context, locale, post.title),
    description: metaDescription(post.excerpt, words.lawyer.articles.description),
    trail,
    byline: [jalaliOf(post.registerDate, locale), author ? fill(words.content.blog.by, { name: author }) : '']
      .filter(Boolean)
      .join(' · '),
    related: post.related
      .filter((item) => item.type === PostType.legal)
      .map((item) => ({ ...postCardOf(item, locale), href: articleHref(item.slug) })),
    jsonLd: [
      postLd(url.origin, {
        title: post.title,
        excerpt: post.excerpt,
        path,
        image: post.image,
        registerDate: post.registerDate,
        author,
      }),
      breadcrumbLd(
        url.origin,
        trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? path })),
      ),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:url', content: loaderData.canonical },
        { property: 'og:title', content: loaderData.post.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'article' },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

export default function LegalArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, trail, byline, related } = loaderData;
  return (
    <Container size="md" className={content.page}>
      <Breadcrumbs trail={trail} />
      <article>
        <Title order={1} className={content.heading} dir="auto">
          {post.title}
        </Title>
        <p className={content.meta}>{byline}</p>
        {/* Sanitised on the server when it was saved (apps/api modules/content/sanitize.ts). */}
        <div className={content.prose} dir="auto" dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <ul className={content.chips} aria-label={t('content.blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={`/tags/${encodeURIComponent(tag.slug)}`} className={content.chip}>
                  {tag.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
      <aside aria-labelledby="article-aside" className={classes.aside}>
        <Title order={2} id="article-aside" size="h4">
          {t('lawyer.articles.asideTitle')}
        </Title>
        <p>{t('lawyer.articles.asideText')}</p>
        <Group gap="xs">
          <Button component={Link} to="/lawyer/questions/ask" color="teal">
            {t('lawyer.questions.ask')}
          </Button>
          <Button component={Link} to="/lawyer/projects/create" variant="light" color="teal">
            {t('lawyer.articles.postProject')}
          </Button>
        </Group>
      </aside>
      {related.length > 0 && (
        <section aria-labelledby="article-related" className={content.section}>
          <h2 id="article-related" className={content.sectionTitle}>
            {t('content.blog.related')}
          </h2>
          <PostCards posts={related} label={t('content.blog.related')} />
        </section>
      )}
      <p>
        <Link to="/lawyer/articles">{t('lawyer.articles.more')}</Link>
      </p>
    </Container>
  );
}
