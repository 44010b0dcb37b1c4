import { z } from 'zod';
import {
  APP_SETTING_DEFAULTS,
  APP_SETTING_GROUP,
  SERVICE_SETTING_GROUP,
  SITE_SETTING_GROUP,
  SITE_TEXT_GROUP,
  SITE_TEXT_GROUP_KEYS,
  SITE_TEXT_NAMES,
  TRANSLATABLE_SITE_TEXT_NAMES,
  siteTextKind,
  type AppSettingName,
  type SiteTextGroup,
  type SiteTextName,
} from './app.schema.ts';
import { pageOf } from './page.schema.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '../rules/pagination.ts';

// Write and query schemas of the settings screens (spec section 3: Setting entry / Option, Site setting, Site text
// settings, SEO setting, App settings). Every value is stored as text in the options table; these schemas decide
// what text is acceptable, so a bad value is a 422 with the field named, never a broken page later.

/** Option groups edited on their own settings screens, never through the generic option entries. */
export const RESERVED_OPTION_GROUPS: readonly string[] = [
  SITE_TEXT_GROUP,
  SITE_SETTING_GROUP,
  APP_SETTING_GROUP,
  SERVICE_SETTING_GROUP,
];

/** A machine name (group or option name): latin letters, digits, `_`, `-` and `.`, starting with a letter or digit. */
const MACHINE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const machineName = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(60, 'tooLong')
  .regex(MACHINE_NAME, 'invalid');

/** An http(s) address, or '' for none. */
const absoluteUrl = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine((value) => value === '' || isHttpUrl(value), 'invalid');

/** An http(s) address or a path of this site ("/page/terms"), or '' for none. */
const siteLink = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((value) => value === '' || isHttpUrl(value) || /^\/(?![/\\])\S*$/.test(value), 'invalid');

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Setting entry / Option as the back office writes it (group + name unique). */
export const OptionWriteSchema = z
  .object({
    group: machineName,
    name: machineName,
    title: z.string().trim().max(200, 'tooLong').default(''),
    content: z.string().max(5000, 'tooLong').default(''),
    location: z.string().trim().max(100, 'tooLong').default(''),
    sortOrder: z.number().int('invalid').min(0, 'invalid').max(1_000_000, 'invalid').default(0),
  })
  .meta({ id: 'OptionWrite' });
export type OptionWrite = z.input<typeof OptionWriteSchema>;

/** The option entries list: paging, a group ('' or -1 for all) and a search in name, title and content. */
export const OptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  group: z.preprocess((value) => (value === '' || value === '-1' ? undefined : value), machineName.optional()),
  textSearch: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(100).optional()),
});
export type OptionListQuery = z.input<typeof OptionListQuerySchema>;

const OptionItemSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  title: z.string(),
  name: z.string(),
  content: z.string(),
  location: z.string(),
  sortOrder: z.number().int(),
});

/** One page of option entries, with every group there is (for the filter). */
export const OptionPageSchema = pageOf(OptionItemSchema)
  .extend({ groups: z.array(z.string()) })
  .meta({ id: 'OptionPage' });
export type OptionPage = z.infer<typeof OptionPageSchema>;
export type OptionItem = z.infer<typeof OptionItemSchema>;

// ---- Site setting -------------------------------------------------------------------------------------------------

/** Site setting of the spec (back office), stored as options of group `siteSetting`; defaults when never set. */
export const SITE_SETTING_DEFAULTS = {
  appName: '',
  appTitle: '',
  metaDescription: '',
  titleSeparator: ' | ',
  appUrl: '',
  tagManagerId: '',
  restoreSettingsCode: '',
} as const;
export type SiteSettingName = keyof typeof SITE_SETTING_DEFAULTS;
export const SITE_SETTING_NAMES = Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingName[];
/** Site settings that stay in the back office: never sent to every visitor with the initial data. */
export const PRIVATE_SITE_SETTINGS: readonly SiteSettingName[] = ['restoreSettingsCode'];
/** Site settings with an English value beside the Persian one (ADR 0045), sent as `{name}En`. */
export const TRANSLATABLE_SITE_SETTINGS = ['appName', 'appTitle', 'metaDescription'] as const;

export const SiteSettingsSchema = z
  .object({
    appName: z.string(),
    appTitle: z.string(),
    metaDescription: z.string(),
    titleSeparator: z.string(),
    appUrl: z.string(),
    tagManagerId: z.string(),
    restoreSettingsCode: z.string(),
    appNameEn: z.string(),
    appTitleEn: z.string(),
    metaDescriptionEn: z.string(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** A change of the site settings: only the fields sent change. */
export const SiteSettingsWriteSchema = z
  .strictObject({
    appName: z.string().trim().min(1, 'required').max(100, 'tooLong'),
    appTitle: z.string().trim().min(1, 'titleRequired').max(150, 'tooLong'),
    metaDescription: z.string().trim().max(320, 'tooLong'),
    // Spaces around the separator matter (" | "): not trimmed, but it must show something.
    titleSeparator: z
      .string()
      .max(10, 'tooLong')
      .refine((value) => value.trim() !== '', 'required'),
    appUrl: absoluteUrl(),
    tagManagerId: z
      .string()
      .trim()
      .max(30, 'tooLong')
      .refine((value) => value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(value), 'invalid'),
    restoreSettingsCode: z.string().trim().max(100, 'tooLong'),
    // English values (ADR 0045): '' shows the Persian one on the English site.
    appNameEn: z.string().trim().max(100, 'tooLong'),
    appTitleEn: z.string().trim().max(150, 'tooLong'),
    metaDescriptionEn: z.string().trim().max(320, 'tooLong'),
  })
  .partial()
  .meta({ id: 'SiteSettingsWrite' });
export type SiteSettingsWrite = z.input<typeof SiteSettingsWriteSchema>;

// ---- Site texts ---------------------------------------------------------------------------------------------------

function siteTextSchema(name: SiteTextName): z.ZodType<string | undefined> {
  switch (siteTextKind(name)) {
    case 'long':
      return z.string().trim().max(4000, 'tooLong').optional();
    case 'url':
      return absoluteUrl().optional();
    case 'link':
      return siteLink.optional();
    case 'email':
      return z
        .string()
        .trim()
        .max(200, 'tooLong')
        .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'emailInvalid')
        .optional();
    case 'switch':
      return z.enum(['true', 'false'], { error: 'invalid' }).optional();
    default:
      return z.string().trim().max(300, 'tooLong').optional();
  }
}

/**
 * A change of the site texts: any of the known names (an unknown name is refused), each checked by its kind; `en`
 * holds the English values of the translatable ones (ADR 0045), '' for none.
 */
export const SiteTextsWriteSchema = z
  .strictObject({
    ...(Object.fromEntries(SITE_TEXT_NAMES.map((name) => [name, siteTextSchema(name)])) as Record<
      SiteTextName,
      z.ZodType<string | undefined>
    >),
    en: z
      .strictObject(
        Object.fromEntries(TRANSLATABLE_SITE_TEXT_NAMES.map((name) => [name, siteTextSchema(name)])) as Record<
          SiteTextName,
          z.ZodType<string | undefined>
        >,
      )
      .optional(),
  })
  .meta({ id: 'SiteTextsWrite' });
export type SiteTextsWrite = Partial<Record<SiteTextName, string>> & { en?: Partial<Record<SiteTextName, string>> };

/** The site texts screen: the spec's groups in order, each text with its kind and value ('' when never set). */
export const SiteTextsScreenSchema = z
  .object({
    groups: z.array(
      z.object({
        key: z.enum(SITE_TEXT_GROUP_KEYS as [SiteTextGroup, ...SiteTextGroup[]]),
        texts: z.array(
          z.object({
            name: z.string(),
            title: z.string(),
            kind: z.enum(['text', 'long', 'url', 'link', 'email', 'switch']),
            content: z.string(),
            /** The English value (ADR 0045); null when the text is the same in both languages. */
            contentEn: z.string().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SiteTextsScreen' });
export type SiteTextsScreen = z.infer<typeof SiteTextsScreenSchema>;

// ---- App settings -------------------------------------------------------------------------------------------------

/** How each app setting is typed: whole numbers >= 0, switches, addresses, free text. */
export const APP_SETTING_KINDS: Record<AppSettingName, 'integer' | 'boolean' | 'url' | 'text'> = {
  appVersionCode: 'integer',
  appVersionName: 'text',
  appForceUpdate: 'boolean',
  appUrlUpdate: 'url',
  appUrlDownload: 'url',
  appUpdateDescription: 'text',
  panelVersionCode: 'integer',
  panelVersionName: 'text',
  panelForceUpdate: 'boolean',
  panelUrlUpdate: 'url',
  panelUrlDownload: 'url',
  priceGold18: 'integer',
  activeSale: 'boolean',
  activeCrawlGoldPrice: 'boolean',
  crawlGoldPriceList: 'text',
  restoreSettings: 'boolean',
  activeReward: 'boolean',
  activeMyRealEstateRegister: 'boolean',
  urlAgent: 'url',
};
export const APP_SETTING_NAMES = Object.keys(APP_SETTING_DEFAULTS) as AppSettingName[];

const integer = z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(2_000_000_000, 'invalid');
const flag = z.boolean({ error: 'invalid' });
const text = (max: number) => z.string({ error: 'invalid' }).trim().max(max, 'tooLong');

/** App settings (release info, prices and switches, agent link) as typed values. */
export const AppSettingsSchema = z
  .object({
    appVersionCode: z.number().int(),
    appVersionName: z.string(),
    appForceUpdate: z.boolean(),
    appUrlUpdate: z.string(),
    appUrlDownload: z.string(),
    appUpdateDescription: z.string(),
    panelVersionCode: z.number().int(),
    panelVersionName: z.string(),
    panelForceUpdate: z.boolean(),
    panelUrlUpdate: z.string(),
    panelUrlDownload: z.string(),
    priceGold18: z.number().int(),
    activeSale: z.boolean(),
    activeCrawlGoldPrice: z.boolean(),
    crawlGoldPriceList: z.string(),
    restoreSettings: z.boolean(),
    activeReward: z.boolean(),
    activeMyRealEstateRegister: z.boolean(),
    urlAgent: z.string(),
  })
  .meta({ id: 'AppSettings' });
export type AppSettings = z.infer<typeof AppSettingsSchema>;

/** A change of the app settings: only the fields sent change; numbers are whole and >= 0, switches are booleans. */
export const AppSettingsWriteSchema = z
  .strictObject({
    appVersionCode: integer,
    appVersionName: text(50),
    appForceUpdate: flag,
    appUrlUpdate: absoluteUrl(),
    appUrlDownload: absoluteUrl(),
    appUpdateDescription: text(2000),
    panelVersionCode: integer,
    panelVersionName: text(50),
    panelForceUpdate: flag,
    panelUrlUpdate: absoluteUrl(),
    panelUrlDownload: absoluteUrl(),
    priceGold18: integer,
    activeSale: flag,
    activeCrawlGoldPrice: flag,
    crawlGoldPriceList: text(2000),
    restoreSettings: flag,
    activeReward: flag,
    activeMyRealEstateRegister: flag,
    urlAgent: absoluteUrl(),
  })
  .partial()
  .meta({ id: 'AppSettingsWrite' });
export type AppSettingsWrite = z.input<typeof AppSettingsWriteSchema>;

// ---- Service settings ---------------------------------------------------------------------------------------------

/** A service setting as the back office lists it: its name, title and text. */
export const ServiceSettingSchema = z
  .object({ name: z.string(), title: z.string(), content: z.string() })
  .meta({ id: 'ServiceSetting' });
export type ServiceSetting = z.infer<typeof ServiceSettingSchema>;

/** A change of service settings: name -> text, for names that exist. */
export const ServiceSettingsWriteSchema = z
  .record(z.string().regex(MACHINE_NAME, 'invalid'), z.string().max(2000, 'tooLong'))
  .meta({ id: 'ServiceSettingsWrite' });

// ---- SEO ----------------------------------------------------------------------------------------------------------

/** The page types that have an SEO setting (spec: SEO setting, one per page type). */
export const SEO_PAGE_TYPES = [
  'home',
  'ads',
  'booth',
  'advertise',
  'expert',
  'work',
  'doctor',
  'lawyer',
  'productCategories',
  'search',
  'packages',
] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** Whether a text names an SEO page type. */
export function isSeoPageType(value: string): value is SeoPageType {
  return (SEO_PAGE_TYPES as readonly string[]).includes(value);
}

export const SeoWriteSchema = z
  .object({
    title: z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(150, 'tooLong'),
    sectionTitle: z.string().trim().max(150, 'tooLong').default(''),
    metaTitle: z.string().trim().max(150, 'tooLong').default(''),
    metaDescription: z.string().trim().max(320, 'tooLong').default(''),
  })
  .meta({ id: 'SeoWrite' });
export type SeoWrite = z.input<typeof SeoWriteSchema>;

export const SeoTypeParamsSchema = z.object({ type: z.string().max(40) });
