import { data, redirect } from 'react-router';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import type { ListingBump } from '@shahrbazar/domain/api/listing.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { isFreePackage } from '@shahrbazar/domain/rules/listing-status';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { DeviceType } from '@shahrbazar/domain/enums/people';
import {
  isPurchasableStatus,
  LISTING_PURCHASE_KINDS,
  type ListingPurchaseKind,
} from '@shahrbazar/domain/rules/listing-purchase';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { fill, type VerticalApiPaths } from '../../lib/listings/view.server.ts';
import { failureOf, panelFailure, type RequestArgs } from '../../lib/session.server.ts';
import { newPayKey, payKeyOf } from '../payments/pay-request.server.ts';
import type { PurchaseOption } from './purchase-choice.tsx';

// What the owner of a live listing buys for it (issue 35, ADR 0084), wherever the owner manages it: «آگهی‌های من» of
// every vertical and the booth manager's pages. «نردبان» and «تمدید» open a choice of packages on the same page
// (`?buy={id}&kind=bump|renew`), read from `GET /api/v1/me/{vertical}/{id}/purchases`; choosing one makes the purchase
// (`POST` on the same path) and goes on to its payment page. A running bump's days are said beside them.

/** What a live listing's «نردبان» and «تمدید» buttons open. */
export type BuyMode = 'bump' | 'renew';

/** The open choice of a page: which listing, which mode, and the packages offered. */
export interface OpenPurchase {
  id: number;
  mode: BuyMode;
  options: PurchaseOption[];
}

/** The packages of one kind of purchase as the choice's cards: price in toman, days. */
function purchaseOptions(kind: ListingPurchaseKind, items: readonly Package[], locale: Locale): PurchaseOption[] {
  const words = catalogues[locale].listings;
  return items.map((pkg) => ({
    value: `${kind}:${pkg.id}`,
    kind,
    title: pkg.title,
    price: formatPrice(pkg.price, locale),
    days: pkg.days > 0 ? fill(words.form.days, { days: localizeDigits(pkg.days, locale) }) : '',
    description: pkg.description,
  }));
}

/**
 * The choice open on this page's address, with what it offers (read from the API only when one is open and the
 * listing is live); `purchases` is the vertical's path of them (`/api/v1/me/{vertical}/{id}/purchases`).
 */
export async function openPurchase(
  api: ApiClient,
  purchases: VerticalApiPaths['purchases'],
  listings: ReadonlyArray<{ id: number; status: number }>,
  url: URL,
  locale: Locale,
): Promise<OpenPurchase | null> {
  const id = Number(url.searchParams.get('buy'));
  const mode = url.searchParams.get('kind');
  if (mode !== 'bump' && mode !== 'renew') return null;
  const listing = listings.find((row) => row.id === id);
  if (!listing || !isPurchasableStatus(listing.status)) return null;
  const offers = await api.GET(purchases, { params: { path: { id } } });
  const options =
    mode === 'bump'
      ? purchaseOptions('bump', offers.bump, locale)
      : [...purchaseOptions('renewal', offers.renewal, locale), ...purchaseOptions('upgrade', offers.upgrade, locale)];
  return { id, mode, options };
}

/** This page's own address with a choice opened (or closed: `buy` undefined), its page number kept. */
export function purchaseHref(url: URL, buy?: { id: number; mode: BuyMode }): string {
  const params = new URLSearchParams();
  const page = url.searchParams.get('page');
  if (page) params.set('page', page);
  if (buy) {
    params.set('buy', String(buy.id));
    params.set('kind', buy.mode);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${buy ? `#buy-${buy.id}` : ''}`;
}

/**
 * Whether the listing's renewal is the edit page's, not a purchase: a free package whose days ran out is renewed by
 * sending it for review again (a percentage plan is paid per sale, never here).
 */
export function renewsByEdit(listing: {
  renewalOffered: boolean;
  package: { planType: number; price: number } | null;
}) {
  return listing.renewalOffered && (listing.package === null || isFreePackage(listing.package));
}

/** A listing's «نردبان» and «تمدید» links on this page: only a live one has them (a free renewal is the edit page's). */
export function purchaseLinks(url: URL, listing: { id: number; status: number }, renewByEdit = false) {
  const live = isPurchasableStatus(listing.status);
  return {
    bumpHref: live ? purchaseHref(url, { id: listing.id, mode: 'bump' }) : null,
    buyRenewHref: live && !renewByEdit ? purchaseHref(url, { id: listing.id, mode: 'renew' }) : null,
  };
}

/** A running bump's days as the owner reads them: «۶ روز نردبان مانده · نردبان بعدی ۱۲ آذر ۱۴۰۵، ۰۹:۳۰». */
export function bumpLine(bump: ListingBump | null | undefined, locale: Locale): string | null {
  if (!bump || bump.daysLeft <= 0) return null;
  const words = catalogues[locale].listings.mine;
  const days = fill(words.bumpDaysLeft, { n: localizeDigits(bump.daysLeft, locale) });
  return bump.nextLift
    ? `${days} · ${fill(words.nextLift, { when: formatJalaliDateTime(new Date(bump.nextLift), locale) })}`
    : days;
}

/**
 * The action of a choice's form (`intent=purchase`): the purchase (the price is the package's, on the server), then its
 * payment page, where the owner pays online or from the wallet; the listing stays live meanwhile. The form's key makes
 * a double click one purchase. A refusal answers its message for the page's alert.
 */
export async function buyPurchase(
  args: RequestArgs,
  purchases: VerticalApiPaths['purchases'],
  id: number,
  form: FormData,
  deviceType: DeviceType | undefined,
) {
  const [kind, packageId] = String(form.get('choice') ?? '').split(':');
  const known = LISTING_PURCHASE_KINDS.find((item) => item === kind);
  if (!known || !Number.isInteger(Number(packageId)) || Number(packageId) <= 0) {
    return data<{ error?: string }>({}, { status: 400 });
  }
  const key = payKeyOf(form);
  try {
    const payment = await serverApi(args.request, args.context).POST(purchases, {
      params: { path: { id } },
      body: { kind: known, package_id: Number(packageId), deviceType },
      headers: key ? { 'idempotency-key': `${key}:${id}:purchase` } : {},
    });
    return redirect(`/panel/payment/${payment.id}`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    return data<{ error?: string }>({ error: failure.message }, { status });
  }
}

/**
 * What `PurchasePanel` draws for one listing on a page of its own: its links, a running bump's days, and the choice
 * open on this address with its form's key.
 */
export async function purchasePanelOf(
  api: ApiClient,
  purchases: VerticalApiPaths['purchases'],
  listing: { id: number; status: number; bump?: ListingBump | null },
  url: URL,
  locale: Locale,
  renewByEdit = false,
) {
  return {
    ...purchaseLinks(url, listing, renewByEdit),
    bump: bumpLine(listing.bump, locale),
    buying: await openPurchase(api, purchases, [listing], url, locale),
    payKey: newPayKey(),
    closeHref: purchaseHref(url),
  };
}
