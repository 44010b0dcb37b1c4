import {
  APP_SETTING_DEFAULTS,
  APP_SETTING_GROUP,
  SERVICE_SETTING_GROUP,
  SITE_SETTING_GROUP,
  SITE_TEXT_GROUP,
  SITE_TEXT_GROUP_KEYS,
  SITE_TEXT_GROUPS,
  SITE_TEXT_NAMES,
  siteTextKind,
  siteTextTranslatable,
  type AppSettingName,
} from '@shahrbazar/domain/api/app.schema';
import {
  APP_SETTING_KINDS,
  APP_SETTING_NAMES,
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_NAMES,
  TRANSLATABLE_SITE_SETTINGS,
  type AppSettings,
  type ServiceSetting,
  type SiteSettings,
  type SiteTextsScreen,
  type SiteTextsWrite,
} from '@shahrbazar/domain/api/settings.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { findOptionsByGroup } from './option.repository.ts';
import { options } from './option.table.ts';

// The settings screens of the back office: site settings, site texts, app settings and service settings, each a
// group of options (group + name unique). A screen's PUT changes only the names it is sent, in one transaction,
// inserting a row the first time a name is set; the answer is the whole screen again.

/** A group's stored texts by name. */
async function groupTexts(db: Db, group: string): Promise<Map<string, string>> {
  return new Map((await findOptionsByGroup(db, group)).map((row) => [row.name, row.content]));
}

/** Sets the given names of a group in one transaction: inserted the first time, else only their content changes. */
async function setGroupTexts(
  db: Db,
  group: string,
  values: Record<string, string | undefined>,
  order: readonly string[],
): Promise<void> {
  const rows = Object.entries(values).flatMap(([name, content]) =>
    content === undefined ? [] : [{ group, name, content, sortOrder: Math.max(order.indexOf(name), 0) }],
  );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(options)
        .values(row)
        .onConflictDoUpdate({ target: [options.group, options.name], set: { content: row.content } });
    }
  });
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = new Map((await findOptionsByGroup(db, SITE_SETTING_GROUP)).map((row) => [row.name, row]));
  const persian = Object.fromEntries(
    SITE_SETTING_NAMES.map((name) => [name, rows.get(name)?.content ?? SITE_SETTING_DEFAULTS[name]]),
  );
  const english = Object.fromEntries(
    TRANSLATABLE_SITE_SETTINGS.map((name) => [`${name}En`, rows.get(name)?.contentEn ?? '']),
  );
  return { ...persian, ...english } as SiteSettings;
}

export async function saveSiteSettings(db: Db, input: Partial<SiteSettings>): Promise<SiteSettings> {
  const { appNameEn, appTitleEn, metaDescriptionEn, ...persian } = input;
  await setGroupTexts(db, SITE_SETTING_GROUP, persian, SITE_SETTING_NAMES);
  await setEnglishTexts(
    db,
    SITE_SETTING_GROUP,
    { appName: appNameEn, appTitle: appTitleEn, metaDescription: metaDescriptionEn },
    SITE_SETTING_NAMES,
  );
  return getSiteSettings(db);
}

/** Every site text of the spec in its group, with its kind and title; '' when never set. */
export async function getSiteTexts(db: Db): Promise<SiteTextsScreen> {
  const rows = new Map((await findOptionsByGroup(db, SITE_TEXT_GROUP)).map((row) => [row.name, row]));
  return {
    groups: SITE_TEXT_GROUP_KEYS.map((key) => ({
      key,
      texts: SITE_TEXT_GROUPS[key].map((name) => ({
        name,
        title: rows.get(name)?.title ?? '',
        kind: siteTextKind(name),
        content: rows.get(name)?.content ?? '',
        contentEn: siteTextTranslatable(name) ? (rows.get(name)?.contentEn ?? '') : null,
      })),
    })),
  };
}

export async function saveSiteTexts(db: Db, input: SiteTextsWrite): Promise<SiteTextsScreen> {
  const { en, ...persian } = input;
  await setGroupTexts(db, SITE_TEXT_GROUP, persian, SITE_TEXT_NAMES);
  await setEnglishTexts(db, SITE_TEXT_GROUP, en ?? {}, SITE_TEXT_NAMES);
  return getSiteTexts(db);
}

/** Sets the English values of the given names (ADR 0045), inserting a row with no Persian text the first time. */
async function setEnglishTexts(
  db: Db,
  group: string,
  values: Record<string, string | undefined>,
  order: readonly string[],
): Promise<void> {
  const rows = Object.entries(values).flatMap(([name, contentEn]) =>
    contentEn === undefined ? [] : [{ group, name, contentEn, sortOrder: Math.max(order.indexOf(name), 0) }],
  );
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(options)
        .values(row)
        .onConflictDoUpdate({ target: [options.group, options.name], set: { contentEn: row.contentEn } });
    }
  });
}

/** A stored app setting as its type: whole numbers (0 when unreadable), switches ("true"/"1" is on), text. */
function typedAppSetting(name: AppSettingName, text: string): number | boolean | string {
  switch (APP_SETTING_KINDS[name]) {
    case 'integer': {
      const value = Number.parseInt(text, 10);
      return Number.isFinite(value) ? value : 0;
    }
    case 'boolean':
      return text.trim() === 'true' || text.trim() === '1';
    default:
      return text;
  }
}

export async function getAppSettings(db: Db): Promise<AppSettings> {
  const stored = await groupTexts(db, APP_SETTING_GROUP);
  return Object.fromEntries(
    APP_SETTING_NAMES.map((name) => [name, typedAppSetting(name, stored.get(name) ?? APP_SETTING_DEFAULTS[name])]),
  ) as AppSettings;
}

/**
 * Saves the app settings sent; each vertical does what follows from them in the same transaction (a new 18-carat gold
 * rate re-prices a booth's gold items, ADR 0096, so «ارزان‌ترین» never sorts by a rate that is not the site's).
 */
export async function saveAppSettings(
  db: Db,
  input: Partial<AppSettings>,
  registry: VerticalRegistry,
): Promise<AppSettings> {
  const texts = Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, value === undefined ? undefined : String(value)]),
  );
  await db.transaction(async (tx) => {
    await setGroupTexts(tx, APP_SETTING_GROUP, texts, APP_SETTING_NAMES);
    for (const vertical of registry.values()) await vertical.onAppSettingsSaved?.(tx, input);
  });
  return getAppSettings(db);
}

export async function listServiceSettings(db: Db): Promise<ServiceSetting[]> {
  const rows = await findOptionsByGroup(db, SERVICE_SETTING_GROUP);
  return rows.map(({ name, title, content }) => ({ name, title, content }));
}

/** Changes the text of existing service settings; a name that does not exist is a field error. */
export async function saveServiceSettings(db: Db, input: Record<string, string>): Promise<ServiceSetting[]> {
  const known = new Set((await listServiceSettings(db)).map((row) => row.name));
  const unknown = Object.keys(input).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new AppError('validation', undefined, Object.fromEntries(unknown.map((name) => [name, 'invalid'])));
  }
  await setGroupTexts(db, SERVICE_SETTING_GROUP, input, [...known]);
  return listServiceSettings(db);
}
