import { MAP_POINT_ZOOM } from '@shahrbazar/domain/rules/map';
import type { Location } from '@shahrbazar/domain/rules/location';
import { PointMap } from './point-map.tsx';

/**
 * A listing's point on its page, in a chunk of its own: the page loads it when its map block comes near the viewport
 * (routes/listings/detail.tsx), so a reader who does not scroll to it downloads neither this nor the map box's code
 * (ADR 0129).
 */
export default function ListingMap({ point, label }: { point: Location; label: string }) {
  return <PointMap point={point} centre={point} zoom={MAP_POINT_ZOOM} label={label} />;
}
