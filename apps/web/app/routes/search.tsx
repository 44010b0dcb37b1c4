import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '../lib/link.tsx';
import { useTranslation } from '../lib/use-translation.tsx';
import { Anchor, Button, Container, Text, TextInput, Title } from '@mantine/core';
import { ALL_ITEMS_ID } from '@shahrbazar/domain/api/catalogue.schema';
import { listingListPath } from '@shahrbazar/domain/rules/listing-filter';
import { recentSearchOf } from '@shahrbazar/domain/rules/local-cache';
import type { Route } from './+types/search';
import { Icon } from '../components/icons.tsx';
import { ListingGrid } from '../components/listings/listing-card.tsx';
import listings from '../components/listings/listings.module.css';
import classes from '../components/search/search.module.css';
import { serverApi } from '../lib/api.server.ts';
import { catalogues } from '../lib/i18n.server.ts';
import { loadInitialData } from '../lib/initial-data.server.ts';
import { apiPaths, cardOf, documentTitle, fill } from '../lib/listings/view.server.ts';
import { addRecentSearch, recentSearches, type RecentSearch } from '../lib/local-db.ts';
import { localeOfRequest } from '../lib/locale.server.ts';
import { rethrowAsRouteError } from '../lib/route-errors.ts';
import { loadPageSeo } from '../lib/seo.server.ts';
import { WEB_VERTICALS } from '../verticals/registry.ts';

/** How many matches of each section the page shows; the section's own list has the rest. */
const PER_SECTION = 6;
/** The recent searches of this page are kept under one type (spec: recent search: id, text, type). */
const RECENT_TYPE = 'all';

/**
 * Search (spec: /search, with recent searches): one text over every section that has listings, in the visitor's
 * chosen city, each section's best matches and a link to all of them in its own list. The matching is the API's
 * Persian-normalised search (ی/ي, ک/ك, digits, ZWNJ). The page's title and description come from the back office's
 * SEO setting of the search page (ADR 0043); a page of results (?q=) is not indexed.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const seo = await loadPageSeo(request, context, 'search');
  const title = q ? fill(words.search.titleFor, { q }) : seo.title.trim() || words.search.title;
  const description = seo.description;
  if (!q) {
    return { q, title: await documentTitle(request, context, locale, title), description, heading: title, groups: [] };
  }

  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const city =
    initial.selectedCity === ALL_ITEMS_ID ? undefined : initial.cities.find((item) => item.id === initial.selectedCity);
  const api = serverApi(request, context);
  const groups = await Promise.all(
    WEB_VERTICALS.map(async (vertical) => {
      const page = await api
        .GET(apiPaths(vertical).list, { params: { query: { perPage: PER_SECTION, q, city: city?.slug } } })
        .catch(rethrowAsRouteError);
      const all = new URLSearchParams({ q });
      return {
        key: vertical.key,
        title: words.listings.verticals[vertical.key].all,
        cards: page.items.map((item) => cardOf(vertical, item, locale)),
        allHref: `${listingListPath(vertical.path, city ? { city: city.slug } : {})}?${all}`,
      };
    }),
  );
  return {
    q,
    title: await documentTitle(request, context, locale, title),
    description,
    heading: city ? fill(words.search.titleIn, { q, city: city.name }) : title,
    groups,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        ...(loaderData.q ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ]
    : [];

/** The visitor's recent searches on this device (the local database), newest first; this one is remembered. */
function RecentSearches({ q }: { q: string }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<RecentSearch[]>([]);
  useEffect(() => {
    let live = true;
    const remember = q ? addRecentSearch(RECENT_TYPE, q) : Promise.resolve();
    remember
      .then(() => recentSearches(RECENT_TYPE))
      .then((found) => {
        const current = recentSearchOf(RECENT_TYPE, q)?.text;
        if (live) setItems(found.filter((item) => item.text !== current));
      })
      // No IndexedDB (a private window): no recent searches, and the search works all the same.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [q]);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('search.recent')} className={classes.recent}>
      <Text fw={700} size="sm">
        {t('search.recent')}
      </Text>
      <ul className={classes.recentList}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/search?${new URLSearchParams({ q: item.text })}`} className={classes.recentItem} dir="auto">
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, heading, groups } = loaderData;
  const found = groups.some((group) => group.cards.length > 0);
  return (
    <Container size="lg" py="lg">
      <Title order={1} className={listings.heading} dir="auto">
        {heading}
      </Title>
      <Form method="get" action="/search" role="search" className={classes.form}>
        <TextInput
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t('search.label')}
          placeholder={t('home.searchPlaceholder')}
          leftSection={<Icon name="search" size={20} />}
          enterKeyHint="search"
          maxLength={100}
          className={classes.input}
          autoFocus={!q}
        />
        <Button type="submit">{t('home.searchButton')}</Button>
      </Form>
      <RecentSearches q={q} />
      {q && !found && <Text mt="lg">{t('messages.noSearchResults', { term: q })}</Text>}
      {groups
        .filter((group) => group.cards.length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`search-${group.key}`} className={classes.group}>
            <div className={classes.groupHead}>
              <Title order={2} size="h3" id={`search-${group.key}`}>
                {group.title}
              </Title>
              <Anchor component={Link} to={group.allHref}>
                {t('search.seeAll')}
              </Anchor>
            </div>
            <ListingGrid cards={group.cards} label={group.title} />
          </section>
        ))}
    </Container>
  );
}
