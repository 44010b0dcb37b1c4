import { createContext } from 'react';
import type { MapTiles } from '@shahrbazar/domain/rules/map';

/**
 * The site's tile server (MAP_TILE_URL, from the initial data through the root loader) for every point map below
 * the root; null: maps draw their marker on a plain ground (MAP_TILE_URL=off).
 */
export const MapTilesContext = createContext<MapTiles | null>(null);
