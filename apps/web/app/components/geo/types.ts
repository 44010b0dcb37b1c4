/** Shapes of the geo and tag pages of the back office (no runtime code). */

/** A city as a row of the cities list, every text ready in the page's locale. */
export interface CityRow {
  id: number;
  number: string;
  name: string;
  slug: string;
  stateId: number;
  stateName: string;
  /** «۳۸٫۲۴۹۸، ۴۸٫۲۹۳۳», or '' when the location is not set (both coordinates must be above 0). */
  location: string;
  users: number;
  userCount: string;
}

/** A state as a row of the states list. */
export interface StateRow {
  id: number;
  number: string;
  name: string;
  slug: string;
  cities: number;
  cityCount: string;
}

/** A tag as a row of the tags list. */
export interface TagRow {
  id: number;
  number: string;
  title: string;
  slug: string;
}
