import type { Location } from './location.ts';

// The city map (/map) asks for the listings inside a box of latitude and longitude. A box is clamped to at most
// MAX_BOX_SPAN degrees a side around its centre (about 55 km north to south): a whole city, never a country, so one
// answer stays small and its query stays an index range. Distances for the list beside the map are great-circle ones.

/** A box of the map: south-west and north-east corners. */
export interface MapBox {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** The widest box side the map answers for, in degrees. */
export const MAX_BOX_SPAN = 0.5;
/** The box around a city's centre when none is asked for. */
export const CITY_BOX_HALF_SPAN = 0.15;
/** The most listings one answer carries. */
export const MAP_ITEM_LIMIT = 500;

/** A box no wider than MAX_BOX_SPAN a side (shrunk around its centre), its corners in order; and whether it shrank. */
export function clampBox(box: MapBox, maxSpan = MAX_BOX_SPAN): { box: MapBox; clamped: boolean } {
  const minLat = Math.min(box.minLat, box.maxLat);
  const maxLat = Math.max(box.minLat, box.maxLat);
  const minLng = Math.min(box.minLng, box.maxLng);
  const maxLng = Math.max(box.minLng, box.maxLng);
  let clamped = false;
  const side = (low: number, high: number): [number, number] => {
    if (high - low <= maxSpan) return [low, high];
    clamped = true;
    const middle = (low + high) / 2;
    return [middle - maxSpan / 2, middle + maxSpan / 2];
  };
  const [lat0, lat1] = side(minLat, maxLat);
  const [lng0, lng1] = side(minLng, maxLng);
  return { box: { minLat: lat0, minLng: lng0, maxLat: lat1, maxLng: lng1 }, clamped };
}

/** The box of `halfSpan` degrees each way around a point. */
export function boxAround(point: Location, halfSpan = CITY_BOX_HALF_SPAN): MapBox {
  return {
    minLat: point.latitude - halfSpan,
    minLng: point.longitude - halfSpan,
    maxLat: point.latitude + halfSpan,
    maxLng: point.longitude + halfSpan,
  };
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: Location, b: Location): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Items sorted nearest first from a point, each with its distance in metres. */
export function nearestFirst<T extends Location>(items: readonly T[], from: Location): Array<T & { distance: number }> {
  return items
    .map((item) => ({ ...item, distance: distanceMeters(from, item) }))
    .sort((a, b) => a.distance - b.distance);
}

/** Points gathered into one marker: where it is drawn (their mean) and who they are. */
export interface Cluster<T> {
  latitude: number;
  longitude: number;
  items: T[];
}

/**
 * Points gathered by a grid of `cell` degrees (the map picks the cell from its zoom): every cell with points is one
 * cluster at their mean, so a thousand shops of a bazaar are one numbered marker until one zooms in.
 */
export function clusterByGrid<T extends Location>(points: readonly T[], cell: number): Cluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const point of points) {
    const key = `${Math.floor(point.latitude / cell)}:${Math.floor(point.longitude / cell)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  return [...cells.values()].map((items) => ({
    latitude: items.reduce((sum, item) => sum + item.latitude, 0) / items.length,
    longitude: items.reduce((sum, item) => sum + item.longitude, 0) / items.length,
    items,
  }));
}

/** The grid cell of a zoom level: about 60 screen pixels of a Web Mercator map. */
export function clusterCellOf(zoom: number): number {
  return (60 * 360) / (256 * 2 ** zoom);
}

/** A distance as people say it: metres under a kilometre (rounded to 10), else kilometres with one decimal. */
export function distanceParts(meters: number): { value: number; unit: 'm' | 'km' } {
  if (meters < 1000) return { value: Math.max(10, Math.round(meters / 10) * 10), unit: 'm' };
  return { value: Math.round(meters / 100) / 10, unit: 'km' };
}

/**
 * The question the map asks for the box in view (ADR 0043): its corners inside the world (a map zoomed far out shows
 * longitudes past ±180), rounded to 5 decimals (about a metre), as the query of GET /api/v1/map with the section.
 */
export function mapQueryOf(box: MapBox, vertical?: string): MapBox & { vertical?: string } {
  const within = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const round = (value: number, limit: number) => Math.round(within(value, limit) * 1e5) / 1e5;
  return {
    minLat: round(box.minLat, 90),
    minLng: round(box.minLng, 180),
    maxLat: round(box.maxLat, 90),
    maxLng: round(box.maxLng, 180),
    ...(vertical ? { vertical } : {}),
  };
}
