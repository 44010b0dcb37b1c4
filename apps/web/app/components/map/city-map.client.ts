// The city map's library, loaded only in the browser and only on /map (`city-map.tsx` imports it with `import()`):
// Leaflet and its CSS are a chunk of their own, in no other page's download.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapItem } from '@shahrbazar/domain/api/discovery.schema';
import type { Location } from '@shahrbazar/domain/rules/location';
import { clusterByGrid, clusterCellOf, type MapBox } from '@shahrbazar/domain/rules/map-area';
import { MAP_MAX_ZOOM } from '@shahrbazar/domain/rules/map';
import pins from './leaflet-map.module.css';
import classes from './city-map.module.css';

export interface CityMapOptions {
  centre: Location;
  zoom: number;
  /** The tile server, or none: the markers are drawn on a plain ground. */
  tiles: { url: string; attribution: string } | null;
  items: readonly MapItem[];
  words: {
    open: string;
    cluster(count: number): string;
    count(count: number): string;
    zoomIn: string;
    zoomOut: string;
  };
  /** Called after each pan or zoom with the box now in view (the page asks the API for its listings). */
  onMove?(box: MapBox): void;
}

export interface CityMapHandle {
  panTo(point: Location): void;
  /** Draws these listings instead of the ones it has (the answer for the box in view). */
  setItems(items: readonly MapItem[]): void;
  destroy(): void;
}

const PIN = L.divIcon({
  className: pins.pin,
  html: '',
  iconSize: [26, 32],
  iconAnchor: [13, 30],
  popupAnchor: [0, -28],
});

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A marker's card: the picture and the title, a link to the listing's page. */
function cardHtml(item: MapItem, open: string): string {
  const href = escapeHtml(item.path);
  const title = escapeHtml(item.title);
  return (
    `<a href="${href}" class="${classes.popupLink}" dir="auto">` +
    `<img src="${escapeHtml(item.image)}" alt="" class="${classes.popupImage}" loading="lazy">${title}</a>` +
    `<a href="${href}" aria-hidden="true" tabindex="-1">${escapeHtml(open)}</a>`
  );
}

/**
 * Draws the city map into `element`: the listings as pins, gathered into numbered circles by a grid that follows the
 * zoom (domain rules/map-area.ts); a pin opens its card, a circle zooms in on its members. Pins and circles are
 * buttons named by their title or count, so the keyboard and screen readers reach them.
 */
export function createCityMap(element: HTMLElement, options: CityMapOptions): CityMapHandle {
  const map = L.map(element, {
    center: [options.centre.latitude, options.centre.longitude],
    zoom: options.zoom,
    maxZoom: MAP_MAX_ZOOM,
    zoomControl: false,
    scrollWheelZoom: false,
  });
  L.control
    .zoom({ position: 'topleft', zoomInTitle: options.words.zoomIn, zoomOutTitle: options.words.zoomOut })
    .addTo(map);
  if (options.tiles) {
    L.tileLayer(options.tiles.url, {
      attribution: options.tiles.attribution,
      maxZoom: MAP_MAX_ZOOM,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).addTo(map);
  }
  const layer = L.layerGroup().addTo(map);
  let items = options.items;

  const draw = () => {
    layer.clearLayers();
    for (const cluster of clusterByGrid(items, clusterCellOf(map.getZoom()))) {
      const at = L.latLng(cluster.latitude, cluster.longitude);
      const [only] = cluster.items;
      if (cluster.items.length === 1 && only) {
        L.marker(at, { icon: PIN, title: only.title, alt: only.title, keyboard: true, riseOnHover: true })
          .bindPopup(cardHtml(only, options.words.open), { maxWidth: 200 })
          .addTo(layer);
        continue;
      }
      const label = options.words.cluster(cluster.items.length);
      const icon = L.divIcon({
        className: '',
        html: `<span class="${classes.cluster}">${escapeHtml(options.words.count(cluster.items.length))}</span>`,
        iconSize: [40, 40],
        iconAnchor: [20, 20],
      });
      const bounds = L.latLngBounds(cluster.items.map((item) => [item.latitude, item.longitude] as [number, number]));
      L.marker(at, { icon, title: label, alt: label, keyboard: true })
        .on('click', () => map.fitBounds(bounds.pad(0.3), { maxZoom: MAP_MAX_ZOOM }))
        .addTo(layer);
    }
  };
  map.on('zoomend', draw);
  // A pan or a zoom ends in one moveend (the map's own opening does not: it is bound after).
  map.on('moveend', () => {
    const bounds = map.getBounds();
    options.onMove?.({
      minLat: bounds.getSouth(),
      minLng: bounds.getWest(),
      maxLat: bounds.getNorth(),
      maxLng: bounds.getEast(),
    });
  });
  draw();

  return {
    panTo(point) {
      map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), 14));
    },
    setItems(next) {
      items = next;
      draw();
    },
    destroy() {
      map.remove();
    },
  };
}
