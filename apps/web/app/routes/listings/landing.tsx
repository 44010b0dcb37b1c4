import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, TextInput, Title } from '@mantine/core';
import { listingListPath, listsByQuery } from '@shahrbazar/domain/rules/listing-filter';
import type { Route } from './+types/landing';
import { Icon } from '../../components/icons.tsx';
import { CategoryShortcuts } from '../../components/listings/category-shortcuts.tsx';
import { ListingGrid } from '../../components/listings/listing-card.tsx';
import classes from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { categoryTypesOf, ownerPagesOf } from '../../lib/listings/define-vertical.ts';
import { apiPaths, cardOf, documentTitle, fill, notFound, sectionSeo } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { mediaSrc } from '../../lib/media.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { verticalOfPath } from '../../verticals/registry.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { SectionAdBlock } from '../../components/section-ads/section-ad-block.tsx';
import { PostType } from '@shahrbazar/domain/enums/content';
import { PostCards } from '../../components/content/post-card.tsx';
import { postCardOf } from '../../lib/content-view.server.ts';
import { sectionAdCards } from '../../components/section-ads/section-ads.server.ts';

/** How many special and latest listings the landing shows (the list has the rest, 15 at a time). */
const SPECIAL_COUNT = 6;
const LATEST_COUNT = 15;
/** How many of its blog posts a landing that declares them shows (landingPosts). */
const POSTS_COUNT = 4;
/** The initial data's selectedCity when no city is chosen (spec: default selected city id -1). */
const ALL_CITIES = -1;

/**
 * A vertical's landing (spec: /ads, /expert, ...) in the visitor's chosen city (the header's city chooser, cookie
 * `city`): a search box, its category shortcuts, its special listings and the latest ones, and a way to post one.
 */
/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const vertical = verticalOfPath(url.pathname) ?? notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const city =
    initial.selectedCity === ALL_CITIES ? undefined : initial.cities.find((item) => item.id === initial.selectedCity);
  const api = serverApi(request, context);
  const path = apiPaths(vertical).list;
  const postType = vertical.landingPosts;
  const [special, latest, seo, sectionAds, posts] = await Promise.all([
    api.GET(path, { params: { query: { special: 'true', perPage: SPECIAL_COUNT, city: city?.slug } } }),
    api.GET(path, { params: { query: { perPage: LATEST_COUNT, city: city?.slug } } }),
    sectionSeo(request, context, vertical, locale),
    sectionAdCards(api, vertical, city?.slug, locale),
    postType ? api.GET('/api/v1/posts', { params: { query: { type: postType, perPage: POSTS_COUNT } } }) : undefined,
  ]).catch(rethrowAsRouteError);

  const own = words.listings.verticals[vertical.key];
  const citySlugs = city ? { city: city.slug } : {};
  const types = categoryTypesOf(vertical);
  const tree = initial.generalCategory.filter((category) => types.includes(category.type));
  // The title, description and shared title of the section's SEO setting (spec: SEO setting per page type).
  const heading = city ? fill(words.listings.list.inCity, { what: seo.title, city: city.name }) : seo.title;
  const title = await documentTitle(request, context, locale, heading);
  return {
    title,
    shareTitle: seo.shareTitle || title,
    description: seo.description,
    heading,
    // A GET form drops its action's query: a vertical that lists by query sends the city as a field of its own.
    searchAction: listsByQuery(vertical.path) ? `/${vertical.path}/list` : listingListPath(vertical.path, citySlugs),
    searchHidden: listsByQuery(vertical.path) ? Object.entries(citySlugs) : [],
    reloadDocument: vertical.reloadDocument === true,
    searchPlaceholder: own.searchPlaceholder,
    shortcuts: tree.map((category) => ({
      label: category.title,
      href: listingListPath(vertical.path, { ...citySlugs, category: category.slug }),
      image: category.image ? mediaSrc(category.image, '') : '',
    })),
    special: special.items.map((item) => cardOf(vertical, item, locale)),
    sectionAds,
    section: vertical.sectionAds ?? null,
    latest: latest.items.map((item) => cardOf(vertical, item, locale)),
    allHref: listingListPath(vertical.path, citySlugs),
    createHref: ownerPagesOf(vertical).create,
    categoriesPage: vertical.categoriesPage ?? null,
    invite: vertical.landingInvite ?? null,
    posts:
      postType && posts
        ? {
            type: PostType.label(postType, locale),
            href: vertical.postsHref ?? `/blog/type/${postType}`,
            cards: posts.items.map((post) => postCardOf(post, locale)),
          }
        : null,
    key: vertical.key,
    icon: vertical.icon,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { property: 'og:title', content: loaderData.shareTitle },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'website' },
      ]
    : [];

export default function ListingLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1} className={classes.heroTitle}>
            {data.heading}
          </Title>
          <div className={classes.heroForms}>
            <Form
              method="get"
              action={data.searchAction}
              role="search"
              className={classes.searchRow}
              reloadDocument={data.reloadDocument}
            >
              {data.searchHidden.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <TextInput
                type="search"
                name="q"
                aria-label={t('listings.filters.search')}
                placeholder={data.searchPlaceholder}
                leftSection={<Icon name="search" size={18} />}
                enterKeyHint="search"
                maxLength={100}
                size="md"
              />
              <Button type="submit" size="md">
                {t('listings.filters.submit')}
              </Button>
            </Form>
          </div>
        </Container>
      </section>

      <Container size="lg" className={classes.page}>
        <CategoryShortcuts
          id="landing-categories"
          title={t('listings.landing.categories')}
          shortcuts={data.shortcuts}
          icon={data.icon}
        />
        {data.categoriesPage && (
          <p>
            <Link to={data.categoriesPage.href} className={classes.headLink} reloadDocument={data.reloadDocument}>
              {t(data.categoriesPage.label as 'clinic.specialties.all')}
            </Link>
          </p>
        )}

        {data.invite && (
          <section aria-labelledby="landing-invite" className={classes.invite}>
            <Title order={2} id="landing-invite" className={classes.sectionHeading}>
              {t(data.invite.title as 'lawyer.invite.title')}
            </Title>
            <p>{t(data.invite.text as 'lawyer.invite.text')}</p>
            <div className={classes.inviteLinks}>
              {data.invite.links.map((link, index) => (
                <Button
                  key={link.href}
                  component={Link}
                  to={link.href}
                  variant={index === 0 ? 'filled' : 'light'}
                  color="teal"
                >
                  {t(link.label as 'lawyer.invite.ask')}
                </Button>
              ))}
            </div>
          </section>
        )}

        <SectionAdBlock section={data.section} cards={data.sectionAds} />

        {data.special.length > 0 && (
          <section aria-labelledby="landing-special" className={classes.block}>
            <div className={classes.head}>
              <Title order={2} id="landing-special" className={classes.sectionHeading}>
                {t(`listings.verticals.${data.key}.special`)}
              </Title>
            </div>
            <ListingGrid cards={data.special} />
          </section>
        )}

        <section aria-labelledby="landing-latest" className={classes.block}>
          <div className={classes.head}>
            <Title order={2} id="landing-latest" className={classes.sectionHeading}>
              {t(`listings.verticals.${data.key}.latest`)}
            </Title>
            <Link to={data.allHref} className={classes.headLink} reloadDocument={data.reloadDocument}>
              {t(`listings.verticals.${data.key}.all`)}
            </Link>
          </div>
          {data.latest.length > 0 ? (
            <ListingGrid cards={data.latest} />
          ) : (
            <p className={classes.empty}>{t('messages.noItems')}</p>
          )}
        </section>

        {data.posts && data.posts.cards.length > 0 && (
          <section aria-labelledby="landing-posts" className={classes.block}>
            <div className={classes.head}>
              <Title order={2} id="landing-posts" className={classes.sectionHeading}>
                {t('listings.landing.posts', { type: data.posts.type })}
              </Title>
              <Link to={data.posts.href} className={classes.headLink}>
                {t('listings.landing.postsAll')}
              </Link>
            </div>
            <PostCards posts={data.posts.cards} label={t('listings.landing.posts', { type: data.posts.type })} />
          </section>
        )}

        <aside className={classes.postCta}>
          <span>{t(`listings.verticals.${data.key}.postInvite`)}</span>
          <Button component={Link} to={data.createHref} leftSection={<Icon name="plus" size={18} />}>
            {t(`listings.verticals.${data.key}.create`)}
          </Button>
        </aside>
      </Container>
    </>
  );
}
