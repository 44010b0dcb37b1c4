import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, Text, Title } from '@mantine/core';
import { ALL_ITEMS_ID } from '@shahrbazar/domain/api/catalogue.schema';
import { PostType } from '@shahrbazar/domain/enums/content';
import type { Route } from './+types/blog';
import { PostCards } from '../../components/content/post-card.tsx';
import classes from '../../components/content/content.module.css';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { ListingGrid } from '../../components/listings/listing-card.tsx';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { serverApi } from '../../lib/api.server.ts';
import { postCardOf } from '../../lib/content-view.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { cardOf, documentTitle, fill, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { breadcrumbLd, canonicalOf } from '../../lib/site-seo.ts';
import { webVertical } from '../../verticals/registry.ts';

/**
 * The blog (spec route labels: blog, tags): every published post, newest first (/blog), a type's (/blog/type/{type})
 * and a tag's (/tags/{slug}); "more" continues by cursor, a plain link that works without JavaScript. A tag's page
 * also lists the live listings of every section that carry the tag, paged on their own (?after=; ADR 0043).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const type = params.type;
  if (type !== undefined && !PostType.is(type)) notFound();
  const cursor = url.searchParams.get('cursor');
  const query = { type, tag: params.slug, cursor: cursor && /^\d{1,9}$/.test(cursor) ? Number(cursor) : undefined };
  const api = serverApi(request, context);
  const [page, tagged] = await Promise.all([
    api.GET('/api/v1/posts', { params: { query } }),
    params.slug
      ? tagListingsOf(api, params.slug, url.searchParams.get('after'), await chosenCitySlug(request, context))
      : Promise.resolve(null),
  ]).catch(rethrowAsRouteError);
  const blog = words.content.blog;
  const heading = page.tag
    ? fill(blog.tagTitle, { title: page.tag.title })
    : type
      ? PostType.label(type, locale)
      : blog.title;
  const trail = [
    { label: words.listings.common.home, href: '/' },
    ...(page.tag || type ? [{ label: blog.title, href: '/blog' }] : []),
    { label: heading },
  ];
  const path = page.tag ? `/tags/${encodeURIComponent(page.tag.slug)}` : type ? `/blog/type/${type}` : '/blog';
  const more = new URLSearchParams();
  if (page.nextCursor) more.set('cursor', String(page.nextCursor));
  return {
    heading,
    title: await documentTitle(request, context, locale, heading),
    description: page.tag
      ? fill(words.discovery.tag.description, { title: page.tag.title })
      : `${heading}: ${words.app.description}`,
    // A list's later pages are not separate documents: the first page is the canonical one.
    canonical: canonicalOf(url.origin, path),
    trail,
    type: type ?? null,
    types: PostType.values.map((value) => ({
      value,
      label: PostType.label(value, locale),
      href: `/blog/type/${value}`,
    })),
    posts: page.items.map((post) => postCardOf(post, locale)),
    moreHref: page.nextCursor ? `${path}?${more}` : null,
    listings: tagged
      ? {
          cards: tagged.items.flatMap((listing) => {
            const vertical = webVertical(listing.vertical);
            return vertical ? [cardOf(vertical, listing as VerticalListing, locale)] : [];
          }),
          moreHref: tagged.nextCursor ? `${path}?after=${tagged.nextCursor}` : null,
        }
      : null,
    jsonLd: breadcrumbLd(
      url.origin,
      trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? path })),
    ),
  };
}

/** The slug of the visitor's chosen city, undefined when they chose all cities (the header's city chooser). */
async function chosenCitySlug(request: Request, context: Route.LoaderArgs['context']) {
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  if (initial.selectedCity === ALL_ITEMS_ID) return undefined;
  return initial.cities.find((city) => city.id === initial.selectedCity)?.slug;
}

/** A tag's live listings in the chosen city (all cities when none), after the listing `after` when it is an id. */
function tagListingsOf(api: ReturnType<typeof serverApi>, slug: string, after: string | null, city?: string) {
  const cursor = after && /^\d{1,9}$/.test(after) ? Number(after) : undefined;
  return api.GET('/api/v1/tags/{slug}/listings', { params: { path: { slug }, query: { cursor, city } } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:url', content: loaderData.canonical },
        { property: 'og:title', content: loaderData.heading },
        { property: 'og:type', content: 'website' },
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, trail, types, type, posts, moreHref, listings } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={trail} />
      <Title order={1} className={classes.heading}>
        {heading}
      </Title>
      <nav aria-label={t('content.blog.types')}>
        <ul className={classes.chips}>
          <li>
            <Link to="/blog" className={classes.chip} aria-current={type === null ? 'page' : undefined}>
              {t('content.blog.all')}
            </Link>
          </li>
          {types.map((item) => (
            <li key={item.value}>
              <Link to={item.href} className={classes.chip} aria-current={type === item.value ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {listings && (
        <section aria-labelledby="tag-listings" className={classes.section}>
          <Title order={2} id="tag-listings" size="h3" mb="sm">
            {t('discovery.tag.listings')}
          </Title>
          {listings.cards.length === 0 ? (
            <Text>{t('discovery.tag.noListings')}</Text>
          ) : (
            <ListingGrid cards={listings.cards} label={t('discovery.tag.listings')} />
          )}
          {listings.moreHref && (
            <Button component={Link} to={listings.moreHref} variant="light" mt="md">
              {t('discovery.tag.moreListings')}
            </Button>
          )}
        </section>
      )}
      {listings && (
        <Title order={2} size="h3" mt="lg" mb="sm">
          {t('discovery.tag.posts')}
        </Title>
      )}
      {posts.length === 0 ? <Text>{t('content.blog.empty')}</Text> : <PostCards posts={posts} label={heading} />}
      {moreHref && (
        <Button component={Link} to={moreHref} variant="light" mt="md">
          {t('content.blog.more')}
        </Button>
      )}
    </Container>
  );
}
