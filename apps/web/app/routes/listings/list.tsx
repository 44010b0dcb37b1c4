import { useMemo, useState, type MouseEvent } from 'react';
import { redirect, useFetcher, useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, Title } from '../../components/plain/plain.tsx';
import {
  FILTER_LEVELS,
  listingListPath,
  listsByQuery,
  parseListingQuery,
  parseListingSegments,
  type ParsedListingFilter,
} from '@shahrbazar/domain/rules/listing-filter';
import type { Route } from './+types/list';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { AppliedFilters } from '../../components/listings/applied-filters.tsx';
import { FilterBar } from '../../components/listings/filter-bar.tsx';
import { ListingGrid } from '../../components/listings/listing-card.tsx';
import { SectionAdBlock } from '../../components/section-ads/section-ad-block.tsx';
import { sectionAdCards } from '../../components/section-ads/section-ads.server.ts';
import { campaignParams, withCampaign } from '../../lib/campaign.ts';
import classes from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import {
  citiesByState,
  deepestCategory,
  filterSlugs,
  resolveFilter,
  type ResolvedFilter,
} from '../../lib/listings/catalogue.ts';
import { categoryTypesOf } from '../../lib/listings/define-vertical.ts';
import type { Crumb } from '../../lib/listings/types.ts';
import {
  apiPaths,
  cardOf,
  cityCookie,
  documentTitle,
  fill,
  notFound,
  sectionSeo,
} from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { verticalOfPath } from '../../verticals/registry.ts';
import { ownFilterValues, ownFilterViews, sortValue, sortView } from '../../lib/listings/own-filters.server.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { appliedFilters, listHref } from '../../lib/listings/applied-filters.server.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';

/** Spec section 9: page size 15. */
const PAGE_SIZE = 15;

/** The filter of the address: from the path segments, with the levels the query names taking their place. */
function filterOfRequest(url: URL, params: Route.LoaderArgs['params'], key: Parameters<typeof parseListingQuery>[1]) {
  const fromPath = parseListingSegments([params.city, params.category, params.subCategory, params.subSubCategory]);
  const fromQuery = parseListingQuery(url.searchParams, key);
  const merged: ParsedListingFilter = {};
  for (const level of FILTER_LEVELS) {
    const value = url.searchParams.has(level) ? fromQuery[level] : fromPath[level];
    if (value !== undefined) merged[level] = value;
  }
  return merged;
}

/**
 * A vertical's list (spec: /{vertical}/list/{city?}/{category?}/{subCategory?}/{subSubCategory?}, slugs, 'all' for an
 * unchosen earlier level): active listings newest first, 15 at a time with "more" (the API's cursor), a search text,
 * and a filter bar. Filters sent as query parameters (the filter form, the spec's query rules) are redirected to the
 * path form; a city chosen in the filter form is remembered in the `city` cookie (as the header's city chooser does).
 */
/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const vertical = verticalOfPath(url.pathname) ?? notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const types = categoryTypesOf(vertical);
  const tree = initial.generalCategory.filter((category) => types.includes(category.type));
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  // The vertical's own filters and the sort travel together in the address (shareable) and to the API.
  const ownValues = {
    ...ownFilterValues(vertical.filters ?? [], url.searchParams),
    ...sortValue(vertical, url.searchParams),
  };

  // A vertical that lists by query (spec: /doctor/list?city=...) keeps the filter there: nothing to redirect.
  const byQuery = listsByQuery(vertical.path);
  if (!byQuery && FILTER_LEVELS.some((level) => url.searchParams.has(level))) {
    const resolution = resolveFilter(tree, initial.cities, filterOfRequest(url, params, vertical.key), true);
    if (!resolution.ok) notFound();
    const headers = new Headers();
    // The visitor chose a city (or all cities) in the form: remember it for the landing page and the home page.
    if (url.searchParams.has('city')) headers.append('Set-Cookie', cityCookie(resolution.filter.city?.id ?? -1, url));
    const target = listHref(vertical.path, filterSlugs(resolution.filter), q, undefined, ownValues);
    throw redirect(withCampaign(target, campaignParams(url.searchParams)), { headers });
  }

  const resolution = resolveFilter(
    tree,
    initial.cities,
    byQuery
      ? parseListingQuery(url.searchParams, vertical.key)
      : parseListingSegments([params.city, params.category, params.subCategory, params.subSubCategory]),
  );
  if (!resolution.ok) notFound();
  const filter = resolution.filter;
  const slugs = filterSlugs(filter);
  const cursorParam = Number(url.searchParams.get('cursor'));
  const cursor = Number.isInteger(cursorParam) && cursorParam > 0 ? cursorParam : undefined;
  if (byQuery) {
    // The filter form sends every field, empty ones too: the address is tidied to the filter's own form (empty and
    // 'all' levels left out, spec), and a city chosen in the form is remembered as on the other lists.
    // A campaign's marks (utm_…) stay: the visit is still counted for the campaign that brought it.
    const tidy = withCampaign(listHref(vertical.path, slugs, q, cursor, ownValues), campaignParams(url.searchParams));
    if (tidy !== `${url.pathname}${url.search}`) {
      const headers = new Headers();
      if (url.searchParams.has('city')) headers.append('Set-Cookie', cityCookie(filter.city?.id ?? -1, url));
      throw redirect(tidy, { headers });
    }
  }

  // The vertical's own filters are its declared names with their checked texts (ownFilterValues), sent as they are.
  const query = { perPage: PAGE_SIZE, ...slugs, q: q || undefined, ...ownValues, cursor };
  const [page, seo, sectionAds] = await Promise.all([
    serverApi(request, context).GET(apiPaths(vertical).list, { params: { query } }).catch(rethrowAsRouteError),
    sectionSeo(request, context, vertical, locale),
    // The section's ads on top of the first page (ADR 0042), in the list's city.
    cursor === undefined ? sectionAdCards(serverApi(request, context), vertical, filter.city?.slug, locale) : [],
  ]);

  const own = words.listings.verticals[vertical.key];
  const category = deepestCategory(filter);
  const what = category ? fill(own.listOf, { category: category.title }) : own.all;
  const heading = filter.city ? fill(words.listings.list.inCity, { what, city: filter.city.name }) : what;
  const canonical = listingListPath(vertical.path, slugs);

  const trail: Crumb[] = [
    { label: words.listings.common.home, href: '/' },
    { label: seo.sectionTitle, href: `/${vertical.path}` },
  ];
  const chain: Array<[keyof ResolvedFilter, { title: string; slug: string } | undefined]> = [
    ['category', filter.category],
    ['subCategory', filter.subCategory],
    ['subSubCategory', filter.subSubCategory],
  ];
  const crumbSlugs: ParsedListingFilter = filter.city ? { city: filter.city.slug } : {};
  for (const [level, node] of chain) {
    if (!node) break;
    crumbSlugs[level] = node.slug;
    trail.push({ label: node.title, href: listingListPath(vertical.path, crumbSlugs) });
  }
  if (!category) trail.push({ label: heading });

  // The next level down as links: browsing the tree needs no JavaScript and no form.
  const childLevel = filter.subCategory ? 'subSubCategory' : filter.category ? 'subCategory' : 'category';
  const children = filter.subCategory
    ? filter.subCategory.subSubCategories
    : filter.category
      ? filter.category.subCategories
      : filter.subSubCategory
        ? []
        : tree;
  const chips = (filter.subSubCategory ? [] : children).map((child) => ({
    label: child.title,
    href: listHref(vertical.path, { ...slugs, [childLevel]: child.slug }, q, undefined, ownValues),
  }));

  const option = (node: { title: string; slug: string }) => ({ value: node.slug, label: node.title });
  const ownFilters = ownFilterViews(vertical, locale, ownValues);
  const sort = sortView(vertical, locale, ownValues);
  const applied = appliedFilters({
    path: vertical.path,
    slugs,
    titles: {
      city: filter.city?.name,
      category: filter.category?.title,
      subCategory: filter.subCategory?.title,
      subSubCategory: filter.subSubCategory?.title,
    },
    q,
    own: ownValues,
    views: ownFilters,
    sort,
    locale,
  });
  return {
    title: await documentTitle(request, context, locale, heading),
    description: fill(words.listings.list.description, { what: heading, about: seo.description }),
    canonical,
    indexable: !q && cursor === undefined && Object.keys(ownValues).length === 0,
    // schema.org: the trail shown above the list (ADR 0043).
    jsonLd: trailLd(url.origin, trail, canonical),
    heading,
    trail,
    searchPlaceholder: own.searchPlaceholder,
    action: `/${vertical.path}/list`,
    reloadDocument: vertical.reloadDocument === true,
    values: {
      q,
      city: filter.city?.slug ?? '',
      category: filter.category?.slug ?? '',
      subCategory: filter.subCategory?.slug ?? '',
      subSubCategory: filter.subSubCategory?.slug ?? '',
    },
    choices: {
      // The chosen city's state only: the page runs and fetches every city (ADR 0058); without JavaScript the
      // city chooser (its link under the select) reaches the others.
      cities: citiesByState(
        initial.states,
        initial.cities.filter((city) => city.state_id === filter.city?.state_id),
        (city) => city.slug,
      ),
      categories: tree.map(option),
      subCategories: filter.category?.subCategories.map(option) ?? [],
      subSubCategories: filter.subCategory?.subSubCategories.map(option) ?? [],
    },
    ownFilters,
    sort,
    applied,
    clearHref: listHref(vertical.path, {}, q),
    pinned: (page.pinned ?? []).map((item) => cardOf(vertical, item, locale)),
    sectionAds,
    section: vertical.sectionAds ?? null,
    chips,
    q,
    // A pinned special is not shown twice on the first page.
    cards: page.items
      .filter((item) => !page.pinned?.some((pinned) => pinned.id === item.id))
      .map((item) => cardOf(vertical, item, locale)),
    nextCursor: page.nextCursor,
    more: page.nextCursor === null ? null : listHref(vertical.path, slugs, q, page.nextCursor, ownValues),
    continued: cursor !== undefined,
    firstPage: listHref(vertical.path, slugs, q, undefined, ownValues),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
        { property: 'og:title', content: loaderData.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'website' },
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

type LoaderData = Route.ComponentProps['loaderData'];

/**
 * The cards and "more": the button is a link to the next page (?cursor=), so it works without JavaScript; with it the
 * next 15 are fetched and added below the ones already shown.
 */
function Results({ loaderData, priority }: { loaderData: LoaderData; priority: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const [pages, setPages] = useState<Array<Pick<LoaderData, 'cards' | 'more'>>>([]);
  const last = pages.at(-1) ?? loaderData;
  const fetched = fetcher.data;
  // A page the fetcher brought that is not shown yet (fetcher.data is the newest answer).
  if (fetcher.state === 'idle' && fetched && !pages.some((page) => page === fetched)) {
    setPages([...pages, fetched]);
  }
  // The same array while nothing was added: the grid keeps the server's markup until then (ADR 0139).
  const cards = useMemo(() => [...loaderData.cards, ...pages.flatMap((page) => page.cards)], [loaderData.cards, pages]);

  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!last.more || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void fetcher.load(last.more);
  };

  if (cards.length === 0) {
    return (
      <p className={classes.empty} role="status">
        {loaderData.q ? t('messages.noSearchResults', { term: loaderData.q }) : t('messages.noItems')}
      </p>
    );
  }
  return (
    <>
      {/* The results are a part of the page of their own, after the special ads' and the pinned ones' (axe:
          heading-order, issue 32: a card's h3 came right after the page's h1 on a list without them). */}
      <h2 className="visually-hidden">{t('listings.list.results')}</h2>
      <ListingGrid cards={cards} label={loaderData.heading} priority={priority} />
      {last.more && (
        <div className={classes.more}>
          <Button
            component={Link}
            to={last.more}
            variant="light"
            size="md"
            onClick={onMore}
            loading={fetcher.state !== 'idle'}
            rel="next"
            preventScrollReset
          >
            {t('listings.list.more')}
          </Button>
        </div>
      )}
    </>
  );
}

export default function ListingList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // On a phone with JavaScript the filter panel is a bottom sheet (FilterBar); its state is kept here, so it stays open
  // while a category choice reloads the list (the filter bar is drawn again for the new address).
  const [sheetOpen, setSheetOpen] = useState(false);
  // The grid drawn first: its first picture is fetched first (the list's largest paint).
  const firstGrid =
    loaderData.section !== null && loaderData.sectionAds.length > 0
      ? 'ads'
      : loaderData.pinned.length > 0
        ? 'pinned'
        : 'results';
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={loaderData.trail} />
      <div className={classes.head}>
        <Title order={1} className={classes.heading}>
          {loaderData.heading}
        </Title>
        {loaderData.continued && (
          <Link to={loaderData.firstPage} className={classes.headLink} reloadDocument={loaderData.reloadDocument}>
            {t('listings.list.firstPage')}
          </Link>
        )}
      </div>
      <FilterBar
        key={`${pathname}${search}`}
        action={loaderData.action}
        values={loaderData.values}
        choices={loaderData.choices}
        searchPlaceholder={loaderData.searchPlaceholder}
        own={loaderData.ownFilters}
        sort={loaderData.sort}
        reloadDocument={loaderData.reloadDocument}
        appliedCount={loaderData.applied.length}
        sheet={{ open: sheetOpen, onOpen: () => setSheetOpen(true), onClose: () => setSheetOpen(false) }}
      />
      <AppliedFilters applied={loaderData.applied} clearHref={loaderData.clearHref} />
      {loaderData.chips.length > 0 && (
        <nav aria-label={t('listings.list.subcategories')}>
          <ul className={classes.chips}>
            {loaderData.chips.map((chip) => (
              <li key={chip.href}>
                <Link to={chip.href} className={classes.chip} reloadDocument={loaderData.reloadDocument}>
                  {chip.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SectionAdBlock section={loaderData.section} cards={loaderData.sectionAds} priority={firstGrid === 'ads'} />
      {loaderData.pinned.length > 0 && (
        <section aria-labelledby="listing-pinned" className={classes.block}>
          <Title order={2} id="listing-pinned" className={classes.sectionHeading} mb="sm">
            {t('listingExperience.pinned')}
          </Title>
          <ListingGrid cards={loaderData.pinned} priority={firstGrid === 'pinned'} />
        </section>
      )}
      <div className={classes.block}>
        <Results key={`${pathname}${search}`} loaderData={loaderData} priority={firstGrid === 'results'} />
      </div>
    </Container>
  );
}
