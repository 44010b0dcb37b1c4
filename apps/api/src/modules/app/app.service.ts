import {
  APP_SETTING_DEFAULTS,
  APP_SETTING_GROUP,
  SERVICE_SETTING_GROUP,
  SITE_SETTING_GROUP,
  SITE_TEXT_GROUP,
  type AppSettingName,
  type InitialData,
  type InitialUser,
  type MyInitialData,
} from '@shahrbazar/domain/api/app.schema';
import { ALL_ITEMS_ID } from '@shahrbazar/domain/api/catalogue.schema';
import { PRIVATE_SITE_SETTINGS } from '@shahrbazar/domain/api/settings.schema';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { localized } from '@shahrbazar/domain/i18n/localized';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../auth/access-control.ts';
import { activeBanners } from '../banners/banner.service.ts';
import { categoryTree } from '../catalogue/category.service.ts';
import { listStates } from '../geo/geo.service.ts';
import type { VerticalRegistry } from '../listings/listing.mapper.ts';
import { dashboardCounts, seesDashboard } from './dashboard.service.ts';
import { findOptionsByGroup, findPublicOptions } from './option.repository.ts';

/** Option groups whose entries are name -> text maps of their own in the initial data (defined in the domain). */
export { SERVICE_SETTING_GROUP, SITE_SETTING_GROUP };

const asMap = (rows: Array<{ name: string; content: string }>) =>
  Object.fromEntries(rows.map((row) => [row.name, row.content]));
/** Texts the visitor reads, in their locale: the English value on the English site when one is set (ADR 0045). */
const asLocalizedMap = (rows: Array<{ name: string; content: string; contentEn: string }>, locale: Locale) =>
  Object.fromEntries(rows.map((row) => [row.name, localized(locale, row.content, row.contentEn)]));
const asBoolean = (text: string) => text.trim() === 'true' || text.trim() === '1';
const asInteger = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
};

async function initialUser(auth: AuthContext): Promise<InitialUser> {
  const { user } = auth;
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile ?? '',
    avatar: user.avatar,
    address: user.address,
    email: user.email ?? '',
    type: user.type,
    nationalCode: user.nationalCode,
    policies: await auth.policies(),
  };
}

export interface InitialDataRequest {
  auth: AuthContext | null;
  /** The `city` cookie as sent (a city id, or -1 / nothing for all cities). */
  cityCookie: string | undefined;
  /** The request's locale: names and texts are answered in it, Persian where no English value is set. */
  locale: Locale;
  /** The configured tile server (MAP_TILE_URL), null when maps go without tiles. */
  mapTiles: { url: string; attribution: string } | null;
}

/** What the initial data holds for everyone: all of it but the caller's own part and the chosen city. */
export type SharedInitialData = Omit<InitialData, 'user' | 'dashboard' | 'selectedCity'>;

/**
 * App settings / initial data (spec section 3): what every page needs before it renders. `shared` answers the part
 * that is everyone's (a copy kept a few seconds, ADR 0098); by default it is read anew.
 */
export async function getInitialData(
  db: Db,
  registry: VerticalRegistry,
  request: InitialDataRequest,
  shared: (locale: Locale) => Promise<SharedInitialData> = (locale) => sharedInitialData(db, locale, request.mapTiles),
): Promise<InitialData> {
  const [common, mine] = await Promise.all([
    shared(request.locale),
    request.auth ? myInitialData(db, registry, request.auth) : undefined,
  ]);
  const wanted = Number(request.cityCookie);
  const selectedCity = common.cities.some((city) => city.id === wanted) ? wanted : ALL_ITEMS_ID;
  return {
    ...common,
    user: mine?.user ?? null,
    selectedCity,
    ...(mine?.dashboard ? { dashboard: mine.dashboard } : {}),
  };
}

/** The caller's own part of the initial data: who they are, and a manager's dashboard counts when they may see them. */
export async function myInitialData(db: Db, registry: VerticalRegistry, auth: AuthContext): Promise<MyInitialData> {
  const [user, dashboard] = await Promise.all([
    initialUser(auth),
    seesDashboard(auth).then((sees) => (sees ? dashboardCounts(db, registry) : undefined)),
  ]);
  return { user, ...(dashboard ? { dashboard } : {}) };
}

/** The part of the initial data that is the same for every caller in a locale: texts, settings, places, categories. */
export async function sharedInitialData(
  db: Db,
  locale: Locale,
  mapTiles: InitialDataRequest['mapTiles'],
): Promise<SharedInitialData> {
  const [texts, siteSettings, appSettings, serviceSettings, publicOptions, states, categories, banners] =
    await Promise.all([
      findOptionsByGroup(db, SITE_TEXT_GROUP),
      findOptionsByGroup(db, SITE_SETTING_GROUP),
      findOptionsByGroup(db, APP_SETTING_GROUP),
      findOptionsByGroup(db, SERVICE_SETTING_GROUP),
      findPublicOptions(db),
      listStates(db, locale),
      categoryTree(db, { locale }),
      activeBanners(db),
    ]);
  const siteTexts = asLocalizedMap(texts, locale);
  const stored = asMap(appSettings);
  const setting = (name: AppSettingName) => stored[name] ?? APP_SETTING_DEFAULTS[name];
  const boothTypes: readonly string[] = BoothType.values;
  return {
    siteTexts,
    // The restore settings code stays in the back office.
    siteSettings: asLocalizedMap(
      siteSettings.filter((row) => !(PRIVATE_SITE_SETTINGS as readonly string[]).includes(row.name)),
      locale,
    ),
    groupings: categories.filter((category) => boothTypes.includes(category.type)),
    states: states.map(({ id, name, slug }) => ({ id, name, slug })),
    cities: states.flatMap((state) => state.cities),
    generalCategory: categories,
    selectedBoothId: ALL_ITEMS_ID,
    banners,
    serviceSettings: asMap(serviceSettings),
    options: publicOptions,
    appVersionCode: asInteger(setting('appVersionCode')),
    appVersionName: setting('appVersionName'),
    appForceUpdate: asBoolean(setting('appForceUpdate')),
    appUrlUpdate: setting('appUrlUpdate'),
    appUrlDownload: setting('appUrlDownload'),
    appUpdateDescription: setting('appUpdateDescription'),
    panelVersionCode: asInteger(setting('panelVersionCode')),
    panelVersionName: setting('panelVersionName'),
    panelForceUpdate: asBoolean(setting('panelForceUpdate')),
    panelUrlUpdate: setting('panelUrlUpdate'),
    panelUrlDownload: setting('panelUrlDownload'),
    priceGold18: asInteger(setting('priceGold18')),
    priceUnit: siteTexts.unitPrice || 'تومان',
    activeSale: asBoolean(setting('activeSale')),
    activeCrawlGoldPrice: asBoolean(setting('activeCrawlGoldPrice')),
    crawlGoldPriceList: setting('crawlGoldPriceList'),
    restoreSettings: asBoolean(setting('restoreSettings')),
    activeReward: asBoolean(setting('activeReward')),
    activeMyRealEstateRegister: asBoolean(setting('activeMyRealEstateRegister')),
    urlTerms: siteTexts.urlTerms ?? '',
    urlPrivacy: siteTexts.urlPrivacy ?? '',
    urlAgent: setting('urlAgent'),
    mapTiles,
  };
}
