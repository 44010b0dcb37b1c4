import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CategoryType } from '@shahrbazar/domain/enums/listing';
import type { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import type { App, AppDeps } from '../../http/types.ts';
import type { VerticalRegistry } from './listing.mapper.ts';

/**
 * A list filter a vertical declares on a column of its detail table (ADR 0024): the core adds it to the vertical's
 * list query, validates it, and applies it on the detail table (each filtered column has an index there).
 * - `oneOf`: the query parameter `<name>` names one of `values`; a row whose column holds `wildcard` (a job open to
 *   either gender) matches every choice.
 * - `range`: the query parameters `<name>Min` and `<name>Max` bound the column (whole numbers, inclusive); with
 *   `zeroUnknown`, 0 stored means "not stated" (a negotiable salary) and is left out once a bound is given.
 */
export type DetailFilter =
  | { kind: 'oneOf'; column: PgColumn; values: readonly string[]; wildcard?: string }
  | { kind: 'range'; column: PgColumn; max: number; zeroUnknown?: boolean };

/** Which level of the category tree a vertical's listing is filed under (the deepest it must name). */
export type CategoryLevel = 'category' | 'subCategory' | 'subSubCategory';

/** A vertical's 1:1 detail table: its own columns plus `listing_id`, the listing's id. */
export type DetailTable = PgTable & { listingId: PgColumn };

/**
 * What a vertical declares; the listing core does everything else (ADR 0011): public list and detail, owner CRUD,
 * moderation, favorites, views, search, subscriptions. `D` is the vertical's own fields as the API answers them.
 */
export interface VerticalDefinition<D extends Record<string, unknown> = Record<string, unknown>> {
  /** The URL segment and the `listings.vertical` value: /api/v1/{key}, /api/v1/me/{key}. */
  key: string;
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
    /** Its answer fields from its detail row (undefined when the row is missing). */
    fromRow(row: Record<string, unknown> | undefined): D;
    /** Extra text its listings are found by (e.g. a job's skills), normalised with the rest. */
    searchText?(input: Record<string, unknown>): string;
    /** Its own list filters by query parameter name (a job's cooperation type, salary range). */
    filters?: Record<string, DetailFilter>;
    /**
     * Write fields that name one of the owner's uploads by id (a booth's logo): the core checks the file is the
     * owner's image and hands `toRow` its path instead (undefined when the field is left out: keep the current one).
     */
    ownFiles?: readonly string[];
    /** Unique constraints of its detail table and the field each guards: a clash is a 409 with that field's error. */
    unique?: Readonly<Record<string, { field: string; message: string }>>;
    /** Field errors of a body that may edit but not create (a booth's registration asks for the owner's identity). */
    checkCreate?(input: Record<string, unknown>): Record<string, string> | undefined;
  };
  /** Routes of its own beside the core's (a booth's page by name, its products). */
  routes?(app: App, deps: AppDeps, registry: VerticalRegistry): void;
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
