import { useRouteLoaderData } from 'react-router';
import type { InitialData } from '@shahrbazar/domain/api/app.schema';
import { ALL_CITIES } from './city-choices.ts';

/** The visitor's chosen city as the header shows it; null for all cities. */
export interface SelectedCity {
  id: number;
  name: string;
}

/**
 * The chosen city from the initial data: the API read the city cookie and answered its id (or -1 for all cities,
 * also for an id that no longer exists), and every city's name.
 */
export function selectedCityOf(data: Pick<InitialData, 'selectedCity' | 'cities'>): SelectedCity | null {
  if (data.selectedCity === ALL_CITIES) return null;
  const city = data.cities.find((item) => item.id === data.selectedCity);
  return city ? { id: city.id, name: city.name } : null;
}

/** The chosen city the root loader found for this page. */
export function useSelectedCity(): SelectedCity | null {
  return useRouteLoaderData<{ city?: SelectedCity | null }>('root')?.city ?? null;
}
