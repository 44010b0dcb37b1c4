import { SITE_TEXT_GROUP, type InitialData } from '@shahrbazar/domain/api/app.schema';
import type { Db } from '../../db/client.ts';
import { findOptionsByGroup } from './option.repository.ts';

/** Default selected city of the spec: -1, "all cities". */
const DEFAULT_SELECTED_CITY = -1;

/** App settings / initial data: what every page needs before it renders. */
export async function getInitialData(db: Db): Promise<InitialData> {
  const rows = await findOptionsByGroup(db, SITE_TEXT_GROUP);
  const siteTexts = Object.fromEntries(rows.map((row) => [row.name, row.content]));
  return {
    siteTexts,
    selectedCity: DEFAULT_SELECTED_CITY,
    priceUnit: siteTexts.unitPrice || 'تومان',
  };
}
