/** A point on the map (spec: Location). */
export interface Location {
  latitude: number;
  longitude: number;
}

/** Where maps open when an item has no location of its own (the spec's default point; it names no city). */
export const DEFAULT_MAP_POINT: Readonly<Location> = Object.freeze({ latitude: 39.01, longitude: 48.08 });

/**
 * The city the city map opens on when the visitor has chosen none (ADR 0095): the spec names a default point but no
 * city, and the point lies where no record is; the seeded city, Ardabil, is where the site's records are.
 */
export const DEFAULT_MAP_CITY_SLUG = 'ardabil';

/** Whether a location is set: both latitude and longitude are greater than 0 (0,0 means "not chosen"). */
export function isLocationSet(location: Partial<Location> | null | undefined): location is Location {
  return (location?.latitude ?? 0) > 0 && (location?.longitude ?? 0) > 0;
}

/** The point a map should show: the item's location when set, otherwise the default map point. */
export function mapPointOf(location: Partial<Location> | null | undefined): Location {
  return isLocationSet(location)
    ? { latitude: location.latitude, longitude: location.longitude }
    : { ...DEFAULT_MAP_POINT };
}
