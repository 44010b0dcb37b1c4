import { useState, type KeyboardEvent } from 'react';
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Badge, Button, Container, Title } from '../../../components/plain/plain.tsx';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { boothPath, productPath } from '@shahrbazar/domain/rules/booth';
import { priceAfterDiscount, shownVariant } from '@shahrbazar/domain/rules/pricing';
import type { Route } from './+types/product-page';
import { Breadcrumbs } from '../../../components/listings/breadcrumbs.tsx';
import { Gallery, type GalleryImage } from '../../../components/listings/gallery.tsx';
import listings from '../../../components/listings/listings.module.css';
import { identityTrust } from '../../../components/trust/identity-trust.ts';
import { VerifiedBadge } from '../../../components/trust/verified-badge.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { urlOf } from '../../../lib/api-client.ts';
import { keptVisitHeaders, keptWithVisit } from '../../../lib/kept-visit.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import type { Crumb } from '../../../lib/listings/types.ts';
import { offerLd, trailLd } from '../../../lib/listings/structured-data.ts';
import { documentTitle, imageView, metaDescription, notFound } from '../../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { mediaSrc, NO_PIC_SRC } from '../../../lib/media.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { AddToBasket } from '../basket/add-to-basket.tsx';
import { BackInStock } from '../products/back-in-stock.tsx';
import { BACK_IN_STOCK_INTENTS, backInStockAction } from '../products/back-in-stock.server.ts';
import { kindFactsOf } from '../products/kind-facts.server.ts';
import classes from './product-page.module.css';
import { FavoriteButton } from '../../../components/listings/listing-actions.tsx';
import { favoriteAction } from '../../../lib/listings/favorite-action.server.ts';
import { loginUrl } from '../../../lib/panels.ts';
import { hasSessionCookie } from '../../../lib/session.server.ts';

/**
 * A product's page (spec: /booth/{name}/product/{id}, and /jewelry/, /realEstate/, /autoExpo/ for those booth
 * types): gallery, price after discount with the struck price, stock, the variants (each a link: picking one changes
 * price and stock, with or without JavaScript), features grouped, the booth type's own facts, and the seller's card.
 * Drawn on the server; another booth's name or segment for the product is moved (301) to its own address. Without a
 * variant asked for, the one shown is the default while it is in stock, else one that is (domain shownVariant).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const id = Number(params.productId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const api = serverApi(request, context);
  // What of it the signed-in buyer waits for (issue 35: «موجود شد خبرم کن»), asked beside the product.
  const [product, waits] = await Promise.all([
    api.GET('/api/v1/products/{productId}', { params: { path: { productId: id } } }).catch(rethrowAsRouteError),
    hasSessionCookie(request)
      ? api
          .GET('/api/v1/me/stock-alerts/{productId}', { params: { path: { productId: id } } })
          .catch(() => ({ items: [] }))
      : { items: [] },
  ]);
  const canonical = productPath(product.booth.name, product.booth.type, product.id);
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);

  const asked = Number(url.searchParams.get('variant'));
  const selected = product.pricing.find((variant) => variant.id === asked) ?? shownVariant(product) ?? null;
  const price = selected?.price ?? product.price;
  const discount = selected?.discount ?? product.discount;
  const count = selected?.count ?? product.count;
  const finalPrice = priceAfterDiscount(price, discount);
  /** What the page shows and the basket takes for one variant (or the product without variants). */
  const offerOf = (item: { id: number | null; price: number; discount: number; count: number }) => {
    const final = priceAfterDiscount(item.price, item.discount);
    return {
      final: formatPrice(final, locale),
      original: item.discount > 0 && final > 0 ? formatPrice(item.price, locale) : null,
      discount: item.discount > 0 ? `${localizeDigits(item.discount, locale)}٪` : null,
      available: item.count > 0,
      stock: item.count > 0 ? localizeDigits(item.count, locale) : null,
      buyable: product.buyable && item.count > 0 && item.price > 0,
      // Why not, as a buyer is told it (issue 35 #7): the booth's reason first, else this variant's price or stock.
      unbuyable:
        product.unbuyableReasons.find((reason) => reason !== 'noPrice' && reason !== 'soldOut') ??
        (item.price <= 0 ? ('noPrice' as const) : item.count <= 0 ? ('soldOut' as const) : null),
      basket: { productId: product.id, pricingSelectedId: item.id, stock: item.count },
    };
  };

  const trail: Crumb[] = [
    { label: words.listings.common.home, href: '/' },
    { label: product.booth.title, href: boothPath(product.booth.name) },
  ];
  const chain = [
    ['category', product.generalCategory],
    ['subCategory', product.generalSubCategory],
    ['subSubCategory', product.generalSubSubCategory],
  ] as const;
  for (const [level, ref] of chain) {
    if (ref) trail.push({ label: ref.title, href: `/products/${level}/${encodeURIComponent(ref.slug)}` });
  }
  trail.push({ label: product.title });

  const images: GalleryImage[] =
    product.images.length > 0
      ? product.images.map((image) => ({ large: imageView(image, 'large'), thumb: imageView(image, 'thumb').src }))
      : [{ large: { src: NO_PIC_SRC, srcSet: undefined }, thumb: NO_PIC_SRC }];
  const groups = new Map<string, Array<{ key: string; value: string; important: boolean }>>();
  for (const feature of product.features) {
    const group = feature.groupedTitle;
    groups.set(group, [...(groups.get(group) ?? []), feature]);
  }
  const absolute = (path: string) => new URL(path, url.origin).href;
  const ogImage = absolute(images[0]?.large.src ?? NO_PIC_SRC);
  const page = {
    title: await documentTitle(request, context, locale, product.title),
    description: metaDescription(product.description, product.title),
    canonical: absolute(canonical),
    ogImage,
    // schema.org: the trail, and the product with its offer at the price after discount, sold by the booth (ADR 0043).
    jsonLd: [
      trailLd(url.origin, trail, canonical),
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        url: absolute(canonical),
        image: ogImage,
        ...(product.description ? { description: product.description } : {}),
        ...(product.barcode ? { gtin: product.barcode } : {}),
        offers: {
          ...offerLd(finalPrice, absolute(canonical), count > 0),
          seller: { '@type': 'Organization', name: product.booth.title },
        },
      },
    ],
    trail,
    images,
    product: {
      title: product.title,
      description: product.description,
      barcode: product.barcode,
      category: (product.generalSubSubCategory ?? product.generalSubCategory)?.title ?? '',
      type: product.booth.type,
      // The booth type's own facts, worded here: the page's script needs neither their table nor the formatters.
      kindFacts: kindFactsOf(product.booth.type, product.attributes, locale),
      live: product.booth.type === BoothType.jewelry && product.price > 0 && product.attributes.weight !== undefined,
    },
    /** The product's own offer; with variants, each variant has its own and `selectedId` says which is shown. */
    offer: offerOf({ id: null, price, discount, count }),
    selectedId: selected?.id ?? null,
    variants: product.pricing.map((variant) => ({
      id: variant.id,
      label: [variant.sizeTitle, variant.colorTitle].filter(Boolean).join(' · ') || localizeDigits(variant.id, locale),
      color: /^#[0-9a-f]{6}$/i.test(variant.colorValue) ? variant.colorValue : null,
      price: formatPrice(variant.finalPrice, locale),
      href: `?variant=${variant.id}`,
      offer: offerOf(variant),
    })),
    features: [...groups].map(([title, items]) => ({ title, items })),
    id: product.id,
    isFavorite: product.isFavorite,
    signedIn: hasSessionCookie(request),
    loginHref: loginUrl('general', url.pathname),
    path: canonical,
    /** The variants (0: the product without variants) the buyer waits for. */
    waiting: waits.items.map((item) => item.pricingId ?? 0),
    booth: {
      title: product.booth.title,
      href: boothPath(product.booth.name),
      logo: product.booth.logo ? mediaSrc(product.booth.logo) : '',
      // The badge's trust, by the one rule on the server: the page's script needs neither the rule nor the levels.
      trust: identityTrust(product.booth.authLevel),
      city: product.booth.city?.name ?? '',
      open: product.booth.active === 1,
    },
  };
  // A visitor's page is every visitor's: kept a few seconds, each later visit counted by the same call (ADR 0070).
  return keptWithVisit(request, page, urlOf('/api/v1/products/{productId}', { path: { productId: id } }));
}

/** The page's counting call, for the server's kept copy. */
export const headers: Route.HeadersFunction = keptVisitHeaders;

/**
 * Picking another variant only changes `?variant=` (for a link shared or a page reloaded): the page already has every
 * variant's price and stock, so it asks the server for nothing and shows the pick at once.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('variant');
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

/** Space picks a variant as Enter does (each is a link drawn as a toggle button). */
const pressWithSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/** Favorite or unfavorite the product (a user's favorite products). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  if (BACK_IN_STOCK_INTENTS.has(String(form.get('intent')))) return backInStockAction(args, form);
  return favoriteAction(args, form, 'product');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:title', content: loaderData.product.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:image', content: loaderData.ogImage },
        { property: 'og:type', content: 'product' },
        { property: 'og:url', content: loaderData.canonical },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, variants, features, booth } = loaderData;
  // The variant shown is the one last tapped, at once (before the address follows), so «افزودن به سبد» always adds
  // exactly what the page shows; the address's ?variant= (a reload, back, a shared link) sets it too.
  const [chosenId, setChosenId] = useState(loaderData.selectedId);
  const [searchParams] = useSearchParams();
  const fromAddress = Number(searchParams.get('variant'));
  const [addressSeen, setAddressSeen] = useState(fromAddress);
  if (fromAddress !== addressSeen) {
    setAddressSeen(fromAddress);
    if (variants.some((variant) => variant.id === fromAddress)) setChosenId(fromAddress);
  }
  const chosen = variants.find((variant) => variant.id === chosenId);
  const price = chosen?.offer ?? loaderData.offer;
  return (
    <Container size="lg" className={`${listings.page} ${price.buyable ? classes.withBuyBar : ''}`}>
      <Breadcrumbs trail={loaderData.trail} />
      <article className={listings.detail}>
        <Gallery images={loaderData.images} title={product.title} />
        <div className={listings.info}>
          <Title order={1} className={listings.detailTitle} dir="auto">
            {product.title}
          </Title>
          <div className={classes.priceBox} aria-live="polite">
            {price.original && (
              // A <div>: the badge is a <div>, which a <p> cannot hold (the browser closed it early, React threw the
              // server's HTML away; issue 32).
              <div className={classes.priceRow}>
                <s className={classes.struck}>{price.original}</s>
                <Badge color="red" variant="filled">
                  {price.discount}
                </Badge>
              </div>
            )}
            <p className={classes.final} data-testid="product-price">
              {price.final}
            </p>
            <p className={price.available ? classes.inStock : classes.outOfStock} data-testid="product-stock">
              {price.stock ? t(`booths.types.${product.type}.stock`, { n: price.stock }) : t('products.unavailable')}
            </p>
            {product.live && <p className={classes.note}>{t('products.livePrice')}</p>}
          </div>
          <div className={listings.actions}>
            <FavoriteButton
              listingId={loaderData.id}
              isFavorite={loaderData.isFavorite}
              signedIn={loaderData.signedIn}
              loginHref={loaderData.loginHref}
            />
          </div>

          {variants.length > 0 && (
            <nav aria-labelledby="product-variants" className={classes.variants}>
              <Title order={2} id="product-variants" className={listings.sectionHeading}>
                {t('products.variants')}
              </Title>
              <ul className={classes.variantList}>
                {variants.map((variant) => (
                  <li key={variant.id}>
                    <Link
                      to={variant.href}
                      replace
                      preventScrollReset
                      role="button"
                      className={classes.variant}
                      aria-pressed={variant.id === chosen?.id}
                      aria-label={t('products.pickVariant', {
                        title: [variant.label, variant.price, variant.offer.available ? '' : t('products.unavailable')]
                          .filter(Boolean)
                          .join(' '),
                      })}
                      data-unavailable={variant.offer.available ? undefined : 'true'}
                      onClick={() => setChosenId(variant.id)}
                      onKeyDown={pressWithSpace}
                    >
                      {variant.color && (
                        <span
                          className={classes.swatch}
                          style={{ backgroundColor: variant.color }}
                          aria-hidden="true"
                        />
                      )}
                      {/* The space keeps the drawn words apart, as the name reads them (axe: label in name). */}
                      <span>{variant.label}</span>{' '}
                      <small>{variant.offer.available ? variant.price : t('products.unavailable')}</small>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <Alert color={price.buyable ? 'teal' : 'gray'} variant="light">
            {price.buyable
              ? t('products.buyable')
              : price.unbuyable
                ? t(`products.unbuyableBuyer.${price.unbuyable}`)
                : t('products.buyableNo')}
          </Alert>
          {price.buyable && (
            // On phones a bar kept above the bottom bar, with the price: «افزودن به سبد» is in view without scrolling
            // past the gallery (issue 35 #8); elsewhere in its place.
            <div className={classes.buyBar} data-testid="buy-bar">
              <p className={classes.buyBarPrice} aria-hidden="true">
                {price.final}
              </p>
              <AddToBasket key={price.basket.pricingSelectedId} {...price.basket} />
            </div>
          )}

          {!price.available && (
            <BackInStock
              productId={loaderData.id}
              pricingId={price.basket.pricingSelectedId}
              waiting={loaderData.waiting.includes(price.basket.pricingSelectedId ?? 0)}
              signedIn={loaderData.signedIn}
              loginHref={loginUrl(
                'general',
                price.basket.pricingSelectedId === null
                  ? loaderData.path
                  : `${loaderData.path}?variant=${price.basket.pricingSelectedId}`,
              )}
            />
          )}

          <dl className={listings.facts}>
            {product.category && (
              <>
                <dt>{t('products.category')}</dt>
                <dd>{product.category}</dd>
              </>
            )}
            {product.kindFacts.map((fact) => (
              <div key={fact.name} className={classes.factRow}>
                <dt>{fact.label}</dt>
                <dd>{fact.text}</dd>
              </div>
            ))}
            {product.barcode && (
              <>
                <dt>{t('products.barcode')}</dt>
                <dd dir="ltr">{product.barcode}</dd>
              </>
            )}
          </dl>

          {features.length > 0 && (
            <section aria-labelledby="product-features">
              <Title order={2} id="product-features" className={listings.sectionHeading}>
                {t('products.features')}
              </Title>
              {features.map((group) => (
                <div key={group.title} className={classes.featureGroup}>
                  {group.title && <h3 className={classes.groupTitle}>{group.title}</h3>}
                  <dl className={listings.facts}>
                    {group.items.map((feature) => (
                      <div key={feature.key} className={classes.factRow}>
                        <dt>{feature.key}</dt>
                        <dd className={feature.important ? classes.important : undefined}>{feature.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </section>
          )}

          {product.description && (
            <section aria-labelledby="product-description">
              <Title order={2} id="product-description" className={listings.sectionHeading}>
                {t('products.description')}
              </Title>
              <p className={listings.description} dir="auto">
                {product.description}
              </p>
            </section>
          )}

          <section aria-labelledby="product-seller" className={classes.seller}>
            <Title order={2} id="product-seller" className={listings.sectionHeading}>
              {t(`booths.types.${product.type}.seller`)}
            </Title>
            <div className={classes.sellerRow}>
              {booth.logo && <img src={booth.logo} alt="" width={56} height={56} className={classes.sellerLogo} />}
              <div>
                <p className={classes.sellerName}>{booth.title}</p>
                {/* A <div>: the badges are <div>s, which a <p> cannot hold (issue 32). */}
                <div className={classes.sellerMeta}>
                  <VerifiedBadge trust={booth.trust} />{' '}
                  <Badge color={booth.open ? 'green' : 'red'} variant="light">
                    {booth.open ? t('booths.open') : t('booths.closed')}
                  </Badge>{' '}
                  {booth.city}
                </div>
              </div>
            </div>
            <Button component={Link} to={booth.href} variant="light">
              {t('products.visitBooth')}
            </Button>
          </section>
        </div>
      </article>
    </Container>
  );
}
