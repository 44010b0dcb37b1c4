import { toAsciiDigits } from '../format/number.ts';
import type { Location } from './location.ts';

// The maps of the site (a listing's point, the owner's point picker, the city map, the tour) draw the tiles of the
// configured tile server (MAP_TILE_URL, by default OpenStreetMap's standard tiles, handed to the web through the
// initial data); the API names its origin in the CSP img-src. The default point where maps open is
// `DEFAULT_MAP_POINT` of ./location.ts.

/** A tile server: its address template ({z}/{x}/{y}) and the credit it asks for. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The default origin map tiles come from. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/** OpenStreetMap's standard tiles, as a `{z}/{x}/{y}` template. */
export const MAP_TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;

/**
 * The credit OpenStreetMap's licence asks for wherever its tiles are shown (HTML: a link to the copyright page, in a
 * tab of its own so a half-filled form is not left behind).
 */
export const MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** The deepest zoom the standard tiles have. */
export const MAP_MAX_ZOOM = 19;

/**
 * What tile requests tell the tile server about the page: the site's own Referrer-Policy (same-origin) sends nothing
 * across origins, and OpenStreetMap's tile usage policy asks web pages for a Referer.
 */
export const MAP_TILE_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Zoom of a map that opens to choose a point (a part of a city: its streets). */
export const MAP_PICK_ZOOM = 13;

/** Zoom of a map that shows one point (the streets around it). */
export const MAP_POINT_ZOOM = 15;

/** A coordinate as typed (Persian digits and «٫» welcome): a number within ±limit, or undefined. */
export function parseCoordinate(text: string, limit: number): number | undefined {
  const trimmed = toAsciiDigits(text.trim()).replace('٫', '.');
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * The point of a typed latitude and longitude: undefined while either is not a coordinate, or when both are 0 (the
 * API stores "no point" as 0, 0).
 */
export function parsePoint(latitude: string, longitude: string): Location | undefined {
  const lat = parseCoordinate(latitude, 90);
  const lon = parseCoordinate(longitude, 180);
  if (lat === undefined || lon === undefined || (lat === 0 && lon === 0)) return undefined;
  return { latitude: lat, longitude: lon };
}

/** A point as the form's two inputs show it: 6 decimals (about 10 cm), ASCII digits. */
export function pointText(point: Location): { latitude: string; longitude: string } {
  return { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) };
}

/** The OpenStreetMap page of a point, with a marker on it (5 decimals: about a metre). */
export function openStreetMapHref(point: Location, zoom = 16): string {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
