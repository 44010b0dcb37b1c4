// The map library and its CSS, loaded only in the browser and only when a map is wanted: `point-map.tsx` imports this
// module with `import()`, so Leaflet is a chunk of its own, in no page's first download. (`.client`: React Router's
// server build sees no exports here, so nothing of Leaflet can run during the server render.)
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Location } from '@shahrbazar/domain/rules/location';
import { MAP_MAX_ZOOM, MAP_TILE_REFERRER_POLICY, type MapTiles } from '@shahrbazar/domain/rules/map';
import classes from './leaflet-map.module.css';

export interface PointMapOptions {
  /** The configured tile server (MAP_TILE_URL, through the initial data); null: the marker on a plain ground. */
  tiles: MapTiles | null;
  /** Where the map opens. */
  centre: Location;
  zoom: number;
  /** Set: the map picks a point (a click on it, or dragging the marker). Unset: it only shows one. */
  onPick?: ((point: Location) => void) | undefined;
  zoomInTitle: string;
  zoomOutTitle: string;
}

/** A drawn map: its marker follows `setPoint`; `reveal` brings a point into view; `destroy` takes it down. */
export interface PointMapHandle {
  setPoint(point: Location | undefined): void;
  reveal(point: Location): void;
  destroy(): void;
}

const toLatLng = (point: Location) => L.latLng(point.latitude, point.longitude);
/** A point picked on the map (longitude wrapped into ±180 when the world was panned around). */
const toPoint = (latLng: L.LatLng): Location => {
  const wrapped = latLng.wrap();
  return { latitude: wrapped.lat, longitude: wrapped.lng };
};

/** A pin drawn with CSS (Leaflet's default marker pictures do not survive bundling). */
const PIN = L.divIcon({ className: classes.pin, html: '', iconSize: [26, 32], iconAnchor: [13, 30] });

/**
 * Draws a map into `element`. Neither kind takes the keyboard (the container is no tab stop; the zoom buttons and the
 * credit links are ordinary ones) nor the mouse wheel (the page keeps scrolling). A picker pans by dragging; a map that
 * only shows a point does not pan at all (a finger on it scrolls the page) and zooms around its point.
 */
export function createPointMap(element: HTMLElement, options: PointMapOptions): PointMapHandle {
  const { onPick } = options;
  const picking = onPick !== undefined;
  const map = L.map(element, {
    center: toLatLng(options.centre),
    zoom: options.zoom,
    maxZoom: MAP_MAX_ZOOM,
    zoomControl: false,
    keyboard: false,
    scrollWheelZoom: false,
    boxZoom: false,
    dragging: picking,
    touchZoom: picking ? true : 'center',
    doubleClickZoom: picking ? true : 'center',
  });
  L.control
    .zoom({ position: 'topleft', zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle })
    .addTo(map);
  // Leaflet's own credit, opening in a tab of its own like the tiles' credit.
  const prefix = L.Control.Attribution.prototype.options.prefix;
  if (typeof prefix === 'string') {
    map.attributionControl.setPrefix(prefix.replace('<a ', '<a target="_blank" rel="noopener noreferrer" '));
  }
  if (options.tiles) {
    L.tileLayer(options.tiles.url, {
      attribution: options.tiles.attribution,
      maxZoom: MAP_MAX_ZOOM,
      referrerPolicy: MAP_TILE_REFERRER_POLICY,
    }).addTo(map);
  }

  let marker: L.Marker | undefined;
  if (onPick) map.on('click', (event: L.LeafletMouseEvent) => onPick(toPoint(event.latlng)));

  return {
    setPoint(point) {
      if (!point) {
        marker?.remove();
        marker = undefined;
        return;
      }
      if (marker) {
        marker.setLatLng(toLatLng(point));
        return;
      }
      marker = L.marker(toLatLng(point), {
        icon: PIN,
        keyboard: false,
        interactive: picking,
        draggable: picking,
        autoPan: true,
      }).addTo(map);
      const dragged = marker;
      if (onPick) dragged.on('dragend', () => onPick(toPoint(dragged.getLatLng())));
    },
    reveal(point) {
      const latLng = toLatLng(point);
      if (!map.getBounds().contains(latLng)) map.panTo(latLng);
    },
    destroy() {
      map.remove();
    },
  };
}
