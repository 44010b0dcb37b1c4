/**
 * The browser's local cache (spec: Local cached data): an IndexedDB database of this name and version (spec section
 * 9: database version 12; section 5: the version must be at least 0.1).
 */
export const LOCAL_DB_NAME = 'shahrbazar';
export const LOCAL_DB_VERSION = 12;

/** Whether a version number is acceptable for the local database (spec section 5: at least 0.1). */
export function isLocalDbVersion(version: number): boolean {
  return Number.isFinite(version) && version >= 0.1;
}

/** The spec's `setting` entries of the local cache, as the initial data carries them. */
export const LOCAL_SETTING_NAMES = [
  'priceUnit',
  'urlTerms',
  'urlPrivacy',
  'urlAgent',
  'priceGold18',
  'activeSale',
  'restoreSettings',
  'selectedBoothId',
  'activeReward',
  'activeMyRealEstateRegister',
] as const;
export type LocalSettingName = (typeof LOCAL_SETTING_NAMES)[number];

/** A name -> value entry of the local `setting` store. */
export interface LocalSetting {
  name: string;
  value: string | number | boolean;
}

/**
 * The `setting` entries to store from an initial-data response: the spec's settings and the selected city (spec
 * section 7: saving the initial data stores selectedCity too). A value the response lacks is not stored.
 */
export function localSettingsOf(data: Partial<Record<LocalSettingName | 'selectedCity', unknown>>): LocalSetting[] {
  return [...LOCAL_SETTING_NAMES, 'selectedCity' as const].flatMap((name) => {
    const value = data[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? [{ name, value }]
      : [];
  });
}

/** The recent-search entry for a query: its text trimmed and spaces folded, or null when there is nothing to keep. */
export function recentSearchOf(type: string, text: string): { type: string; text: string } | null {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  if (!cleaned) return null;
  return { type, text: cleaned.slice(0, 200) };
}
