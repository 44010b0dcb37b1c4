import { useRef, useSyncExternalStore } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { ALL_ITEMS_ID } from '@shahrbazar/domain/api/catalogue.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/city-tour';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { TourMap } from '../../components/map/tour-map.tsx';
import classes from '../../components/content/city-tour.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';
import { documentTitle, fill } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { mediaSrc } from '../../lib/media.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { canonicalOf } from '../../lib/site-seo.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The width from which the tour is a list beside its map (the site's phone layout is below it). */
const DESKTOP = '(min-width: 48em)';

/**
 * The city tour (spec: /cityTour; ADR 0043): the back office's tour of the chosen city (?city=, else the visitor's
 * city, else the newest tour), its stops in order. On a phone a story to swipe through, one stop a screen; on a
 * desktop the list beside a map with the route. Drawn on the server; the map comes in the browser, on a desktop only.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const asked = (url.searchParams.get('city') ?? '').trim().slice(0, 80);
  const chosen =
    initial.selectedCity === ALL_ITEMS_ID ? undefined : initial.cities.find((city) => city.id === initial.selectedCity);
  const city = asked || chosen?.slug || undefined;
  let answer = await serverApi(request, context)
    .GET('/api/v1/city-tour', { params: { query: { city } } })
    .catch(rethrowAsRouteError);
  // A city without a tour of its own: the newest tour of any city, unless one was asked for by name.
  if (!answer.tour && !asked && chosen) {
    answer = await serverApi(request, context).GET('/api/v1/city-tour').catch(rethrowAsRouteError);
  }
  const own = words.discovery.cityTour;
  const { tour } = answer;
  const heading = tour?.title ?? (tour?.city ? fill(own.titleIn, { city: tour.city.name }) : own.title);
  const trail = [{ label: words.listings.common.home, href: '/' }, { label: own.title }];
  const total = tour?.stops.length ?? 0;
  return {
    heading,
    title: await documentTitle(request, context, locale, heading),
    description: tour?.description || own.description,
    canonical: canonicalOf(url.origin, '/cityTour'),
    trail,
    jsonLd: trailLd(url.origin, trail, '/cityTour'),
    city: tour?.city?.name ?? '',
    intro: tour?.description ?? '',
    tiles: answer.tiles,
    ogImage: tour?.stops[0] ? new URL(mediaSrc(tour.stops[0].image), url.origin).href : '',
    stops: (tour?.stops ?? []).map((stop) => ({
      key: `${stop.position}-${stop.title}`,
      number: localizeDigits(stop.position, locale),
      of: fill(own.stopOf, { n: localizeDigits(stop.position, locale), total: localizeDigits(total, locale) }),
      title: stop.title,
      text: stop.text,
      image: mediaSrc(stop.image),
      href: stop.path,
      latitude: stop.latitude,
      longitude: stop.longitude,
    })),
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
        ...(loaderData.ogImage ? [{ property: 'og:image', content: loaderData.ogImage }] : []),
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

/** Whether the page is as wide as a desktop's (the server, and the first render in the browser, draw the phone's). */
function useDesktop(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = window.matchMedia(DESKTOP);
      query.addEventListener('change', change);
      return () => query.removeEventListener('change', change);
    },
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
}

export default function CityTour({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const desktop = useDesktop();
  const { heading, trail, intro, stops, tiles } = loaderData;
  const story = useRef<HTMLOListElement>(null);
  // Previous and next turn the story one stop (a swipe does the same without JavaScript: scroll snapping).
  const turn = (step: 1 | -1) => {
    const list = story.current;
    if (!list) return;
    const width = list.clientWidth;
    const direction = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: step * width * direction, behavior: 'smooth' });
  };

  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={trail} />
      <Title order={1} className={classes.heading}>
        {heading}
      </Title>
      {intro && <Text mb="md">{intro}</Text>}
      {stops.length === 0 ? (
        <Text>{t('discovery.cityTour.empty')}</Text>
      ) : (
        <div className={classes.layout}>
          <section aria-labelledby="tour-stops">
            <h2 id="tour-stops" className={classes.hidden}>
              {t('discovery.cityTour.stops')}
            </h2>
            <p className={classes.swipe}>{t('discovery.cityTour.swipe')}</p>
            <ol ref={story} className={classes.stops} aria-labelledby="tour-stops">
              {stops.map((stop) => (
                <li key={stop.key} className={classes.stop} aria-label={stop.title}>
                  <img src={stop.image} alt="" className={classes.picture} loading="lazy" />
                  <div className={classes.body}>
                    <p className={classes.position}>
                      <span className={classes.number} aria-hidden="true">
                        {stop.number}
                      </span>
                      {stop.of}
                    </p>
                    <h3 className={classes.title} dir="auto">
                      {stop.title}
                    </h3>
                    {stop.text && (
                      <p className={classes.text} dir="auto">
                        {stop.text}
                      </p>
                    )}
                    {stop.href && (
                      <Button component={Link} to={stop.href} variant="light" size="sm">
                        {t('discovery.cityTour.open')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            {hydrated && !desktop && stops.length > 1 && (
              <Group justify="space-between" mt="xs">
                <Button variant="default" onClick={() => turn(-1)}>
                  {t('discovery.cityTour.previous')}
                </Button>
                <Button variant="default" onClick={() => turn(1)}>
                  {t('discovery.cityTour.next')}
                </Button>
              </Group>
            )}
          </section>
          {hydrated && desktop && (
            <div className={classes.map}>
              <TourMap
                stops={stops.map((stop) => ({
                  latitude: stop.latitude,
                  longitude: stop.longitude,
                  title: stop.title,
                  label: stop.number,
                }))}
                tiles={tiles}
                label={t('discovery.cityTour.route')}
              />
            </div>
          )}
        </div>
      )}
    </Container>
  );
}
