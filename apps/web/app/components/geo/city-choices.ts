import type { State } from '@shahrbazar/domain/api/catalogue.schema';
import { normalizeForSearch } from '@shahrbazar/domain/text/normalize';

/** Where the chooser lives (routes/city.tsx): its page, and the POST that remembers a choice. */
export const CITY_ROUTE = '/city';

/** The value of the city cookie, and of the "all cities" choice (spec: the default item has id -1). */
export const ALL_CITIES = -1;

/** A state as the city chooser shows it: only what it needs, so the page (or the fetched list) stays small. */
export interface ChoiceState {
  id: number;
  name: string;
  cities: Array<{ id: number; name: string; slug: string }>;
}

/** The states of the API (with every field of every city) as choices. */
export function toChoices(states: readonly State[]): ChoiceState[] {
  return states.map((state) => ({
    id: state.id,
    name: state.name,
    cities: state.cities.map((city) => ({ id: city.id, name: city.name, slug: city.slug })),
  }));
}

/**
 * The states and cities a search leaves, Persian-normalised (ی/ي, ک/ك, Persian digits, zero-width non-joiner as a
 * space): a state whose name matches keeps every city; otherwise only its cities whose name or slug match, and a
 * state without any is left out. An empty search leaves everything.
 */
export function filterChoices(states: readonly ChoiceState[], query: string): ChoiceState[] {
  const text = normalizeForSearch(query);
  if (!text) return [...states];
  const matches = (value: string) => normalizeForSearch(value).includes(text);
  return states.flatMap((state) => {
    if (matches(state.name)) return [state];
    const cities = state.cities.filter((city) => matches(city.name) || city.slug.includes(text));
    return cities.length ? [{ ...state, cities }] : [];
  });
}

/** A city cookie value as sent in a form: a whole number (a city's id, or -1 for all cities), else undefined. */
export function cityChoiceOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id === ALL_CITIES || id > 0 ? id : undefined;
}
