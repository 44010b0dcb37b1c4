import { data, Form, redirect, useLocation, useNavigation } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button } from '@mantine/core';
import { ListingStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { nextStatuses } from '@shahrbazar/domain/rules/listing-status';
import { paymentTypeOfPackage } from '@shahrbazar/domain/rules/payment';
import type { Route } from './+types/mine';
import { Icon } from '../../../components/icons.tsx';
import { ListingIcon } from '../../../components/listings/listing-icons.tsx';
import {
  buyPurchase,
  bumpLine,
  openPurchase,
  purchaseHref,
  purchaseLinks,
  renewsByEdit,
} from '../../../components/listings/listing-purchases.server.ts';
import { PurchaseButtons } from '../../../components/listings/purchase-buttons.tsx';
import { PurchaseChoice } from '../../../components/listings/purchase-choice.tsx';
import classes from '../../../components/listings/panel-listings.module.css';
import { StatusBadge } from '../../../components/listings/status-badge.tsx';
import { TrustMissing } from '../../../components/trust/trust-missing.tsx';
import { ConfirmDelete } from '../../../components/manager/confirm-delete.tsx';
import { ListNotice } from '../../../components/manager/list-notice.tsx';
import { newPayKey, payKeyOf } from '../../../components/payments/pay-request.server.ts';
import { Pager } from '../../../components/manager/pager.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { ownerPagesOf, type WebVertical } from '../../../lib/listings/define-vertical.ts';
import { apiPaths, detailHref, fill, imageView, jalaliOf, notFound } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { failureOf, panelFailure } from '../../../lib/session.server.ts';
import { verticalOfPath, webVertical } from '../../../verticals/registry.ts';
import { useNouns } from '../../../verticals/nouns.ts';

/** Spec section 9: page size 15. */
const PAGE_SIZE = 15;

/**
 * What the owner may do to a listing's status from the list (the status machine's owner moves): take a live listing
 * down, or send a rejected / taken-down one for review again. Leaving "awaiting payment" needs another package,
 * which is the edit page's business, not a button here.
 */
const OWNER_MOVES: ReadonlyArray<{ from: number; to: ListingStatus; intent: 'takeDown' | 'sendForReview' }> = [
  { from: ListingStatus.active, to: ListingStatus.inactive, intent: 'takeDown' },
  { from: ListingStatus.inactive, to: ListingStatus.pending, intent: 'sendForReview' },
];

function movesOf(status: number) {
  const allowed = nextStatuses(status, 'owner');
  return OWNER_MOVES.filter((move) => move.from === status && allowed.includes(move.to));
}

/**
 * The owner's listings of a vertical (spec: /panel/myAds): picture, title, status in the spec's colours, views, the
 * days left of its subscription, the manager's message on a rejected one, and what can be done with each. A live one
 * has «نردبان» and «تمدید» (issue 35): a purchase, paid next, that leaves it live.
 */
export async function loader(args: Route.LoaderArgs) {
  const vertical = verticalOfPath(args.url.pathname) ?? notFound();
  const locale = localeOfRequest(args.request);
  const words = catalogues[locale].listings;
  const page = Math.max(1, Math.floor(Number(args.url.searchParams.get('page')) || 1));
  const api = serverApi(args.request, args.context);
  const [answer, extra] = await Promise.all([
    api.GET(apiPaths(vertical).mine, { params: { query: { page, perPage: PAGE_SIZE } } }),
    vertical.mineLoad ? vertical.mineLoad(api) : null,
  ]).catch(panelFailure(args, 'general'));
  const buying = await openPurchase(api, apiPaths(vertical).purchases, answer.items, args.url, locale).catch(
    panelFailure(args, 'general'),
  );
  const pages = ownerPagesOf(vertical);
  return {
    key: vertical.key,
    payKey: newPayKey(),
    extra,
    buying,
    closeHref: purchaseHref(args.url),
    createHref: pages.create,
    page: { currentPage: answer.currentPage, lastPage: answer.lastPage, more: answer.lastPage > answer.currentPage },
    rows: answer.items.map((item) => {
      const remaining = item.subscription?.remainingTime ?? 0;
      // A free package whose days ran out is renewed by sending it for review again (its edit page).
      const freeRenewal = renewsByEdit(item);
      return {
        id: item.id,
        title: item.title,
        href: item.status === ListingStatus.active ? detailHref(vertical, item) : pages.one(item.id),
        editHref: pages.one(item.id),
        links: vertical.rowLinks?.(item) ?? [],
        deleteHref: pages.remove(item.id),
        renewHref: `${pages.one(item.id)}?renew=1#package`,
        image: imageView(item.images[0], 'thumb').src,
        status: item.status,
        highlight: vertical.highlight(item, locale),
        views: fill(words.mine.views, { n: localizeDigits(item.views, locale) }),
        date: jalaliOf(item.registerDate, locale),
        remaining:
          item.subscription && remaining > 0
            ? fill(words.mine.daysLeft, { n: localizeDigits(remaining, locale) })
            : null,
        message: item.status === ListingStatus.inactive ? item.moderationMessage : '',
        // An unpaid listing's package is paid for here; a live one's bump and renewal are bought (issue 35).
        pay: item.status === ListingStatus.awaitingPayment,
        renewalOffered: freeRenewal,
        // A live one's «نردبان» and «تمدید», and a running bump's days (issue 35).
        ...purchaseLinks(args.url, item, freeRenewal),
        bump: bumpLine(item.bump, locale),
        moves: movesOf(item.status).map((move) => ({ to: move.to, intent: move.intent })),
        // What the badge still needs, where the vertical tells it on this list (a lawyer's profiles, ADR 0081).
        trust: vertical.mineTrust ? (item.trust ?? null) : null,
      };
    }),
  };
}

interface MineActionData {
  notice?: 'takeDown' | 'sendForReview';
  error?: string;
}

/**
 * Paying for a listing's package: a payment for it (the price is the package's, on the server), then its page, where
 * the owner pays online or from the wallet. The form's key makes a double click one payment.
 */
async function payFor(args: Route.ActionArgs, vertical: WebVertical, id: number, key: string | undefined) {
  const type = paymentTypeOfPackage(vertical.packageType);
  // A vertical whose package is not paid for (none of the list's) has nothing to pay.
  if (type === undefined) return data<MineActionData>({}, { status: 400 });
  try {
    const payment = await serverApi(args.request, args.context).POST('/api/v1/me/payments', {
      body: { type, item_id: id, deviceType: vertical.deviceType },
      headers: key ? { 'idempotency-key': `${key}:${id}` } : {},
    });
    return redirect(`/panel/payment/${payment.id}`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    return data<MineActionData>({ error: failure.message }, { status });
  }
}

/** A status move, a payment or a purchase from the list (a plain form per button: works without JavaScript). */
export async function action(args: Route.ActionArgs) {
  const vertical = verticalOfPath(args.url.pathname) ?? notFound();
  const form = await args.request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'pay' && Number.isInteger(id) && id > 0) return payFor(args, vertical, id, payKeyOf(form));
  if (form.get('intent') === 'purchase' && Number.isInteger(id) && id > 0) {
    return buyPurchase(args, apiPaths(vertical).purchases, id, form, vertical.deviceType);
  }
  const to = Number(form.get('status'));
  const move = OWNER_MOVES.find((item) => item.to === to);
  if (!Number.isInteger(id) || id <= 0 || !move) return data<MineActionData>({}, { status: 400 });
  try {
    await serverApi(args.request, args.context).POST(apiPaths(vertical).status, {
      params: { path: { id } },
      body: { status: move.to },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) panelFailure(args, 'general')(error);
    const { status, failure } = failureOf(error);
    return data<MineActionData>({ error: failure.message }, { status });
  }
  return { notice: move.intent } satisfies MineActionData;
}

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.key);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const { rows, page, key, buying } = loaderData;
  const MineExtra = webVertical(key)?.MineExtra;
  const result: MineActionData | undefined = actionData;
  const busyId = navigation.formData?.get('id');
  return (
    <PanelPage
      title={t(`listings.verticals.${key}.mine`)}
      action={
        <Button component={Link} to={loaderData.createHref} leftSection={<Icon name="plus" size={18} />}>
          {t(`listings.verticals.${key}.create`)}
        </Button>
      }
    >
      <ListNotice />
      {result?.notice && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t(`listings.mine.done.${result.notice}`, nouns)}
        </Alert>
      )}
      {result?.error && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {result.error}
        </Alert>
      )}
      {rows.map((row) => (
        <TrustMissing
          key={row.id}
          trust={row.trust}
          formPath={row.editHref}
          about={rows.length > 1 ? row.title : undefined}
        />
      ))}
      {MineExtra && <MineExtra data={loaderData.extra} />}
      <PanelCard>
        {rows.length === 0 ? (
          <p className={classes.empty}>{t(`listings.verticals.${key}.noneYet`)}</p>
        ) : (
          <ul className={classes.rows}>
            {rows.map((row) => (
              <li key={row.id} className={classes.row}>
                <img src={row.image} alt="" width={88} height={88} className={classes.rowImage} loading="lazy" />
                <div className={classes.rowBody}>
                  <div className={classes.rowHead}>
                    <h2 className={classes.rowTitle} dir="auto">
                      <Link to={row.href}>{row.title}</Link>
                    </h2>
                    <StatusBadge status={row.status} />
                  </div>
                  <p className={classes.rowMeta}>
                    <span>{row.highlight}</span>
                    <span>
                      <ListingIcon name="eye" size={16} />
                      {row.views}
                    </span>
                    <span>
                      <ListingIcon name="clock" size={16} />
                      {row.date}
                    </span>
                    {row.remaining && <span>{row.remaining}</span>}
                  </p>
                  {row.bump && <p className={classes.rowMeta}>{row.bump}</p>}
                  {row.message && (
                    <p className={classes.message}>
                      {t('listings.mine.managerSays')} {row.message}
                    </p>
                  )}
                </div>
                <div className={classes.rowActions}>
                  <Button
                    component={Link}
                    to={row.editHref}
                    variant="light"
                    size="xs"
                    leftSection={<ListingIcon name="edit" size={16} />}
                    aria-label={t('listings.mine.editNamed', { title: row.title })}
                  >
                    {t('listings.mine.edit')}
                  </Button>
                  {row.links.map((link) => (
                    <Button key={link.href} component={Link} to={link.href} variant="light" size="xs">
                      {t(link.label as 'listings.mine.edit')}
                    </Button>
                  ))}
                  {row.moves.map((move) => (
                    <Form method="post" key={move.intent}>
                      <input type="hidden" name="id" value={row.id} />
                      <input type="hidden" name="status" value={move.to} />
                      <Button
                        type="submit"
                        variant="default"
                        size="xs"
                        loading={navigation.state === 'submitting' && busyId === String(row.id)}
                        aria-label={t(`listings.mine.${move.intent}Named`, { title: row.title })}
                      >
                        {t(`listings.mine.${move.intent}`, nouns)}
                      </Button>
                    </Form>
                  ))}
                  {row.pay && (
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <input type="hidden" name="payKey" value={loaderData.payKey} />
                      <Button
                        type="submit"
                        name="intent"
                        value="pay"
                        variant="filled"
                        size="xs"
                        loading={navigation.state === 'submitting' && busyId === String(row.id)}
                        aria-label={t('listings.mine.payNamed', { title: row.title })}
                      >
                        {row.status === ListingStatus.awaitingPayment
                          ? t('listings.mine.pay')
                          : t('listings.mine.renew')}
                      </Button>
                    </Form>
                  )}
                  {row.renewalOffered && (
                    <Button component={Link} to={row.renewHref} variant="filled" size="xs">
                      {t('listings.mine.renew')}
                    </Button>
                  )}
                  <PurchaseButtons title={row.title} bumpHref={row.bumpHref} buyRenewHref={row.buyRenewHref} />
                  <ConfirmDelete
                    to={row.deleteHref}
                    back={`${pathname}${search}`}
                    label={t('listings.mine.deleteNamed', { title: row.title })}
                    message={t('listings.mine.confirmDelete', { title: row.title })}
                  />
                </div>
                {buying?.id === row.id && (
                  <PurchaseChoice
                    id={row.id}
                    title={row.title}
                    mode={buying.mode}
                    options={buying.options}
                    payKey={loaderData.payKey}
                    cancelHref={loaderData.closeHref}
                    vertical={key}
                    busy={navigation.state === 'submitting' && busyId === String(row.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager currentPage={page.currentPage} lastPage={page.lastPage} more={page.more} search={search} />
      </PanelCard>
    </PanelPage>
  );
}
