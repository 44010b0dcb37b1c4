import { useMemo, useState } from 'react';
import { Form } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, Group, NativeSelect, Text, Title } from '@mantine/core';
import { ALL_ITEMS_ID } from '@shahrbazar/domain/api/catalogue.schema';
import { localizeDigits, formatDecimal } from '@shahrbazar/domain/format/number';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import type { Location } from '@shahrbazar/domain/rules/location';
import { distanceParts, nearestFirst } from '@shahrbazar/domain/rules/map-area';
import type { Route } from './+types/map';
import classes from '../../components/content/content.module.css';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { CityMap } from '../../components/map/city-map.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle, fill } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { canonicalOf } from '../../lib/site-seo.ts';
import { WEB_VERTICALS } from '../../verticals/registry.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';

/**
 * The city map (spec: /map): every live listing with a location in the chosen city (?city=, else the visitor's city),
 * of every section or one (?section=), on a map drawn in the browser, and beside it the same listings nearest
 * first: from the city centre, or from the visitor once they ask for "near me". The list works without the map
 * (no JavaScript, no tiles).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const asked = (url.searchParams.get('city') ?? '').trim().slice(0, 80);
  const chosen =
    initial.selectedCity === ALL_ITEMS_ID ? undefined : initial.cities.find((city) => city.id === initial.selectedCity);
  const citySlug = asked || chosen?.slug || '';
  const section = url.searchParams.get('section') ?? '';
  const vertical = WEB_VERTICALS.find((item) => item.key === section);
  const query = { city: citySlug || undefined, vertical: vertical?.key };
  const answer = await serverApi(request, context).GET('/api/v1/map', { params: { query } }).catch(rethrowAsRouteError);
  const heading = answer.city ? fill(words.content.map.titleIn, { city: answer.city.name }) : words.content.map.title;
  const sectionWords = words.sections as unknown as Record<string, { title: string } | undefined>;
  return {
    heading,
    title: await documentTitle(request, context, locale, heading),
    description: words.content.map.description,
    canonical: canonicalOf(url.origin, '/map'),
    city: answer.city,
    citySlug,
    section: vertical?.key ?? '',
    sections: WEB_VERTICALS.map((item) => ({ value: item.key, label: sectionWords[item.section]?.title ?? item.key })),
    sectionLabels: Object.fromEntries(
      WEB_VERTICALS.map((item) => [item.key, sectionWords[item.section]?.title ?? item.key]),
    ) as Record<string, string>,
    centre: answer.centre,
    tiles: answer.tiles,
    items: answer.items,
    more: answer.more,
    trail: [{ label: words.listings.common.home, href: '/' }, { label: heading }],
    jsonLd: trailLd(url.origin, [{ label: words.listings.common.home, href: '/' }, { label: heading }], '/map'),
  };
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

type Locating = 'idle' | 'busy' | 'found' | 'failed';

export default function CityMapPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const hydrated = useHydrated();
  const { heading, trail, city, citySlug, section, sections, sectionLabels, centre, tiles } = loaderData;
  // The page's listings, then each answer for the box in view after a pan or a zoom (ADR 0043).
  const [shown, setShown] = useState({ items: loaderData.items, more: loaderData.more, moved: false });
  const [page, setPage] = useState(loaderData);
  if (page !== loaderData) {
    // Another filter is another page: its own listings again.
    setPage(loaderData);
    setShown({ items: loaderData.items, more: loaderData.more, moved: false });
  }
  const { items, more } = shown;
  const [me, setMe] = useState<Location>();
  const [locating, setLocating] = useState<Locating>('idle');
  const from = me ?? centre;
  const nearest = useMemo(() => nearestFirst(items, from), [items, from]);

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setMe({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setLocating('found');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  const distance = (meters: number) => {
    const { value, unit } = distanceParts(meters);
    const shown = unit === 'km' ? formatDecimal(value, locale) : localizeDigits(value, locale);
    return t(unit === 'km' ? 'content.map.distanceKm' : 'content.map.distanceM', { value: shown });
  };

  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={trail} />
      <Title order={1} className={classes.heading}>
        {heading}
      </Title>
      <Text mb="sm">
        <Link to="/cityTour">{t('discovery.cityTour.title')}</Link>
      </Text>
      <Form method="get" action="/map">
        {citySlug && <input type="hidden" name="city" value={citySlug} />}
        <Group align="end" mb="md">
          <NativeSelect
            name="section"
            label={t('content.map.section')}
            defaultValue={section}
            data={[{ value: '', label: t('content.map.allSections') }, ...sections]}
          />
          <Button type="submit" variant="light">
            {t('content.map.show')}
          </Button>
          {hydrated && (
            <Button type="button" variant="default" onClick={nearMe} loading={locating === 'busy'}>
              {t('content.map.nearMe')}
            </Button>
          )}
        </Group>
      </Form>
      {hydrated && (
        <CityMap
          centre={centre}
          items={loaderData.items}
          tiles={tiles}
          focus={me}
          vertical={section || undefined}
          onAnswer={(answer) => setShown({ items: answer.items, more: answer.more || answer.clamped, moved: true })}
        />
      )}
      {!tiles && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('content.map.noTiles')}
        </Text>
      )}
      <section aria-labelledby="map-list" className={classes.section}>
        <h2 id="map-list" className={classes.sectionTitle}>
          {locating === 'found' ? t('content.map.located') : t('content.map.list')}
        </h2>
        <p className={classes.meta} aria-live="polite">
          {locating === 'busy'
            ? t('content.map.locating')
            : locating === 'failed'
              ? t('content.map.locateFailed')
              : locating === 'idle' && city && !shown.moved
                ? t('content.map.fromCentre', { city: city.name })
                : null}
        </p>
        {nearest.length === 0 ? (
          <Text>{t('content.map.empty')}</Text>
        ) : (
          <ol className={classes.links} aria-labelledby="map-list">
            {nearest.map((item) => (
              <li key={item.id}>
                <Link to={item.path} dir="auto">
                  {item.title}
                </Link>{' '}
                <span className={classes.meta}>
                  {[sectionLabels[item.vertical], item.category?.title, distance(item.distance)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        )}
        {more && <Text size="sm">{t('content.map.more')}</Text>}
      </section>
    </Container>
  );
}
