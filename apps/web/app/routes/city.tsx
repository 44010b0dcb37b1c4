import { useMemo, useState } from 'react';
import { redirect } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { Container, Text, Title } from '@mantine/core';
import { CITY_COOKIE } from '@shahrbazar/domain/api/catalogue.schema';
import { isListPage, listWithCity } from '@shahrbazar/domain/rules/listing-filter';
import type { Route } from './+types/city';
import { CityList, CitySearch } from '../components/geo/city-chooser.tsx';
import { ALL_CITIES, CITY_ROUTE, cityChoiceOf, filterChoices, toChoices } from '../components/geo/city-choices.ts';
import { selectedCityOf } from '../components/geo/selected-city.ts';
import classes from '../components/geo/geo.module.css';
import { serverApi } from '../lib/api.server.ts';
import { catalogues } from '../lib/i18n.server.ts';
import { loadInitialData } from '../lib/initial-data.server.ts';
import { localeOfRequest } from '../lib/locale.server.ts';
import { rethrowAsRouteError } from '../lib/route-errors.ts';
import { safeRedirectPath } from '../lib/safe-redirect.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Not a secret (the API reads it for the initial data), so readable by scripts; kept a year on this device. */
function cityCookie(id: number, secure: boolean): string {
  return `${CITY_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Where to go back to: a same-site path other than this page, else the home page. */
function backPath(value: unknown): string {
  const path = safeRedirectPath(value);
  return path === CITY_ROUTE || path.startsWith(`${CITY_ROUTE}?`) ? '/' : path;
}

/**
 * The city chooser's answer (the header's dialog and this page post here): remembers the city (or -1, all cities)
 * in the city cookie and sends the visitor back to the page they were on. Works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const city = cityChoiceOf(form.get('city'));
  const headers = new Headers();
  if (city !== undefined) headers.append('Set-Cookie', cityCookie(city, new URL(request.url).protocol === 'https:'));
  let back = backPath(form.get('redirectTo'));
  // Back to a list: the list of the city chosen (ADR 0058), as the list's own city select would.
  if (city !== undefined && isListPage(back)) {
    const cities = city === ALL_CITIES ? [] : (await loadInitialData(request, context)).cities;
    const chosen = cities.find((each) => each.id === city);
    if (city === ALL_CITIES || chosen) back = listWithCity(back, chosen?.slug);
  }
  // 303: the browser follows with a GET of the page, not a repeated POST.
  return redirect(back, { status: 303, headers });
}

/** The chooser as a page of its own: every state and its cities (the header links here when JavaScript is off). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const [states, initialData] = await Promise.all([
    serverApi(request, context).GET('/api/v1/states'),
    loadInitialData(request, context),
  ]).catch(rethrowAsRouteError);
  const { geo, app } = catalogues[localeOfRequest(request)];
  return {
    title: `${geo.city.title}${app.titleSeparator}${initialData.siteTexts.appTitle || app.title}`,
    states: toChoices(states.items),
    selected: selectedCityOf(initialData),
    query: (url.searchParams.get('q') ?? '').slice(0, 100),
    redirectTo: backPath(url.searchParams.get('redirectTo')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { states, selected, redirectTo } = loaderData;
  const [query, setQuery] = useState(loaderData.query);
  const shown = useMemo(() => filterChoices(states, query), [states, query]);
  return (
    <Container size="lg" className={classes.page}>
      <Title order={1}>{t('geo.city.title')}</Title>
      <Text className={classes.intro}>{t('geo.city.intro')}</Text>
      <div className={classes.pageSearch}>
        <CitySearch query={query} onQueryChange={setQuery} redirectTo={redirectTo} />
      </div>
      <CityList
        states={shown}
        query={query}
        selectedId={selected?.id ?? null}
        redirectTo={redirectTo}
        headingLevel={2}
        idPrefix="city-page"
      />
    </Container>
  );
}
