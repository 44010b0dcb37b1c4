import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ActionIcon, Alert, Button, Container, Group, Radio, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import type { Address } from '@shahrbazar/domain/api/address.schema';
import type { BasketQuote, QuotedBooth } from '@shahrbazar/domain/api/order.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { BasketLine } from '@shahrbazar/domain/rules/basket';
import { splitOrderPayment, type CheckoutMethod } from '@shahrbazar/domain/rules/order';
import type { Route } from './+types/basket-page';
import listings from '../../../components/listings/listings.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { mediaSrc } from '../../../lib/media.ts';
import { loginUrl } from '../../../lib/panels.ts';
import { hasSessionCookie } from '../../../lib/session.server.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useIntentKey } from '../../../lib/use-intent-key.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { addToBasket, basketLinesOf, cartLinesOf, readBasket, removeFromBasket, writeBasket } from './basket-store.ts';
import { DeliveryAddress, deliveryFieldsOf, firstChoice, type DeliveryChoice } from './delivery-address.tsx';
import classes from './basket.module.css';

/** The last priced basket, kept to show the basket while the connection is gone. */
const LAST_QUOTE = 'shahrbazar:basketQuote';

/**
 * The basket (spec: /basket): lines kept in the browser's local database, priced by the server and grouped by booth
 * with each booth's subtotal, shipping choice, minimum purchase and tax; checkout per booth from the wallet or online.
 * A signed-in buyer's basket is merged with the one on the server. Without a connection the basket is still shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const signedIn = hasSessionCookie(request);
  const api = serverApi(request, context);
  const [profile, wallet, book] = signedIn
    ? await Promise.all([
        api.GET('/api/v1/me/profile').catch(() => null),
        api.GET('/api/v1/me/wallet', { params: { query: { perPage: 1 } } }).catch(() => null),
        api.GET('/api/v1/me/addresses').catch(() => null),
      ])
    : [null, null, null];
  return {
    title: `${catalogues[locale].orders.basket.title}${catalogues[locale].app.titleSeparator}${catalogues[locale].app.title}`,
    description: catalogues[locale].orders.basket.description,
    signedIn: profile !== null,
    address: profile?.address ?? '',
    latitude: profile?.latitude ?? 0,
    longitude: profile?.longitude ?? 0,
    walletBalance: wallet?.balance ?? 0,
    /** The buyer's saved addresses, the default first (issue 35). */
    addresses: book?.items ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] : [];

type Item = { productId: number; pricingSelectedId: number | null };
const keyOf = (item: Item) => `${item.productId}:${item.pricingSelectedId ?? 0}`;

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const [lines, setLines] = useState<BasketLine[] | null>(null);
  const [quote, setQuote] = useState<BasketQuote | null>(null);
  const [offline, setOffline] = useState(false);
  const [changes, setChanges] = useState<string[]>([]);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  // Saved addresses: one saved at one booth's checkout is offered at the others' too.
  const [addresses, setAddresses] = useState<Address[]>(loaderData.addresses);
  const previous = useRef<BasketQuote | null>(null);

  const priceNow = useCallback(
    async (current: BasketLine[], tell: boolean) => {
      try {
        const fresh = await api.POST('/api/v1/basket/quote', { body: { lines: cartLinesOf(current) } });
        const before = previous.current;
        if (tell && before) {
          const said: string[] = [];
          for (const group of fresh.booths) {
            for (const line of group.lines) {
              const old = before.booths
                .flatMap((item) => item.lines)
                .find(
                  (item) =>
                    keyOf({ productId: item.id, pricingSelectedId: item.pricingSelectedId }) ===
                    keyOf({ productId: line.id, pricingSelectedId: line.pricingSelectedId }),
                );
              if (old && old.price !== line.price) {
                said.push(
                  t('orders.basket.priceChanged', { title: line.title, price: formatPrice(line.price, locale) }),
                );
              }
              if (old && old.stock !== line.stock) {
                said.push(
                  t('orders.basket.stockChanged', { title: line.title, n: localizeDigits(line.stock, locale) }),
                );
              }
            }
          }
          setChanges(said.length > 0 ? said : [t('orders.basket.nothingChanged')]);
        }
        previous.current = fresh;
        setQuote(fresh);
        setOffline(false);
        window.localStorage.setItem(LAST_QUOTE, JSON.stringify(fresh));
      } catch (error) {
        // The API unreachable (no connection: the client's `network` error) shows the kept basket; others are errors.
        if (error instanceof ApiError && error.code !== 'network') throw error;
        setOffline(true);
        const kept = window.localStorage.getItem(LAST_QUOTE);
        if (kept && !previous.current) setQuote(JSON.parse(kept) as BasketQuote);
      }
    },
    [api, locale, t],
  );

  const syncServer = useCallback(
    (current: BasketLine[]) => {
      if (loaderData.signedIn && navigator.onLine) {
        void api.PUT('/api/v1/me/cart', { body: { lines: cartLinesOf(current) } }).catch(() => undefined);
      }
    },
    [api, loaderData.signedIn],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      let current = await readBasket();
      if (loaderData.signedIn && navigator.onLine) {
        // Signing in: the basket filled on this device joins the one kept on the server.
        const merged = await api
          .POST('/api/v1/me/cart/merge', { body: { lines: cartLinesOf(current) } })
          .catch(() => null);
        if (merged) {
          current = basketLinesOf(merged.lines);
          await writeBasket(current);
        }
      }
      if (!live) return;
      setLines(current);
      await priceNow(current, false);
    })();
    const goneOffline = () => setOffline(true);
    // Back online: what changed on this device meanwhile goes to the buyer's basket on the server, then is priced.
    const backOnline = () =>
      void readBasket().then((current) => {
        setLines(current);
        syncServer(current);
        return priceNow(current, false);
      });
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      live = false;
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [api, loaderData.signedIn, priceNow, syncServer]);

  const reload = async (tell = false) => {
    const current = await readBasket();
    setLines(current);
    syncServer(current);
    await priceNow(current, tell);
  };

  const more = async (item: Item, stock: number) => {
    const outcome = await addToBasket(item, stock);
    if (outcome === 'inventoryLess') setChanges([t('orders.basket.outcome.inventoryLess')]);
    await reload();
  };
  const less = async (item: Item) => {
    await removeFromBasket(item);
    await reload();
  };
  const empty = async () => {
    await writeBasket([]);
    setConfirmEmpty(false);
    await reload();
  };

  const groups = quote?.booths ?? [];
  // Offline, lines the last priced basket did not have (added since on a kept page) wait for the connection.
  const priced = new Set(
    groups.flatMap((group) =>
      group.lines.map((line) => keyOf({ productId: line.id, pricingSelectedId: line.pricingSelectedId })),
    ),
  );
  const unpriced = offline ? (lines ?? []).filter((line) => !priced.has(keyOf(line))).length : 0;
  const countOf = (item: Item) => lines?.find((line) => keyOf(line) === keyOf(item))?.count;
  return (
    <Container size="md" className={listings.page}>
      <Title order={1} className={classes.heading}>
        {t('orders.basket.title')}
      </Title>
      {offline && (
        <Alert color="orange" variant="light" mb="md" role="status">
          {t('orders.basket.offline')}
        </Alert>
      )}
      {changes.length > 0 && (
        <Alert color="blue" variant="light" mb="md" role="status" withCloseButton onClose={() => setChanges([])}>
          {changes.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
      {lines === null ? (
        <p>{t('orders.basket.loading')}</p>
      ) : lines.length === 0 ? (
        <div className={classes.empty}>
          <p>{t('orders.basket.empty')}</p>
          <Button component={Link} to="/product/categories" variant="light">
            {t('orders.basket.browse')}
          </Button>
        </div>
      ) : (
        <>
          <Group justify="space-between" mb="md">
            <Button variant="subtle" onClick={() => void reload(true)} disabled={offline}>
              {t('orders.basket.refresh')}
            </Button>
            {confirmEmpty ? (
              <Group gap="xs" role="group" aria-label={t('orders.basket.emptyConfirm')}>
                <span>{t('orders.basket.emptyConfirm')}</span>
                <Button color="red" size="xs" onClick={() => void empty()}>
                  {t('orders.basket.emptyYes')}
                </Button>
                <Button variant="default" size="xs" onClick={() => setConfirmEmpty(false)}>
                  {t('orders.basket.emptyNo')}
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" onClick={() => setConfirmEmpty(true)}>
                {t('orders.basket.emptyAsk')}
              </Button>
            )}
          </Group>
          {groups.map((group) => (
            <section key={group.booth.id} className={classes.booth} aria-labelledby={`booth-${group.booth.id}`}>
              <Title order={2} id={`booth-${group.booth.id}`} className={classes.boothTitle}>
                {group.booth.title}
              </Title>
              <ul className={classes.lines}>
                {group.lines.map((line) => {
                  const item = { productId: line.id, pricingSelectedId: line.pricingSelectedId };
                  const count = countOf(item) ?? line.count;
                  return (
                    <li key={keyOf(item)} className={classes.line}>
                      <img src={mediaSrc(line.image)} alt="" width={64} height={64} className={classes.thumb} />
                      <div className={classes.lineText}>
                        <Link to={line.href} className={classes.lineTitle}>
                          {line.title}
                        </Link>
                        {line.variant && <span className={classes.meta}>{line.variant}</span>}
                        <span className={classes.meta}>
                          {formatPrice(line.price, locale)}
                          {line.discount > 0 &&
                            ` · ${t('orders.basket.discount', { n: localizeDigits(line.discount, locale) })}`}
                        </span>
                        {line.problem && (
                          <span className={classes.problem} role="alert">
                            {t(`orders.basket.problem.${line.problem}`, { n: localizeDigits(line.stock, locale) })}
                          </span>
                        )}
                      </div>
                      <div className={classes.qty}>
                        <ActionIcon
                          variant="light"
                          aria-label={t('orders.basket.more', { title: line.title })}
                          onClick={() => void more(item, line.stock)}
                        >
                          +
                        </ActionIcon>
                        <span aria-label={t('orders.basket.count')} data-testid="basket-count">
                          {localizeDigits(count, locale)}
                        </span>
                        <ActionIcon
                          variant="light"
                          aria-label={t('orders.basket.less', { title: line.title })}
                          onClick={() => void less(item)}
                        >
                          −
                        </ActionIcon>
                      </div>
                      <strong className={classes.lineTotal}>{formatPrice(line.total, locale)}</strong>
                    </li>
                  );
                })}
              </ul>
              <BoothCheckout
                group={group}
                offline={offline}
                signedIn={loaderData.signedIn}
                address={loaderData.address}
                addresses={addresses}
                onSavedAddress={(saved) => setAddresses((current) => [...current, saved])}
                walletBalance={loaderData.walletBalance}
                location={{ latitude: loaderData.latitude, longitude: loaderData.longitude }}
                onPlaced={async () => {
                  const bought = new Set(
                    group.lines.map((line) => keyOf({ productId: line.id, pricingSelectedId: line.pricingSelectedId })),
                  );
                  await writeBasket((await readBasket()).filter((line) => !bought.has(keyOf(line))));
                }}
              />
            </section>
          ))}
          {unpriced > 0 && (
            <Alert color="gray" variant="light" mb="md">
              {t('pwa.basketUnpriced', { n: localizeDigits(unpriced, locale) })}
            </Alert>
          )}
          {quote && quote.gone.length > 0 && (
            <Alert color="gray" variant="light">
              {t('orders.basket.gone', { n: localizeDigits(quote.gone.length, locale) })}
            </Alert>
          )}
        </>
      )}
    </Container>
  );
}

/** One booth's checkout: its shipping choice, the address and a note, the totals, and the two ways to pay. */
function BoothCheckout({
  group,
  offline,
  signedIn,
  address: initialAddress,
  addresses,
  onSavedAddress,
  walletBalance,
  location,
  onPlaced,
}: {
  group: QuotedBooth;
  offline: boolean;
  signedIn: boolean;
  address: string;
  addresses: readonly Address[];
  onSavedAddress: (address: Address) => void;
  walletBalance: number;
  location: { latitude: number; longitude: number };
  onPlaced: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const [shippingId, setShippingId] = useState<string>(group.shipping[0] ? String(group.shipping[0].id) : '');
  const [delivery, setDelivery] = useState<DeliveryChoice>(() => firstChoice(addresses, initialAddress));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a double click or a retry after a lost answer places the order once.
  const intent = useIntentKey();

  const shipping = group.shipping.find((method) => String(method.id) === shippingId);
  const total = group.itemsTotal + (shipping?.cost ?? 0);
  const belowMinimum = group.itemsTotal < group.minimumPurchase;
  const blocked = group.lines.some((line) => line.problem !== null) || belowMinimum || !shipping;

  // Wallet + online (ADR 0052): offered when the wallet holds part of the total, not all of it.
  const split = splitOrderPayment('both', total, walletBalance);
  const canSplit = split.walletPart > 0 && split.online > 0;

  const pay = async (method: CheckoutMethod) => {
    if (!navigator.onLine) {
      setFailure(t('orders.basket.offline'));
      return;
    }
    setBusy(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const where = await deliveryFieldsOf(api, delivery, onSavedAddress, location);
      // A new address saved here is chosen from now on (a retry does not save it twice).
      if (typeof where.addressId === 'number') setDelivery({ kind: 'saved', id: where.addressId });
      const done = await api.POST('/api/v1/me/orders', {
        body: {
          booth_id: group.booth.id,
          shipping_id: Number(shippingId),
          lines: group.lines.map((line) => ({
            id: line.id,
            count: line.count,
            pricingSelectedId: line.pricingSelectedId,
          })),
          ...where,
          description,
          method,
        },
        ...intent.keyed(method),
      });
      intent.settled();
      await onPlaced();
      if (done.redirectUrl) window.location.assign(done.redirectUrl);
      else await navigate(`/panel/order/${done.order.id}?placed=1`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('orders.basket.offline'));
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      intent.settled(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={classes.checkout}>
      {group.shipping.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('orders.checkout.noShipping')}
        </Alert>
      ) : (
        <Radio.Group value={shippingId} onChange={setShippingId} label={t('orders.checkout.shipping')}>
          {group.shipping.map((method) => (
            <Radio
              key={method.id}
              value={String(method.id)}
              mt="xs"
              label={`${method.title} · ${method.cost === 0 ? t('orders.checkout.free') : formatPrice(method.cost, locale)}`}
              description={method.description || undefined}
            />
          ))}
        </Radio.Group>
      )}
      <dl className={classes.totals}>
        <dt>{t('orders.checkout.items')}</dt>
        <dd>{formatPrice(group.itemsTotal, locale)}</dd>
        <dt>{t('orders.checkout.shippingCost')}</dt>
        <dd>
          {shipping ? (shipping.cost === 0 ? t('orders.checkout.free') : formatPrice(shipping.cost, locale)) : '—'}
        </dd>
        {group.tax > 0 && (
          <>
            <dt>{t('orders.checkout.tax')}</dt>
            <dd>{t('orders.checkout.taxIncluded', { n: localizeDigits(group.tax, locale) })}</dd>
          </>
        )}
        {group.minimumPurchase > 0 && (
          <>
            <dt>{t('orders.checkout.minimum')}</dt>
            <dd>{formatPrice(group.minimumPurchase, locale)}</dd>
          </>
        )}
        <dt className={classes.total}>{t('orders.checkout.total')}</dt>
        <dd className={classes.total} data-testid="booth-total">
          {formatPrice(total, locale)}
        </dd>
      </dl>
      {belowMinimum && (
        <Alert color="orange" variant="light">
          {t('orders.checkout.belowMinimum')}
        </Alert>
      )}
      {signedIn ? (
        <>
          <DeliveryAddress
            addresses={addresses}
            choice={delivery}
            onChange={setDelivery}
            errors={fieldErrors}
            idPrefix={`booth-${group.booth.id}`}
          />
          <Textarea
            label={t('orders.checkout.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={1}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <p className={classes.meta}>
            {t('orders.checkout.walletBalance', { amount: formatPrice(walletBalance, locale) })}
          </p>
          <Group mt="sm">
            <Button loading={busy} disabled={blocked || offline} onClick={() => void pay('wallet')}>
              {t('orders.checkout.payWallet', { title: group.booth.title })}
            </Button>
            <Button loading={busy} variant="light" disabled={blocked || offline} onClick={() => void pay('online')}>
              {t('orders.checkout.payOnline', { title: group.booth.title })}
            </Button>
          </Group>
          {canSplit && (
            <div className={classes.split}>
              <p className={classes.meta} data-testid="split-parts">
                {t('orders.checkout.splitParts', {
                  wallet: formatPrice(split.walletPart, locale),
                  online: formatPrice(split.online, locale),
                })}
              </p>
              <Button loading={busy} variant="outline" disabled={blocked || offline} onClick={() => void pay('both')}>
                {t('orders.checkout.payBoth', { title: group.booth.title })}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Button component={Link} to={loginUrl('general', '/basket')} variant="light">
          {t('orders.checkout.signIn')}
        </Button>
      )}
    </div>
  );
}
