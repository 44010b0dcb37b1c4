import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DashboardCounts } from '@shahrbazar/domain/api/app.schema';
import type { AppSettings } from '@shahrbazar/domain/api/settings.schema';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { QueueKind } from '@shahrbazar/domain/enums/queue';
import type { ListingSort } from '@shahrbazar/domain/enums/listing-engagement';
import type { SectionAdType } from '@shahrbazar/domain/rules/section-ads';
import { isIdentityVerified, trustOf, type ProfessionalCheck, type Trust } from '@shahrbazar/domain/rules/trust';
import type { ListingNoun } from '@shahrbazar/domain/rules/listing-noun';
import type { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import type { Db } from '../../db/client.ts';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from './listing.mapper.ts';

/**
 * A list filter a vertical declares on a column of its detail table (ADR 0024): the core adds it to the vertical's
 * list query, validates it, and applies it on the detail table (each filtered column has an index there).
 * - `oneOf`: the query parameter `<name>` names one of `values`; a row whose column holds `wildcard` (a job open to
 *   either gender) matches every choice.
 * - `range`: the query parameters `<name>Min` and `<name>Max` bound the column (whole numbers, inclusive); with
 *   `zeroUnknown`, 0 stored means "not stated" (a negotiable salary) and is left out once a bound is given.
 * - `flag`: a yes/no filter, the query parameter `<name>=1` (or `true`) keeps the rows whose boolean column is true
 *   ("with photo", «فوری», a clinic's text consultation); leaving it out lists every row (ADR 0036).
 * The column is on the detail table, or on `listings` (its price, for a vertical that declares `detail.price`, ADR
 * 0027; its has_photo and is_urgent flags): a filter on the listing is then one index range like the sorts.
 */
export type DetailFilter =
  | { kind: 'oneOf'; column: PgColumn; values: readonly string[]; wildcard?: string }
  | { kind: 'range'; column: PgColumn; max: number; zeroUnknown?: boolean }
  | { kind: 'flag'; column: PgColumn };

/**
 * A sort a vertical declares beside the core's (ADR 0042), by the sort's name (domain DECLARED_SORTS):
 * - `earliest`: a timestamp column of its detail table, earliest first, rows without one last (a clinic's next free
 *   slot); the column wants an index on `(coalesce(column, 'infinity'), listing_id)`.
 * - `rating`: the listing's rating from its comments' scores (item_ratings, the item type being the vertical's key),
 *   best first, unrated last. With `column` (a real of its detail table, 0 when unrated, kept by the vertical through the
 *   comments module's `watchRating`) the order reads that column instead, and an index on `(column, listing_id)` gives
 *   it (ADR 0050); without, it is a left join to item_ratings that no index can order.
 */
export type DeclaredSort = { kind: 'earliest'; column: PgColumn } | { kind: 'rating'; column?: PgColumn };

/** Which level of the category tree a vertical's listing is filed under (the deepest it must name). */
export type CategoryLevel = 'category' | 'subCategory' | 'subSubCategory';

/** What the core hands a vertical's `fromRow` of the listing's owner and trust. */
export interface ListingOwnerTrust {
  /** The owner's identity is verified (authLevel level 1 or above). */
  verified: boolean;
  /** The owner's identity level (users.authLevel). */
  authLevel: number;
  /** The listing's trust by the one rule, with the checks its vertical requires. */
  trust: Trust;
}

/** A vertical's 1:1 detail table: its own columns plus `listing_id`, the listing's id. */
export type DetailTable = PgTable & { listingId: PgColumn };

/**
 * Where a vertical mirrors its appointment book (issue 29, ADR 0079): columns of its detail table. `takesBookings`
 * (boolean) is domain `takesOnlineBookings` of the book, the answer's `onlineReservation`; `workingHours` (jsonb) the
 * book's weekly hours; `durationMinutes` (a number) its visit length; `nextFreeSlot` (timestamp) its earliest free
 * slot. Each but the first is optional.
 */
export interface BookMirror {
  table: DetailTable;
  takesBookings: PgColumn;
  workingHours?: PgColumn;
  durationMinutes?: PgColumn;
  nextFreeSlot?: PgColumn;
}

/**
 * What a vertical declares; the listing core does everything else (ADR 0011): public list and detail, owner CRUD,
 * moderation, favorites, views, search, subscriptions. `D` is the vertical's own fields as the API answers them.
 */
export interface VerticalDefinition<D extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment and the `listings.vertical` value: /api/v1/{key}, /api/v1/me/{key}. */
  key: string;
  /**
   * Its place among the verticals (the web's declaration has the same number): the registry's order, in which its
   * routes are registered, its rounds run and the demo seed writes it. The registry finds the verticals by their
   * folders (ADR 0130); a vertical without a rank comes after those with one, by key.
   */
  rank?: number;
  /** Which category tree its categories come from. */
  categoryType: CategoryType;
  /** The level a listing must be filed under (spec: an ad names a general_sub_sub_category_id). */
  categoryLevel: CategoryLevel;
  /** Packages of this type may be bought for it; its subscriptions are of this type. */
  packageType: PackageType;
  subscriptionType: SubscriptionType;
  /**
   * When its listings come in kinds that file under different trees and buy different packages (a booth's type: a
   * jewelry booth is filed under the jewelry tree and bought with a jewelry package): the kind of a write body.
   * `categoryType` and `packageType` above are then the first kind's, and `packageTypes` lists every kind's.
   */
  kinds?: {
    of(input: Record<string, unknown>): { categoryType: CategoryType; packageType: PackageType };
    packageTypes: readonly PackageType[];
  };
  /** OpenAPI name of its listing (e.g. "Ad"). */
  schemaName: string;
  /**
   * Its words for "your listing" in what its owner is told (domain listing-noun.ts: «مطب شما تأیید شد», issue 29);
   * an «آگهی» when left out.
   */
  noun?: ListingNoun;
  /**
   * What its verified badge requires beyond the owner's identity (issue 29, ADR 0081; domain trust.ts): the kinds of
   * professional check, and from its detail row (undefined when missing) which of them staff have done on what the
   * listing shows now. Left out: the owner's identity alone (a booth, an expert, a job).
   */
  trust?: {
    requires: readonly ProfessionalCheck[];
    checked?(row: Record<string, unknown> | undefined): Partial<Record<ProfessionalCheck, boolean>>;
  };
  /** What its files may be (spec MIME rules, media module): images only unless it says so (a city ad's videos). */
  fileKinds?: readonly ('image' | 'video')[];
  detail: {
    table: DetailTable;
    /** Its own fields of the write body (merged into the core's ListingWriteSchema). */
    write: z.ZodObject;
    /** Its own fields of the answer (merged into the core's ListingSchema). */
    read: z.ZodObject;
    /** Columns of its detail row from a validated write body. */
    toRow(input: Record<string, unknown>): Record<string, unknown>;
    /**
     * Its answer fields from its detail row (undefined when the row is missing) and what the core knows of the
     * listing's owner and trust: `verified` is the owner's identity check, `authLevel` their identity level, `trust`
     * the listing's badge by the one rule (domain trust.ts) with the checks the vertical requires (`trust` below).
     */
    fromRow(row: Record<string, unknown> | undefined, owner: ListingOwnerTrust): D;
    /**
     * Its listings' price (an ad's, toman; 0 = negotiable) from a validated write body: stored on the listing too, so
     * its list offers the price sorts (cheapest, most expensive) and a price range on the core's indexes (ADR 0027).
     */
    price?(input: Record<string, unknown>): number;
    /** Extra text its listings are found by (e.g. a job's skills), normalised with the rest. */
    searchText?(input: Record<string, unknown>): string;
    /** Its own list filters by query parameter name (a job's cooperation type, salary range). */
    filters?: Record<string, DetailFilter>;
    /** Its own list sorts by the sort's name (ADR 0042): a clinic's earliest free slot and rating. */
    sorts?: Partial<Record<ListingSort, DeclaredSort>>;
    /**
     * Write fields that name one of the owner's uploads by id (a booth's logo): the core checks the file is the
     * owner's image and hands `toRow` its path instead (undefined when the field is left out: keep the current one).
     */
    ownFiles?: readonly string[];
    /** Unique constraints of its detail table and the field each guards: a clash is a 409 with that field's error. */
    unique?: Readonly<Record<string, { field: string; message: string }>>;
    /**
     * Columns of its detail row (as `toRow` names them) whose change alone does not send a live listing back to
     * review: nothing the public reads as a claim (a booth's open/closed switch).
     */
    reviewExempt?: readonly string[];
    /** Field errors of a body that may edit but not create (a booth's registration asks for the owner's identity). */
    checkCreate?(input: Record<string, unknown>): Record<string, string> | undefined;
    /**
     * Told, in the transaction that creates a listing, its id and the validated body: what registration adds beside
     * the detail row (a booth's first shipping method, issue 35 #7).
     */
    afterCreate?(db: Db, listingId: number, input: Record<string, unknown>): Promise<unknown>;
    /**
     * Told, in the transaction of an edit (the owner's or the agent's for them), the listing's id once its detail row
     * is written: what follows from it elsewhere (a booth's tax re-prices its gold items' sort price, ADR 0096).
     */
    afterEdit?(db: Db, listingId: number): Promise<unknown>;
  };
  /**
   * Its public page when not /{key}/{slug}/{slugId} (a booth: /booth/{name}): the detail columns the address needs and
   * how it is made. The sitemap, the city map and the profile's links all ask this one place.
   */
  publicPath?: {
    columns: Record<string, PgColumn>;
    of(listing: { slug: string; slugId: string }, detail: Record<string, unknown>): string;
  };
  /**
   * Its listings take appointments (issue 18; docs/decisions/0034-appointment-book.md): the owner keeps an appointment
   * book on the listing, and visits are paid with payments of `paymentType` (a clinic's: clinicOrder). `tariffPrice`
   * answers the price of one of the listing's tariffs (undefined when it is not the listing's); without it, or when
   * the booking names no tariff, the book's own price is paid.
   */
  appointments?: {
    paymentType: number;
    tariffPrice?(db: Db, listingId: number, tariffId: number): Promise<number | undefined>;
    /**
     * The columns of its detail row that mirror its book (issue 29, ADR 0079: the book is the one truth of whether the
     * listing takes bookings, its working hours, its visit length and its earliest free slot). The appointments
     * module writes them in the transaction that changes the book (`book-mirror.ts`), so the list filters and sorts
     * on indexed columns and the page reads them with the listing; no vertical keeps a switch of its own beside it.
     */
    mirror?: BookMirror;
    /** Where a visit takes place (a clinic's address), told in the patient's confirmation; '' when unknown. */
    addressOf?(db: Db, listingId: number): Promise<string>;
    /** The telephone of the place (a clinic's), on the patient's page of the visit; '' when unknown. */
    phoneOf?(db: Db, listingId: number): Promise<string>;
    /** The owner's panel page of the book's visits (/panel/myClinic/{id}/appointments), where the owner's notices lead. */
    ownerPath?(listingId: number): string;
  };
  /**
   * Its listings sell paid consultations (issue 18 item 4; docs/decisions/0039-consultations.md): a text one (a paid
   * chat with the owner) and a phone one (a call slot of its appointment book), priced by its «مشاوره متنی» and
   * «مشاوره تلفنی» tariffs, paid with payments of `paymentType` carrying `deviceType` (the buyer's panel).
   */
  consultations?: { paymentType: number; deviceType: number };
  /**
   * Its section sells featured places (spec: Section ad; ADR 0042): owners buy one for a live listing with a package
   * of the section's ad type (a clinic's: clinicAds), paid as sectionAds; approved ads are shown on top of its list
   * and on its landing. The module modules/section-ads reads this; it never imports a vertical.
   */
  sectionAds?: { type: SectionAdType };
  /** Routes of its own beside the core's (a booth's page by name, its products, a lawyer's client projects). */
  routes?(app: App, deps: AppDeps, registry: VerticalRegistry): void;
  /**
   * Periodic rounds of its own (ADR 0101): a booth's unpaid orders expiring, a lawyer's projects ending. The worker
   * (jobs/rounds.ts) runs each kind's round from the registry; each answers how many things it changed.
   */
  rounds?: Partial<Record<QueueKind, (db: Db, now: Date) => Promise<number>>>;
  /** Its part of the back office's dashboard counts (a booth's orders, booths and products); the rest report 0. */
  dashboardCounts?(db: Db): Promise<Partial<DashboardCounts>>;
  /** What it does in the transaction that saves the app settings (a booth re-prices its gold items, ADR 0096). */
  onAppSettingsSaved?(tx: Db, saved: Partial<AppSettings>): Promise<void>;
}

/**
 * What a listing's badge rests on (issue 29, ADR 0081): its owner's identity level and the checks its vertical
 * requires, read from its detail row, by the one rule (domain trust.ts). Every answer of a listing asks this.
 */
export function listingTrust(
  vertical: Pick<VerticalDefinition, 'trust'> | undefined,
  row: Record<string, unknown> | undefined,
  ownerAuthLevel: number,
): ListingOwnerTrust {
  const trust = trustOf(vertical?.trust?.requires ?? [], {
    ownerAuthLevel,
    checked: vertical?.trust?.checked?.(row) ?? {},
  });
  return { verified: isIdentityVerified(ownerAuthLevel), authLevel: ownerAuthLevel, trust };
}

/** The package types a vertical's listings may be bought with. */
export function packageTypesOf(vertical: VerticalDefinition): readonly PackageType[] {
  return vertical.kinds?.packageTypes ?? [vertical.packageType];
}

/** The category tree and package type a write body of this vertical must use. */
export function kindOf(vertical: VerticalDefinition, input: Record<string, unknown>) {
  return vertical.kinds?.of(input) ?? { categoryType: vertical.categoryType, packageType: vertical.packageType };
}

/** Declares a vertical (an identity function that checks the shape and keeps `D`). */
export function defineVertical<D extends Record<string, unknown>>(
  definition: VerticalDefinition<D>,
): VerticalDefinition<D> {
  return definition;
}
