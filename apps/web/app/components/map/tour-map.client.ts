// The city tour's map, loaded only in the browser and only on /cityTour at desktop width (`tour-map.tsx` imports it
// with `import()`): the stops as numbered pins joined by the route in their order.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_MAX_ZOOM } from '@shahrbazar/domain/rules/map';
import classes from './city-map.module.css';

export interface TourMapStop {
  latitude: number;
  longitude: number;
  title: string;
  /** Its number on the tour, as shown (Persian digits in Persian). */
  label: string;
}

export interface TourMapHandle {
  destroy(): void;
}

/** Draws the tour into `element`: numbered pins in order and the line between them, fitted to the view. */
export function createTourMap(
  element: HTMLElement,
  options: {
    stops: readonly TourMapStop[];
    tiles: { url: string; attribution: string } | null;
    zoomIn: string;
    zoomOut: string;
  },
): TourMapHandle {
  const points = options.stops.map((stop) => L.latLng(stop.latitude, stop.longitude));
  const map = L.map(element, { maxZoom: MAP_MAX_ZOOM, zoomControl: false, scrollWheelZoom: false });
  L.control.zoom({ position: 'topleft', zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map);
  if (options.tiles) {
    L.tileLayer(options.tiles.url, {
      attribution: options.tiles.attribution,
      maxZoom: MAP_MAX_ZOOM,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).addTo(map);
  }
  L.polyline(points, { color: '#087f5b', weight: 4, opacity: 0.8, dashArray: '8 6' }).addTo(map);
  options.stops.forEach((stop, index) => {
    const icon = L.divIcon({
      className: '',
      html: `<span class="${classes.cluster}">${stop.label.replace(/[<>&"']/g, '')}</span>`,
      iconSize: [34, 34],
      iconAnchor: [17, 17],
    });
    L.marker(points[index]!, { icon, title: stop.title, alt: stop.title, keyboard: true }).addTo(map);
  });
  map.fitBounds(L.latLngBounds(points).pad(0.2), { maxZoom: 16 });
  return { destroy: () => map.remove() };
}
