import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { TourMapHandle, TourMapStop } from './tour-map.client.ts';
import classes from './city-map.module.css';

/**
 * The city tour's route on a map (desktop; ADR 0043). Only the empty box is drawn here: Leaflet comes with `import()`
 * in the browser, so no other page and no phone carries it.
 */
export function TourMap({
  stops,
  tiles,
  label,
}: {
  stops: readonly TourMapStop[];
  tiles: { url: string; attribution: string } | null;
  label: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ stops, tiles });
  const zoomIn = t('listings.map.zoomIn');
  const zoomOut = t('listings.map.zoomOut');
  useEffect(() => {
    const element = canvas.current;
    if (!element || latest.current.stops.length === 0) return;
    let cancelled = false;
    let handle: TourMapHandle | undefined;
    import('./tour-map.client.ts').then(
      ({ createTourMap }) => {
        if (cancelled) return;
        handle = createTourMap(element, { ...latest.current, zoomIn, zoomOut });
        setReady(true);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      handle?.destroy();
      setReady(false);
    };
  }, [zoomIn, zoomOut]);

  return (
    <div role="region" aria-label={label} dir="ltr" className={classes.map} data-ready={ready ? 'true' : undefined}>
      <div ref={canvas} className={classes.canvas} />
      {failed && <p dir="auto">{t('listings.map.failed')}</p>}
    </div>
  );
}
