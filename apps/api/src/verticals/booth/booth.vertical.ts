import {
  BoothFieldsSchema,
  BoothWriteSchema,
  type BoothFields,
  type BoothWrite,
} from '@shahrbazar/domain/api/booth.schema';
import { BoothType, CategoryType } from '@shahrbazar/domain/enums/listing';
import { AuthLevel } from '@shahrbazar/domain/enums/people';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { CATEGORY_TYPE_OF_BOOTH, PACKAGE_TYPE_OF_BOOTH } from '@shahrbazar/domain/rules/booth';
import { defineVertical, type ListingOwnerTrust } from '../../modules/listings/define-vertical.ts';
import { boothDetails } from './booth.table.ts';
import { boothRoutes } from './booth.routes.ts';
import { boothAndProductCounts, orderCounts } from './order-counts.ts';
import { expireUnpaidOrders } from './order.service.ts';
import { goldPrice18, refreshGoldSortPrices } from './product-sort-price.ts';
import { addFirstShipping } from './shipping.service.ts';

type BoothRow = typeof boothDetails.$inferSelect;

/**
 * The columns an owner writes (never score, authLevel, authMessage or productCount: those are the manager's; the
 * answer's authLevel is the owner's verified identity, ADR 0081).
 */
function toRow(input: Record<string, unknown>): Record<string, unknown> {
  const pick = <K extends keyof BoothRow>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, input[key]]));
  return {
    ...pick(
      'type',
      'name',
      'subTitle',
      'region',
      'address',
      'phone',
      'activityTime',
      'paymentMethod',
      'senderTime',
      'message',
      'activeSale',
      'activeChat',
      'active',
      'tax',
      'extraProfit',
      'minimumPurchase',
      'instagram',
      'telegram',
      'website',
      'whatsapp',
    ),
    // Asked at registration only, and files left out keep the current ones (undefined is not written on edit).
    userName: input.userName || undefined,
    nationalCode: input.nationalCode || undefined,
    logo: input.logo,
    headerImage: input.headerImage,
  };
}

function fromRow(row: Record<string, unknown> | undefined, owner: ListingOwnerTrust): BoothFields {
  const booth = row as BoothRow | undefined;
  return {
    type: (booth?.type ?? BoothType.shop) as BoothFields['type'],
    name: booth?.name ?? '',
    userName: booth?.userName ?? '',
    subTitle: booth?.subTitle ?? '',
    logo: booth?.logo ?? '',
    headerImage: booth?.headerImage ?? '',
    region: booth?.region ?? '',
    address: booth?.address ?? '',
    phone: booth?.phone ?? '',
    activityTime: booth?.activityTime ?? '',
    paymentMethod: booth?.paymentMethod ?? '',
    senderTime: booth?.senderTime ?? '',
    message: booth?.message ?? '',
    activeSale: booth?.activeSale ?? 0,
    activeChat: booth?.activeChat ?? 1,
    active: booth?.active ?? 1,
    tax: booth?.tax ?? 0,
    extraProfit: booth?.extraProfit ?? 0,
    minimumPurchase: Number(booth?.minimumPurchase ?? 0),
    score: booth?.score ?? 0,
    // The owner's verified identity, by the one trust rule (issue 29, ADR 0081): the booth's own auth_level column is
    // no longer read, so no stored number can show a badge its owner has not earned.
    authLevel: owner.trust.verified ? owner.authLevel : AuthLevel.level0,
    authMessage: booth?.authMessage ?? '',
    instagram: booth?.instagram ?? '',
    telegram: booth?.telegram ?? '',
    website: booth?.website ?? '',
    whatsapp: booth?.whatsapp ?? '',
    productCount: booth?.productCount ?? 0,
    shippingMethods: booth?.shippingCount ?? 0,
  };
}

/**
 * Booths (spec: Booth; /booth, /booth/list/..., /booth/{name}; panel myBooths): filed under a sub category of its
 * type's tree and bought with a package of its type (shop, jewelry, realEstate, autoExpo). Its name is its address.
 * Its products hang off it with their own routes (booth.routes.ts, ADR 0025).
 */
export const boothVertical = defineVertical<BoothFields>({
  key: 'booth',
  rank: 1,
  categoryType: CategoryType.shop,
  categoryLevel: 'subCategory',
  packageType: PackageType.shop,
  subscriptionType: SubscriptionType.booth,
  kinds: {
    of: (input) => {
      const type = BoothType.is(input.type) ? input.type : BoothType.shop;
      return { categoryType: CATEGORY_TYPE_OF_BOOTH[type], packageType: PACKAGE_TYPE_OF_BOOTH[type] };
    },
    packageTypes: Object.values(PACKAGE_TYPE_OF_BOOTH),
  },
  schemaName: 'Booth',
  noun: 'booth',
  // Its badge is its owner's verified identity alone (spec: a booth is verified from authLevel level 1; issue 29).
  trust: { requires: [] },
  detail: {
    table: boothDetails,
    write: BoothWriteSchema,
    read: BoothFieldsSchema,
    toRow,
    fromRow,
    searchText: (input) => String(input.name ?? ''),
    ownFiles: ['logo', 'headerImage'],
    // Opening and closing the booth for the day is not a claim a manager must check (ADR 0031).
    reviewExempt: ['active'],
    unique: { booth_details_name_uq: { field: 'name', message: 'boothNameTaken' } },
    // The first shipping method asked at registration, so that a booth that sells online can be bought from at once.
    afterCreate: (db, listingId, input) => addFirstShipping(db, listingId, input.shipping as BoothWrite['shipping']),
    // Its tax is part of its gold items' price: their sort price follows it (ADR 0096).
    afterEdit: async (db, listingId) => refreshGoldSortPrices(db, await goldPrice18(db), listingId),
    checkCreate: (input) => {
      const problems: Record<string, string> = {};
      if (typeof input.userName !== 'string' || input.userName.length < 2) problems.userName = 'userNameRequired';
      if (!input.nationalCode) problems.nationalCode = 'nationalCodeRequired';
      return problems;
    },
  },
  publicPath: {
    columns: { name: boothDetails.name },
    of: (_listing, detail) => `/booth/${encodeURIComponent(String(detail.name))}`,
  },
  routes: boothRoutes,
  // An order left unpaid past its time gives its stock back (ADR 0026).
  rounds: { [QueueKind.expireUnpaidOrders]: expireUnpaidOrders },
  dashboardCounts: async (db) => ({ ...(await orderCounts(db)), ...(await boothAndProductCounts(db)) }),
  // A new 18-carat rate re-prices the gold items' sort price in the settings' transaction (ADR 0096).
  onAppSettingsSaved: async (tx, saved) => {
    if (saved.priceGold18 !== undefined) await refreshGoldSortPrices(tx, await goldPrice18(tx));
  },
});
