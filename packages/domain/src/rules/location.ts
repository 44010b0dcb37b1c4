/** A point on the map (spec: Location). */
export interface Location {
  latitude: number;
  longitude: number;
}

/** Where maps open when an item has no location of its own (the spec's default city). */
export const DEFAULT_MAP_POINT: Readonly<Location> = Object.freeze({ latitude: 39.01, longitude: 48.08 });

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
