import { redirect } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Anchor, Container, Title } from '@mantine/core';
import { PostLinkType, PostType } from '@shahrbazar/domain/enums/content';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { POST_FIELDS, POST_TYPE_FIELDS } from '@shahrbazar/domain/rules/post-fields';
import type { Route } from './+types/post';
import { PostCards } from '../../components/content/post-card.tsx';
import classes from '../../components/content/content.module.css';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { postCardOf, postHrefOf, postPath } from '../../lib/content-view.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle, fill, jalaliOf, metaDescription } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { breadcrumbLd, canonicalOf, postLd } from '../../lib/site-seo.ts';

/** A post of the blog: its text, the fields of its type, its links, tags and other posts of its type. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const post = await serverApi(request, context)
    .GET('/api/v1/posts/{slug}', { params: { path: { slug: params.slug } } })
    .catch(rethrowAsRouteError);
  // A legal article has one address, in the lawyers section (issue 29): the blog's sends it there.
  if (post.type === PostType.legal) throw redirect(postHrefOf(post), 301);
  const path = postPath(post.slug);
  const typeLabel = PostType.label(post.type, locale);
  const trail = [
    { label: words.listings.common.home, href: '/' },
    { label: words.content.blog.title, href: '/blog' },
    { label: typeLabel, href: `/blog/type/${post.type}` },
    { label: post.title },
  ];
  const fieldWords = words.content.fields as Record<string, string>;
  const facts = POST_TYPE_FIELDS[post.type].flatMap((name) => {
    const value = post.details[name];
    if (value === undefined || value === '') return [];
    const shown =
      POST_FIELDS[name] === 'number'
        ? ['buyPrice', 'publisherPrice'].includes(name)
          ? formatPrice(Number(value), locale)
          : localizeDigits(String(value), locale)
        : String(value);
    return [{ name, label: fieldWords[name] ?? name, value: shown }];
  });
  const canonical = canonicalOf(url.origin, path);
  const description = metaDescription(post.excerpt, words.app.description);
  return {
    post,
    canonical,
    description,
    title: await documentTitle(request, context, locale, post.title),
    trail,
    byline: [
      typeLabel,
      jalaliOf(post.registerDate, locale),
      post.user.name ? fill(words.content.blog.by, { name: post.user.name }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    price: post.price > 0 ? formatPrice(post.price, locale) : null,
    facts,
    links: post.links.map((link) => ({ ...link, typeLabel: PostLinkType.label(link.type, locale) })),
    related: post.related.map((item) => postCardOf(item, locale)),
    ogImage: post.image ? new URL(post.image, url.origin).href : null,
    jsonLd: [
      postLd(url.origin, {
        title: post.title,
        excerpt: post.excerpt,
        path,
        image: post.image,
        registerDate: post.registerDate,
        author: post.user.name,
        book:
          post.type === 'books'
            ? { author: String(post.details.author ?? ''), isbn: String(post.details.isbn ?? '') }
            : undefined,
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
        ...(loaderData.ogImage ? [{ property: 'og:image', content: loaderData.ogImage }] : []),
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, trail, byline, price, facts, links, related } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={trail} />
      <article>
        <Title order={1} className={classes.heading} dir="auto">
          {post.title}
        </Title>
        <p className={classes.meta}>{byline}</p>
        {price && <p>{price}</p>}
        {facts.length > 0 && (
          <section aria-labelledby="post-facts" className={classes.section}>
            <h2 id="post-facts" className={classes.sectionTitle}>
              {t('content.blog.details')}
            </h2>
            <dl className={classes.facts}>
              {facts.map((fact) => (
                <div key={fact.name} style={{ display: 'contents' }}>
                  <dt>{fact.label}</dt>
                  <dd>
                    <bdi>{fact.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {/* Sanitised on the server when it was saved (apps/api modules/content/sanitize.ts). */}
        <div className={classes.prose} dir="auto" dangerouslySetInnerHTML={{ __html: post.content }} />
        {links.length > 0 && (
          <section aria-labelledby="post-links" className={classes.section}>
            <h2 id="post-links" className={classes.sectionTitle}>
              {t('content.blog.downloads')}
            </h2>
            <ul className={classes.links}>
              {links.map((link, index) => (
                <li key={`${index}-${link.path}`}>
                  <Anchor href={link.path} rel="noopener noreferrer nofollow" target="_blank" dir="auto">
                    {link.title}
                  </Anchor>{' '}
                  <span className={classes.meta}>{[link.typeLabel, link.size].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {post.tags.length > 0 && (
          <section aria-labelledby="post-tags" className={classes.section}>
            <h2 id="post-tags" className={classes.sectionTitle}>
              {t('content.blog.tags')}
            </h2>
            <ul className={classes.chips}>
              {post.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`/tags/${encodeURIComponent(tag.slug)}`} className={classes.chip}>
                    {tag.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="post-related" className={classes.section}>
          <h2 id="post-related" className={classes.sectionTitle}>
            {t('content.blog.related')}
          </h2>
          <PostCards posts={related} label={t('content.blog.related')} />
        </section>
      )}
    </Container>
  );
}
