import { z } from 'zod';
import { BannerSchema, CitySchema, GeneralCategorySchema } from './catalogue.schema.ts';

/** Setting entry / Option of the spec: one named text the back office edits (site texts are options too). */
export const OptionSchema = z
  .object({
    id: z.number().int(),
    group: z.string(),
    title: z.string(),
    name: z.string(),
    content: z.string(),
    location: z.string(),
  })
  .meta({ id: 'Option' });
export type Option = z.infer<typeof OptionSchema>;

/**
 * The spec's site text settings (name/content pairs) in the spec's groups: titles and links, social and trust links,
 * messages and footer, clinic and lawyer texts, other. The back office edits them group by group; the web reads them
 * for titles, the footer and links.
 */
export const SITE_TEXT_GROUPS = {
  titlesAndLinks: [
    'appTitle',
    'siteDescription',
    'siteUrl',
    'aboutBottom',
    'supportBottom',
    'phone',
    'address',
    'email',
  ],
  socialAndTrust: ['twitter', 'linkedin', 'telegram', 'youtube', 'aparat', 'instagram', 'samandehi', 'javaz', 'enamad'],
  messagesAndFooter: [
    'copyright',
    'unitPrice',
    'buyMessage',
    'categoryTitleMessage',
    'onlinePayActive',
    'descriptionFooter',
    'developerFooter',
  ],
  clinicAndLawyer: [
    'aboutBottomClinic',
    'aboutBottomLawyer',
    'urlQuestionsClinic',
    'urlQuestionsLawyer',
    'subTitleClinic',
    'subTitleLawyer',
    'profileTemplateClinic',
    'profileTemplateLawyer',
    'tariffListClinic',
    'tariffListLawyer',
  ],
  other: [
    'urlTerms',
    'urlPrivacy',
    'urlDownloadApp',
    'urlDownloadBazaar',
    'urlDownloadMyket',
    'asideClinicDetail',
    'asideLawyerDetail',
    'asideClinicPostDetail',
    'asideLawyerPostDetail',
  ],
} as const;
export type SiteTextGroup = keyof typeof SITE_TEXT_GROUPS;
export const SITE_TEXT_GROUP_KEYS = Object.keys(SITE_TEXT_GROUPS) as SiteTextGroup[];

/** Names of every site text, group by group. */
export const SITE_TEXT_NAMES = [
  ...SITE_TEXT_GROUPS.titlesAndLinks,
  ...SITE_TEXT_GROUPS.socialAndTrust,
  ...SITE_TEXT_GROUPS.messagesAndFooter,
  ...SITE_TEXT_GROUPS.clinicAndLawyer,
  ...SITE_TEXT_GROUPS.other,
] as const;
export type SiteTextName = (typeof SITE_TEXT_NAMES)[number];
/** Group under which site texts are stored as options. */
export const SITE_TEXT_GROUP = 'siteText';

export const SiteTextsSchema = z.record(z.string(), z.string()).meta({ id: 'SiteTexts' });
export type SiteTexts = Partial<Record<SiteTextName, string>>;

/**
 * What kind of text a site text is: one line, several lines, an http(s) address, an address or a path of this site,
 * an e-mail, or a switch ("true" means on, as the spec says of onlinePayActive).
 */
export type SiteTextKind = 'text' | 'long' | 'url' | 'link' | 'email' | 'switch';
const SITE_TEXT_KINDS: Partial<Record<SiteTextName, SiteTextKind>> = {
  siteDescription: 'long',
  siteUrl: 'url',
  aboutBottom: 'long',
  supportBottom: 'long',
  address: 'long',
  email: 'email',
  twitter: 'url',
  linkedin: 'url',
  telegram: 'url',
  youtube: 'url',
  aparat: 'url',
  instagram: 'url',
  samandehi: 'url',
  javaz: 'url',
  enamad: 'url',
  buyMessage: 'long',
  onlinePayActive: 'switch',
  descriptionFooter: 'long',
  aboutBottomClinic: 'long',
  aboutBottomLawyer: 'long',
  urlQuestionsClinic: 'link',
  urlQuestionsLawyer: 'link',
  profileTemplateClinic: 'long',
  profileTemplateLawyer: 'long',
  tariffListClinic: 'long',
  tariffListLawyer: 'long',
  urlTerms: 'link',
  urlPrivacy: 'link',
  urlDownloadApp: 'url',
  urlDownloadBazaar: 'url',
  urlDownloadMyket: 'url',
  asideClinicDetail: 'long',
  asideLawyerDetail: 'long',
  asideClinicPostDetail: 'long',
  asideLawyerPostDetail: 'long',
};

/** The kind of a site text (one line of text unless listed otherwise). */
export function siteTextKind(name: SiteTextName): SiteTextKind {
  return SITE_TEXT_KINDS[name] ?? 'text';
}

/**
 * Whether a site text has an English value beside the Persian one (ADR 0045): words do (one line or several), a
 * phone number, an address of a page, an e-mail or a switch is the same in both languages.
 */
export function siteTextTranslatable(name: SiteTextName): boolean {
  const kind = siteTextKind(name);
  return (kind === 'text' || kind === 'long') && name !== 'phone';
}

/** The site texts that have an English value, in the order of SITE_TEXT_NAMES. */
export const TRANSLATABLE_SITE_TEXT_NAMES: readonly SiteTextName[] = SITE_TEXT_NAMES.filter(siteTextTranslatable);

/** Group under which the site settings (app name, title, separator...) are stored as options. */
export const SITE_SETTING_GROUP = 'siteSetting';
/** Group under which the service settings are stored as options. */
export const SERVICE_SETTING_GROUP = 'serviceSetting';

/** Names of the spec's app settings (release info, prices and switches, links), kept as options in APP_SETTING_GROUP. */
export const APP_SETTING_DEFAULTS = {
  appVersionCode: '0',
  appVersionName: '',
  appForceUpdate: 'false',
  appUrlUpdate: '',
  appUrlDownload: '',
  appUpdateDescription: '',
  panelVersionCode: '0',
  panelVersionName: '',
  panelForceUpdate: 'false',
  panelUrlUpdate: '',
  panelUrlDownload: '',
  priceGold18: '0',
  activeSale: 'true',
  activeCrawlGoldPrice: 'false',
  crawlGoldPriceList: '',
  restoreSettings: 'false',
  activeReward: 'true',
  activeMyRealEstateRegister: 'true',
  urlAgent: '',
} as const;
export type AppSettingName = keyof typeof APP_SETTING_DEFAULTS;
/** Group under which the app settings are stored as options. */
export const APP_SETTING_GROUP = 'appSetting';

/** The spec's dashboard counts, sent to managers only. */
export const DashboardCountsSchema = z
  .object({
    userTotal: z.number().int(),
    userActive: z.number().int(),
    userInActive: z.number().int(),
    boothTotal: z.number().int(),
    boothActive: z.number().int(),
    boothInActive: z.number().int(),
    boothPending: z.number().int(),
    orderTotal: z.number().int(),
    orderPending: z.number().int(),
    orderConfirmed: z.number().int(),
    orderRejected: z.number().int(),
    orderPreparing: z.number().int(),
    orderSent: z.number().int(),
    orderDelivered: z.number().int(),
    productTotal: z.number().int(),
    productActive: z.number().int(),
    productInActive: z.number().int(),
    paymentTotal: z.number().int(),
    paymentPaid: z.number().int(),
    paymentUnpaid: z.number().int(),
  })
  .meta({ id: 'DashboardCounts' });
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;

/** The signed-in user as the local cache keeps it (spec: Local cached data, user). */
export const InitialUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    avatar: z.string(),
    address: z.string(),
    email: z.string(),
    type: z.number().int(),
    nationalCode: z.string(),
    policies: z.array(z.object({ group: z.string(), name: z.string() })),
  })
  .meta({ id: 'InitialUser' });
export type InitialUser = z.infer<typeof InitialUserSchema>;

/**
 * App settings / initial data (spec section 3): what every page and app needs before it renders. States come without
 * their cities and cities carry state_id (each city once). Booleans of the spec's switches are real booleans.
 */
export const InitialDataSchema = z
  .object({
    user: InitialUserSchema.nullable(),
    siteTexts: SiteTextsSchema,
    /** Site settings (app name, title, meta description, title separator, url, tag manager id). */
    siteSettings: z.record(z.string(), z.string()),
    groupings: z.array(GeneralCategorySchema),
    states: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
    cities: z.array(CitySchema),
    generalCategory: z.array(GeneralCategorySchema),
    /** The visitor's chosen city (cookie `city`), -1 for all cities. */
    selectedCity: z.number().int(),
    selectedBoothId: z.number().int(),
    banners: z.array(BannerSchema),
    serviceSettings: z.record(z.string(), z.string()),
    options: z.array(OptionSchema),
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
    priceUnit: z.string(),
    activeSale: z.boolean(),
    activeCrawlGoldPrice: z.boolean(),
    crawlGoldPriceList: z.string(),
    restoreSettings: z.boolean(),
    activeReward: z.boolean(),
    activeMyRealEstateRegister: z.boolean(),
    urlTerms: z.string(),
    urlPrivacy: z.string(),
    urlAgent: z.string(),
    /** Only for a signed-in manager holding dashboard.index. */
    dashboard: DashboardCountsSchema.optional(),
    /** The tile server every map draws from (MAP_TILE_URL); null: maps draw their markers on a plain ground. */
    mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  })
  .meta({ id: 'InitialData' });
export type InitialData = z.infer<typeof InitialDataSchema>;

/**
 * A signed-in caller's own part of the initial data: who they are, and the dashboard counts of a manager who may see
 * them. A page's server reads everyone's part as a visitor's kept copy and this beside it (issue 32).
 */
export const MyInitialDataSchema = z
  .object({ user: InitialUserSchema, dashboard: DashboardCountsSchema.optional() })
  .meta({ id: 'MyInitialData' });
export type MyInitialData = z.infer<typeof MyInitialDataSchema>;
