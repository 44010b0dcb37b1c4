import { Form } from 'react-router';
import { Link } from '../lib/link.tsx';
import { useTranslation } from '../lib/use-translation.tsx';
import { Button, Container, Text, TextInput, Title } from '../components/plain/plain.tsx';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { listingListPath } from '@shahrbazar/domain/rules/listing-filter';
import { SiteMessages } from '../components/notifications/site-messages.tsx';
import type { Route } from './+types/home';
import { BannerStrip, type StripBanner } from '../components/banners/banner-strip.tsx';
import { ALL_CITIES } from '../components/geo/city-choices.ts';
import { Icon } from '../components/icons.tsx';
import { KeptHtml } from '../components/kept-html.tsx';
import { CategoryShortcuts, type CategoryShortcut } from '../components/listings/category-shortcuts.tsx';
import listingClasses from '../components/listings/listings.module.css';
import { serverApi } from '../lib/api.server.ts';
import { HomeBlocks } from '../components/listings/home-blocks.tsx';
import { loadHomeBlocks } from '../lib/listings/home-blocks.server.ts';
import { catalogues } from '../lib/i18n.server.ts';
import { loadInitialData } from '../lib/initial-data.server.ts';
import { localeOfRequest } from '../lib/locale.server.ts';
import { mediaSrc } from '../lib/media.ts';
import { rethrowAsRouteError } from '../lib/route-errors.ts';
import { seoMeta } from '../lib/seo-meta.ts';
import { websiteLd } from '../lib/site-seo.ts';
import { loadPageSeo } from '../lib/seo.server.ts';
import { SECTIONS, type Section } from '../lib/sections.ts';
import classes from './home.module.css';
import { sharedPageHeaders } from '../lib/shared-page.ts';

/** How many category shortcuts a row shows at most. */
const SHORTCUTS = 12;

/**
 * The home page (spec: /): the site's title and search, the home banners (top and middle), the sections, category
 * shortcuts for ads and for shopping, and each home vertical's special and newest listings (booths, ads, city ads,
 * experts, jobs: the registry's `home`) in the visitor's chosen city. Rendered on the server; the
 * banners' views are counted by the API as they are served.
 */
/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const api = serverApi(request, context);
  // Both strips in one call (each banner's view counted by it); only what a strip draws goes into the page's hydration
  // data (ADR 0046), not the whole API object.
  const banners = () =>
    api.GET('/api/v1/banners', { params: { query: { location: 'home', section: 'top,middle' } } }).then(({ items }) => {
      const strip = (section: 'top' | 'middle') =>
        items
          .filter((banner) => banner.section === section)
          .map(({ id, image, url, title }): StripBanner => ({ id, image, url, title }));
      return { top: strip('top'), middle: strip('middle') };
    });
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const city =
    initial.selectedCity === ALL_CITIES ? undefined : initial.cities.find((item) => item.id === initial.selectedCity);
  const citySlugs = city ? { city: city.slug } : {};
  const [seo, { top, middle }, blocks, siteMessages] = await Promise.all([
    loadPageSeo(request, context, 'home'),
    banners(),
    loadHomeBlocks(api, city, locale),
    api.GET('/api/v1/site-messages', { params: { query: { location: 'home' } } }).then((answer) => answer.items),
  ]).catch(rethrowAsRouteError);

  const { app } = catalogues[locale];
  const shortcutsOf = (type: CategoryType, href: (slug: string) => string): CategoryShortcut[] =>
    initial.generalCategory
      .filter((category) => category.type === type)
      .slice(0, SHORTCUTS)
      .map((category) => ({
        label: category.title,
        href: href(category.slug),
        image: category.image ? mediaSrc(category.image, '') : '',
      }));
  return {
    title: initial.siteTexts.appTitle || app.title,
    description: initial.siteTexts.siteDescription || app.description,
    // The document title and meta description: the home page's SEO setting with the site settings.
    seo,
    // schema.org WebSite with the site's search (ADR 0029).
    jsonLd: websiteLd(new URL(request.url).origin, initial.siteTexts.appTitle || app.title),
    siteMessages,
    top,
    middle,
    adCategories: shortcutsOf(CategoryType.ads, (slug) => listingListPath('ads', { ...citySlugs, category: slug })),
    shopCategories: shortcutsOf(CategoryType.shop, (slug) => `/products/category/${encodeURIComponent(slug)}`),
    blocks,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...seoMeta(loaderData.seo), { 'script:ld+json': loaderData.jsonLd }] : [];

/** A section's card: its icon, title and line. */
function SectionCardBody({ section }: { section: Section }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={classes.cardIcon}>
        <Icon name={section.icon} size={28} />
      </span>
      <span className={classes.cardBody}>
        <span className={classes.cardTitle}>{t(`sections.${section.key}.title`)}</span>
        <span className={classes.cardText}>{t(`sections.${section.key}.description`)}</span>
      </span>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1} className={classes.heroTitle} dir="auto">
            {data.title}
          </Title>
          <Text className={classes.heroText} dir="auto">
            {data.description}
          </Text>
          <Form method="get" action="/search" role="search" className={classes.search}>
            <TextInput
              type="search"
              name="q"
              aria-label={t('home.searchLabel')}
              placeholder={t('home.searchPlaceholder')}
              leftSection={<Icon name="search" size={20} />}
              size="md"
              className={classes.searchInput}
              enterKeyHint="search"
            />
            <Button type="submit" size="md">
              {t('home.searchButton')}
            </Button>
          </Form>
        </Container>
      </section>

      {data.siteMessages.length > 0 && (
        <Container size="lg" className={classes.banners}>
          <SiteMessages items={data.siteMessages} />
        </Container>
      )}

      {data.top.length > 0 && (
        <Container size="lg" className={classes.banners}>
          <BannerStrip banners={data.top} />
        </Container>
      )}

      <Container size="lg" component="section" aria-labelledby="home-sections" className={classes.sections}>
        <Title order={2} id="home-sections" className={classes.sectionsTitle}>
          {t('home.sectionsTitle')}
        </Title>
        {/* Links only: the server's markup is kept, not hydrated (ADR 0139). */}
        <KeptHtml as="ul" of={SECTIONS} className={classes.grid}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={section.path} reloadDocument={section.reloadDocument} className={classes.card}>
                <SectionCardBody section={section} />
              </Link>
            </li>
          ))}
        </KeptHtml>
      </Container>

      <Container size="lg" className={classes.more}>
        <CategoryShortcuts
          id="home-ad-categories"
          title={t('home.adCategories')}
          shortcuts={data.adCategories}
          icon="ads"
        />

        {data.middle.length > 0 && (
          <div className={listingClasses.block}>
            {/* Its own name: two regions alike were one landmark twice (axe, issue 32). */}
            <BannerStrip banners={data.middle} priority={false} label={t('media.strip.moreLabel')} />
          </div>
        )}

        <HomeBlocks blocks={data.blocks} />

        <CategoryShortcuts
          id="home-shop-categories"
          title={t('home.shopCategories')}
          shortcuts={data.shopCategories}
          icon="booth"
        />
      </Container>
    </>
  );
}
