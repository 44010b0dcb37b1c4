import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Location } from '@shahrbazar/domain/rules/location';
import type { PointMapHandle } from './leaflet-map.client.ts';
import { MapTilesContext } from './map-tiles.ts';
import classes from './point-map.module.css';

/** How long typing may pause before the map pans to the typed point (not to every half-typed number). */
const REVEAL_DELAY_MS = 400;

/**
 * A map with one point (OpenStreetMap tiles through Leaflet). Only the empty box is drawn here: the map library and
 * its CSS come with `import()` once the box is about to scroll into view, so no page carries them in its first
 * download, and nothing of them runs during the server render. With `onPick` it is a picker (a click sets the point,
 * the marker can be dragged); without, it shows `point`. Leaflet's controls lay out left to right, hence `dir="ltr"`.
 * Draw it once the page runs in the browser (`useHydrated`): without JavaScript it would stay an empty box.
 */
export function PointMap({
  point,
  centre,
  zoom,
  label,
  onPick,
}: {
  /** The marker; undefined: none. */
  point: Location | undefined;
  /** Where the map opens when there is no point. */
  centre: Location;
  zoom: number;
  /** The accessible name of the map. */
  label: string;
  onPick?: (point: Location) => void;
}) {
  const { t } = useTranslation();
  // The site's tile server (MAP_TILE_URL), as every map draws from.
  const tiles = useContext(MapTilesContext);
  const canvas = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<PointMapHandle>();
  const [failed, setFailed] = useState(false);
  // What the map reads when it is created, and the handler its events call: always this render's.
  const latest = useRef({ point, centre, onPick });
  useEffect(() => {
    latest.current = { point, centre, onPick };
  });

  const picking = onPick !== undefined;
  const zoomInTitle = t('listings.map.zoomIn');
  const zoomOutTitle = t('listings.map.zoomOut');
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let handle: PointMapHandle | undefined;
    const load = () => {
      observer?.disconnect();
      import('./leaflet-map.client.ts').then(
        ({ createPointMap }) => {
          if (cancelled) return;
          handle = createPointMap(element, {
            tiles,
            centre: latest.current.point ?? latest.current.centre,
            zoom,
            onPick: picking ? (picked) => latest.current.onPick?.(picked) : undefined,
            zoomInTitle,
            zoomOutTitle,
          });
          setMap(handle);
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) load();
            },
            { rootMargin: '200px 0px' },
          )
        : undefined;
    if (observer) observer.observe(element);
    else load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      handle?.destroy();
      setMap(undefined);
    };
  }, [picking, zoom, zoomInTitle, zoomOutTitle, tiles]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (!map) return;
    const shown = latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
    map.setPoint(shown);
    if (!shown) return;
    const timer = setTimeout(() => map.reveal(shown), REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [map, latitude, longitude]);

  return (
    <div
      role="region"
      aria-label={label}
      dir="ltr"
      className={classes.map}
      data-variant={picking ? 'picker' : 'view'}
      data-ready={map ? 'true' : undefined}
    >
      {/* Leaflet's own: React draws nothing inside it. */}
      <div ref={canvas} className={classes.canvas} />
      {failed && (
        <p className={classes.failed} dir="auto">
          {t('listings.map.failed')}
        </p>
      )}
    </div>
  );
}
