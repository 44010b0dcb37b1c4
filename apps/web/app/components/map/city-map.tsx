import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { MapAnswer, MapItem } from '@shahrbazar/domain/api/discovery.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { DEFAULT_LOCALE, isLocale } from '@shahrbazar/domain/i18n/locale';
import type { Location } from '@shahrbazar/domain/rules/location';
import { mapQueryOf, type MapBox } from '@shahrbazar/domain/rules/map-area';
import { useApi } from '../../lib/use-api.ts';
import type { CityMapHandle } from './city-map.client.ts';
import classes from './city-map.module.css';

/** The zoom the city map opens at: a city's streets and its neighbourhoods. */
const CITY_ZOOM = 13;

/**
 * The city map's box. The map library comes with `import()` once the page runs in the browser, so only /map loads
 * it; without JavaScript (or until it arrives) the list beside it is the page. `focus` pans to a point (near me).
 * Each pan or zoom asks the API for the listings of the box in view (of `vertical` when one is chosen) and draws
 * them, without reloading the page; `onAnswer` hands the answer to the page's list. A box too large is clamped by the
 * API around its centre (ADR 0029, 0043); an answer overtaken by a newer move is dropped.
 */
export function CityMap({
  centre,
  items,
  tiles,
  focus,
  vertical,
  onAnswer,
}: {
  centre: Location;
  items: readonly MapItem[];
  tiles: { url: string; attribution: string } | null;
  focus: Location | undefined;
  vertical?: string;
  onAnswer?(answer: MapAnswer): void;
}) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<CityMapHandle>();
  const [failed, setFailed] = useState(false);
  const latest = useRef({ centre, items, tiles });
  // What a move asks with: the latest section, client and listener, and the move's own abort.
  const asking = useRef({ api, vertical, onAnswer, pending: undefined as AbortController | undefined });
  useEffect(() => {
    latest.current = { centre, items, tiles };
    Object.assign(asking.current, { api, vertical, onAnswer });
  });
  const open = t('content.map.open');
  const zoomIn = t('listings.map.zoomIn');
  const zoomOut = t('listings.map.zoomOut');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const cluster = useRef((count: number) => t('content.map.cluster', { count: localizeDigits(count, locale) }));
  useEffect(() => {
    cluster.current = (count: number) => t('content.map.cluster', { count: localizeDigits(count, locale) });
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let handle: CityMapHandle | undefined;
    import('./city-map.client.ts').then(
      ({ createCityMap }) => {
        if (cancelled) return;
        const drawn: { map?: CityMapHandle } = {};
        const onMove = (box: MapBox) => {
          const now = asking.current;
          now.pending?.abort();
          const pending = new AbortController();
          now.pending = pending;
          now.api
            .GET('/api/v1/map', { params: { query: mapQueryOf(box, now.vertical) }, signal: pending.signal })
            .then((answer) => {
              if (pending.signal.aborted) return;
              drawn.map?.setItems(answer.items);
              now.onAnswer?.(answer);
            })
            // A failed or dropped move keeps what is drawn; the next move asks again.
            .catch(() => undefined);
        };
        handle = createCityMap(element, {
          ...latest.current,
          onMove,
          zoom: CITY_ZOOM,
          words: {
            open,
            zoomIn,
            zoomOut,
            cluster: (count) => cluster.current(count),
            count: (count) => localizeDigits(count, locale),
          },
        });
        drawn.map = handle;
        setMap(handle);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    const moves = asking.current;
    return () => {
      cancelled = true;
      moves.pending?.abort();
      handle?.destroy();
      setMap(undefined);
    };
    // The map is made once; new listings are drawn into it (setItems), never a new map.
  }, [open, zoomIn, zoomOut, locale]);

  useEffect(() => {
    if (map && focus) map.panTo(focus);
  }, [map, focus]);

  // Another filter of the page (a section chosen): its listings, drawn on the map already open.
  useEffect(() => {
    map?.setItems(items);
  }, [map, items]);

  return (
    <div
      role="region"
      aria-label={t('content.map.label')}
      dir="ltr"
      className={classes.map}
      data-ready={map ? 'true' : undefined}
    >
      <div ref={canvas} className={classes.canvas} />
      {failed && <p dir="auto">{t('listings.map.failed')}</p>}
    </div>
  );
}
