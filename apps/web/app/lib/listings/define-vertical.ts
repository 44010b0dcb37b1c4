import type { PostType } from '@shahrbazar/domain/enums/content';
import type { ComponentType } from 'react';
import type { Listing, ListingImage } from '@shahrbazar/domain/api/listing.schema';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import { offeredSorts, type ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import type { SectionAdType } from '@shahrbazar/domain/rules/section-ads';
import type { DeviceType } from '@shahrbazar/domain/enums/people';
import type { PackageType } from '@shahrbazar/domain/enums/plans';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { ListPathVertical } from '@shahrbazar/domain/rules/listing-filter';
import type { PolicyRef } from '@shahrbazar/domain/rules/permission';
import type { IconName } from '../../components/icons.tsx';
import type { ApiClient, ApiPath } from '../api-client.ts';
import type { fa } from '../../locales/catalogues.ts';

/** The verticals the web knows, by the keys of their words in the catalogue (`listings.verticals.<key>`). */
export type VerticalKey = keyof (typeof fa)['listings']['verticals'];

/** Which level of the category tree a listing is filed under (the deepest its form must name). */
export type CategoryLevel = 'category' | 'subCategory' | 'subSubCategory';

/** The write field of each category level, as the spec spells it (the API's ListingWriteSchema). */
export const CATEGORY_FIELD: Record<CategoryLevel, string> = {
  category: 'general_category_id',
  subCategory: 'general_sub_category_id',
  subSubCategory: 'general_sub_sub_category_id',
};

/** An enumeration a filter offers (the domain's defineEnum): each value with its label in both locales. */
export interface FilterChoices {
  readonly entries: readonly { value: string | number; label: Record<Locale, string> }[];
}

/**
 * A list filter a vertical declares, drawn in its list's filter bar beside city and category and sent to the API as
 * the same query parameters (the API declares it on its detail table, ADR 0024): `oneOf` is a select named `name`;
 * `range` is two number inputs `<name>Min` and `<name>Max` (toman, Persian digits welcome); `flag` is a checkbox that
 * sends `<name>=1` ("with photo", «فوری»). Its label is `listings.verticals.<key>.filters.<name>`.
 */
export type WebFilter =
  | { name: string; kind: 'oneOf'; choices: FilterChoices }
  | { name: string; kind: 'range' }
  /** A checkbox: `<name>=1` keeps the listings that have it (with photo, a doctor who takes appointments online). */
  | { name: string; kind: 'flag' };

/** A listing as the API answers it: the core's fields plus the vertical's own at the top level (an ad's price). */
export type VerticalListing = Listing & Record<string, unknown>;

/** What the owner's form hands a vertical's own fields: the saved listing, what was typed, the API's field errors. */
export interface VerticalFormFieldsProps {
  listing: VerticalListing | undefined;
  /** Values typed before a refused submission (no JavaScript: the page is drawn again). */
  typed: Record<string, string> | undefined;
  errors: Record<string, string>;
}

/**
 * What a vertical declares for the web (the API side is apps/api/src/verticals/<key>/<key>.vertical.ts); the generic
 * pages do everything else: landing, list with filters and "more", detail with gallery and favorite, the owner's list
 * and form, favorites, moderation. Someone who has read one declaration can read them all.
 */
export interface WebVertical {
  /** The API's vertical key: /api/v1/{key}, /api/v1/me/{key}, a listing's `vertical`; also its folder's name. */
  key: VerticalKey;
  /**
   * Its place among the verticals (the registry's order: menus, the home page's blocks), lowest first; the registry
   * finds the verticals by their folders, in no order of their own. Without one it comes last.
   */
  rank?: number;
  /**
   * Its own entries in the user panel's menu beside its listings' (a job seeker's applications, a lawyer's answers):
   * the page, the catalogue key of its words, its icon, and the other addresses under it (ADR 0125).
   */
  panelMenu?: readonly VerticalMenuEntry[];
  /** Its entries in the agent panel's menu (a booth's agent pages: the agent's booths, their orders), ADR 0125. */
  agentMenu?: readonly PolicyMenuEntry[];
  /** Its entries in the back office's menu (a job's applications, a lawyer's questions to moderate), ADR 0125. */
  managerMenu?: readonly PolicyMenuEntry[];
  /** The public pages: /{path}, /{path}/list/{city?}/..., /{path}/{slug}/{slugId} (spec section 2). */
  path: ListPathVertical;
  /** The user panel pages: /panel/{panel}, /panel/{panel}/create, /panel/{panel}/{id} (spec: myAds, myExpert...). */
  panel: string;
  /** The header section whose title (`sections.<section>.title`) heads its pages and breadcrumbs. */
  section: ListPathVertical;
  icon: IconName;
  /** Its categories are the tree of this type, and a listing names a category of `categoryLevel`. */
  categoryType: CategoryType;
  /** When its listings come in kinds filed under several trees (a booth's four types): every tree, in order. */
  categoryTypes?: readonly CategoryType[];
  /**
   * Entering its public pages is a full browser navigation (spec: the doctor pages): every link and form that leads
   * to them reloads the document.
   */
  reloadDocument?: boolean;
  /** A page of all its categories, linked from its landing (the doctors' specialties), and its link's catalogue key. */
  categoriesPage?: { href: string; label: string };
  /** Its public page when not /{path}/{slug}/{slugId} (a booth: /booth/{name}). */
  detailPath?(listing: { slug: string; slugId: string } & Record<string, unknown>): string;
  /** The tree and package type of one listing, or of a new one from the address (a booth's ?type=), by kind. */
  kindOf?(listing: VerticalListing | undefined, url: URL): { categoryType: CategoryType; packageType: PackageType };
  /** The picture of its card when not its first image (a booth's logo). */
  cardImage?(listing: VerticalListing): ListingImage | undefined;
  /** Its owner pages when not /panel/{panel}, /create and /{id} (a booth: myBooths, myBooth/create, its manager). */
  ownerPages?: OwnerPages;
  categoryLevel: CategoryLevel;
  /** Packages of this type are offered in its form (GET /api/v1/packages?type=). */
  packageType: PackageType;
  /** The main line of its card and the detail page (an ad's price, «توافقی» for 0). */
  highlight(listing: VerticalListing, locale: Locale): string;
  /** A second line of its card, under the main one (a doctor's first free slot); none when absent or null. */
  cardLine?(listing: VerticalListing, locale: Locale): string | null;
  /** Its own inputs in the owner's form, named as the API's write body names them. */
  FormFields: ComponentType<VerticalFormFieldsProps>;
  /** Its own fields of the write body, read from the submitted form (e.g. the price with Persian digits as ASCII). */
  bodyOf(form: FormData): Record<string, unknown>;
  /** The names of its own form fields (their errors are shown beside them, not only in the form's alert). */
  formFields: readonly string[];
  /** Its own list filters (ADR 0024). */
  filters?: readonly WebFilter[];
  /**
   * The schema.org item of its detail page (an ad: Product with an Offer; a booth: LocalBusiness), beside the core's
   * BreadcrumbList (ADR 0029). `page` has the listing's absolute address and picture. Declared with
   * `schemaOrg(type, own?)` (lib/listings/structured-data.ts, ADR 0043): `structuredData: schemaOrg('Attorney')`.
   */
  structuredData?(listing: VerticalListing, page: { url: string; image: string }): Record<string, unknown>;
  /** Its listings have a price (the API's `detail.price`): its list offers the price sorts (ADR 0027). */
  priced?: boolean;
  /**
   * The device type its owner panel's payments carry (spec: each panel carries its device type tag in the payment
   * details): a clinic's panel is webMyClinic. Others leave it to the API's default (webClient).
   */
  deviceType?: DeviceType;
  /** Its section sells featured places (the API's `sectionAds`, ADR 0042): shown on top of its list and landing. */
  sectionAds?: SectionAdType;
  /** The declared sorts its list offers (the API's `detail.sorts`, ADR 0042): a clinic's earliest free slot, rating. */
  sorts?: readonly ListingSort[];
  /**
   * The blog's posts of this type have a block on its landing, the newest first, linked to the type's blog page (the
   * doctors' health articles, ADR 0055): the section's articles are the CMS's posts, written in the back office.
   */
  landingPosts?: PostType;
  /** The section's own page of those posts, when it has one (the lawyers' /lawyer/articles); else the blog's. */
  postsHref?: string;
  /**
   * A box on its landing inviting the visitor to act beyond browsing (the lawyers': ask a question, post a project;
   * issue 29): catalogue keys of its title and text, and its links.
   */
  landingInvite?: { title: string; text: string; links: ReadonlyArray<{ href: string; label: string }> };
  /** Its special and newest listings have a block on the home page (lib/listings/home-blocks.server.ts). */
  home?: boolean;
  /** Its own links on the owner's page of a listing (a job's applications). */
  OwnerLinks?: ComponentType<{ listing: VerticalListing }>;
  /** What its files may be: images only unless it says so (a city ad takes videos too; the API's fileKinds). */
  fileKinds?: readonly ('image' | 'video')[];
  /**
   * What its DetailExtra (verticals/detail-parts.ts) needs beyond the listing, read by the detail page's loader on the
   * server (a doctor's tariffs), worded in the reader's locale where the page shows it so (their prices).
   */
  detailLoad?(api: ApiClient, listing: VerticalListing, locale: Locale): Promise<unknown>;
  /**
   * Fields its page's blocks show worded on the server, added to the listing the page gets (a lawyer's licence expiry
   * as a Jalali date): the page's script then carries no calendar (jalaali-js, ADR 0129).
   */
  detailWords?(listing: VerticalListing, locale: Locale): Record<string, string>;
  /** A card of its own on the back office's page of a listing (a clinic's medical council number check). */
  ManagerExtra?: ComponentType<{ listing: VerticalListing }>;
  /**
   * The back office's pages of one listing of its own, as buttons beside «view on the site» on that listing's page
   * (a booth's products): each its catalogue key and its address.
   */
  managerLinks?: readonly { label: string; to: (id: number) => string }[];
  /** What the back office's form of ManagerExtra sends (intent=vertical), on the API. */
  managerAction?(api: ApiClient, listing: { id: number }, form: FormData): Promise<unknown>;
  /** A block of its own on the owner's edit page, above the form (a city ad's rewarding), with `ownerLoad`'s data. */
  OwnerExtra?: ComponentType<{ listing: VerticalListing; data: unknown }>;
  /** What OwnerExtra needs, read by the edit page's loader on the server (a city ad's rewarding state). */
  ownerLoad?(api: ApiClient, listing: VerticalListing): Promise<unknown>;
  /**
   * Links of its own on each row of the owner's list, beside «ویرایش» (a clinic's appointment book, issue 29): the
   * address and the catalogue key of the words.
   */
  rowLinks?(listing: { id: number }): ReadonlyArray<{ href: string; label: string }>;
  /**
   * The owner's list says, above the rows, what each listing's verified badge still needs (the one trust layer, ADR
   * 0081), with links to the identity documents and to the listing's form: a lawyer's panel (issue 29). A vertical
   * with a dashboard of its own (a clinic's) says it there instead.
   */
  mineTrust?: true;
  /** A block of its own above the owner's list of its listings (a lawyer's dashboard figures), with `mineLoad`'s data. */
  MineExtra?: ComponentType<{ data: unknown }>;
  /** What MineExtra needs, read by the owner's list loader on the server (ADR 0049). */
  mineLoad?(api: ApiClient): Promise<unknown>;
  /**
   * Its agent panel's door to the owner's edit page (a booth: /agent/booth/{id}/details; ADR 0047): the same form,
   * the agent's API path, list and policies, and a block of its own above the form with what `load` read.
   */
  agentPages?: AgentPages;
}

/**
 * The part of a vertical's declaration the site's shell reads on every page (the header's and the home page's
 * sections, lib/sections.ts): verticals/<key>/section.ts, which its index.ts spreads into the rest. Apart from index.ts
 * so that the header does not bring every vertical's forms into every page; its key is its folder's name.
 */
export type VerticalSection = Pick<WebVertical, 'rank' | 'path' | 'section' | 'icon' | 'reloadDocument'>;

/** An entry of a panel's menu a vertical declares. */
export interface VerticalMenuEntry {
  to: string;
  /** The catalogue key of its words. */
  label: string;
  icon: IconName;
  /** Addresses under it that keep it lit (a project's page under «my projects»). */
  also?: readonly string[];
}

/**
 * Where the verticals' entries go in the agent panel's and the back office's menus, each place in the registry's
 * order: `listings`, the pages of their listings and what is written under them (the agent panel: after the users;
 * the back office: after the listings' moderation), and `orders`, the deals paid through the site (after `listings` in
 * the back office, after the documents in the agent panel).
 */
export type MenuPlace = 'listings' | 'orders';

/** An entry of the agent panel's or the back office's menu a vertical declares: shown to whoever holds its policy. */
export interface PolicyMenuEntry extends VerticalMenuEntry {
  policy: PolicyRef;
  place: MenuPlace;
}

/**
 * A vertical's own blocks of its public page (spec: each vertical's detail page; ADR 0064), the `detailParts` export
 * of verticals/<key>/detail-parts.ts, loaded by that vertical's page only (verticals/detail-parts.ts).
 */
export interface DetailParts {
  /** Its own facts in the page's facts list. */
  DetailFacts: ComponentType<{ listing: VerticalListing }>;
  /** Its own actions beside call and favorite (a job's «apply», a doctor's «book»). */
  DetailActions?: ComponentType<{ listing: VerticalListing }>;
  /**
   * A block of its own near the top, under the title and before the actions (a city ad's reward countdown: issue 35
   * #8, it was below the safety tips), with the same props as DetailExtra.
   */
  DetailTop?: ComponentType<DetailExtraProps>;
  /**
   * A block of its own under the facts (a city ad's links, a doctor's tariffs), with what the vertical's
   * `detailLoad` read on the server.
   */
  DetailExtra?: ComponentType<DetailExtraProps>;
}

/** The agent panel's pages of a vertical's listings, edited with the owner's form for a user the agent onboarded. */
export interface AgentPages {
  /** The agent's API path of these listings (`/api/v1/agent/booth`), `/{id}` for one. */
  api: `/api/v1/agent/${VerticalKey}` & ApiPath<'post'>;
  /** The agent's list of them, where a saved edit returns. */
  list: string;
  /** The agent's page of one (where a package payment the agent made returns; ADR 0053). */
  one(id: number): string;
  /** The policies to read and to edit one (the agent panel's group). */
  policies: { index: PolicyRef; edit: PolicyRef };
  /** Its block above the form (the booth's shelves and products), with `load`'s data. */
  Extra?: ComponentType<{ listing: VerticalListing; data: unknown }>;
  load?(api: ApiClient, listing: VerticalListing): Promise<unknown>;
}

/** What a vertical's detail block is handed: the listing, and whether the visitor is signed in (and where to). */
export interface DetailExtraProps {
  listing: VerticalListing;
  signedIn: boolean;
  loginHref: string;
  /** What the vertical's detailLoad read (undefined without one). */
  data?: unknown;
}

/** The owner's pages of a vertical: their list, the new-listing form, and one listing's page. */
export interface OwnerPages {
  mine: string;
  create: string;
  one(id: number): string;
  /** The delete confirmation of one listing. */
  remove(id: number): string;
}

/** A vertical's owner pages: its own when it declares them, else /panel/{panel}, /panel/{panel}/create, /{id}. */
export function ownerPagesOf(vertical: WebVertical): OwnerPages {
  const base = `/panel/${vertical.panel}`;
  return (
    vertical.ownerPages ?? {
      mine: base,
      create: `${base}/create`,
      one: (id) => `${base}/${id}`,
      remove: (id) => `${base}/${id}/delete`,
    }
  );
}

/** The tree and package type a listing of this vertical (or a new one at this address) uses. */
export function kindOfListing(vertical: WebVertical, listing: VerticalListing | undefined, url: URL) {
  return vertical.kindOf?.(listing, url) ?? { categoryType: vertical.categoryType, packageType: vertical.packageType };
}

/** The category trees of a vertical (one, or one per kind). */
export function categoryTypesOf(vertical: WebVertical): readonly CategoryType[] {
  return vertical.categoryTypes ?? [vertical.categoryType];
}

/** The user panel segment of a vertical's owner pages, as the spec names them: ads -> myAds, expert -> myExpert. */
export function panelSegmentOf(path: ListPathVertical): string {
  return `my${path.charAt(0).toUpperCase()}${path.slice(1)}`;
}

/**
 * Declares a vertical of the web; its panel segment follows from its path (spec: myAds, myExpert, myWork) unless it
 * names its own (the doctors' pages are /doctor, the owner's panel /panel/myClinic).
 */
export function defineWebVertical(vertical: Omit<WebVertical, 'panel'> & { panel?: string }): WebVertical {
  return { ...vertical, panel: vertical.panel ?? panelSegmentOf(vertical.path) };
}

/** The sorts a vertical's list offers (ADR 0027): the price sorts only for a priced vertical, as the API takes them. */
export function sortsOf(vertical: WebVertical): ListingSort[] {
  return offeredSorts({ priced: vertical.priced === true, declared: vertical.sorts ?? [] });
}
