import { isLocationSet, type Location } from '@shahrbazar/domain/rules/location';
import { openStreetMapHref } from '@shahrbazar/domain/rules/map';

/**
 * The map a listing's page shows: its point and the OpenStreetMap link, or null when its location is not set (spec:
 * set only when both latitude and longitude are above 0; 0,0 means "not chosen").
 */
export function detailMapOf(location: Partial<Location> | null | undefined): { point: Location; href: string } | null {
  if (!isLocationSet(location)) return null;
  const point = { latitude: location.latitude, longitude: location.longitude };
  return { point, href: openStreetMapHref(point) };
}
