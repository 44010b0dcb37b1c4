import { useTranslation } from '../../../lib/use-translation.tsx';
import { Badge, Button, Container, Title } from '../../../components/plain/plain.tsx';
import { BoothType } from '@shahrbazar/domain/enums/listing';
import { listingStatusBadge, ListingStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatPrice } from '@shahrbazar/domain/format/price';
import { BOOTH_NAME_PATTERN, boothPath } from '@shahrbazar/domain/rules/booth';
import type { Route } from './+types/booth-page';
import { Breadcrumbs } from '../../../components/listings/breadcrumbs.tsx';
import { ListingGrid } from '../../../components/listings/listing-card.tsx';
import { ListingIcon } from '../../../components/listings/listing-icons.tsx';
import listings from '../../../components/listings/listings.module.css';
import { StatusColorBadge } from '../../../components/status-color-badge.tsx';
import { VerifiedBadge } from '../../../components/trust/verified-badge.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { urlOf } from '../../../lib/api-client.ts';
import { keptVisitHeaders, keptWithVisit } from '../../../lib/kept-visit.server.ts';
import { telHref } from '../../../lib/digits.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { listingListPath } from '@shahrbazar/domain/rules/listing-filter';
import type { Crumb, ListingCard } from '../../../lib/listings/types.ts';
import { documentTitle, metaDescription, notFound, sectionSeo } from '../../../lib/listings/view.server.ts';
import { trailLd } from '../../../lib/listings/structured-data.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { mediaSrc } from '../../../lib/media.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { boothVertical } from '../index.ts';
import { boothProductCards } from '../products/product-view.server.ts';
import classes from './booth-page.module.css';
import { FollowButton } from '../../../components/followers/follow-button.tsx';
import { FavoriteButton, ShareActions } from '../../../components/listings/listing-actions.tsx';
import { favoriteAction } from '../../../lib/listings/favorite-action.server.ts';
import { loginUrl } from '../../../lib/panels.ts';
import { hasSessionCookie } from '../../../lib/session.server.ts';
import { ShelfNav, type ShelfLink } from '../components/shelf-nav.tsx';
import { StoryRing, type StoryView } from '../components/story-ring.tsx';
import { mainPicture } from '../../../lib/scripts-after-picture.ts';

/**
 * A booth's page (spec: /booth/{name}): header image, logo, title with the trust badge, open or closed, its hours,
 * contact, address, description and its products. Drawn on the server; an unknown or unpublished name is a 404
 * (its owner and managers see it with a notice).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const name = params.name;
  if (!BOOTH_NAME_PATTERN.test(name)) notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const api = serverApi(request, context);
  const [booth, seo] = await Promise.all([
    api.GET('/api/v1/booth/name/{name}', { params: { path: { name } } }),
    sectionSeo(request, context, boothVertical, locale),
  ]).catch(rethrowAsRouteError);
  const shelf = Number(url.searchParams.get('shelf'));
  const shelfId = Number.isInteger(shelf) && shelf > 0 ? shelf : undefined;
  const [products, shelves, stories, follow] = await Promise.all([
    boothProductCards(api, booth, locale, url, shelfId),
    api.GET('/api/v1/booth/{boothId}/categories', { params: { path: { boothId: booth.id } } }),
    api.GET('/api/v1/booth/{boothId}/stories', { params: { path: { boothId: booth.id } } }),
    api
      .GET('/api/v1/follows/{type}/{id}', { params: { path: { type: 'listing', id: booth.id } } })
      .catch(() => ({ followers: 0, isFollow: false })),
  ]).catch(rethrowAsRouteError);
  const boothHref = boothPath(booth.name);
  const shelfLinks: ShelfLink[] = shelves.items
    .flatMap((category) => [
      { id: category.id, title: category.title, sub: false },
      ...category.subCategories.map((sub) => ({ id: sub.id, title: sub.title, sub: true })),
    ])
    .map((link) => ({ ...link, href: `${boothHref}?shelf=${link.id}#booth-products`, current: link.id === shelfId }));

  const text = (field: keyof typeof booth) => {
    const value = booth[field];
    return typeof value === 'string' ? value : '';
  };
  const phone = text('phone') || booth.mobile || '';
  const citySlugs = booth.city ? { city: booth.city.slug } : {};
  const trail: Crumb[] = [
    { label: words.listings.common.home, href: '/' },
    { label: seo.sectionTitle, href: '/booth' },
  ];
  if (booth.city) trail.push({ label: booth.city.name, href: listingListPath('booth', citySlugs) });
  trail.push({ label: booth.title });
  const canonical = new URL(boothPath(booth.name), url.origin).href;
  const header = text('headerImage');
  const logo = text('logo');
  const ogImage = new URL(mediaSrc(header || logo || booth.image), url.origin).href;
  const page = {
    title: await documentTitle(request, context, locale, booth.title),
    description: metaDescription(booth.description || text('subTitle'), booth.title),
    canonical,
    ogImage,
    // schema.org: the trail and the booth as its vertical declares it (a LocalBusiness, ADR 0043).
    jsonLd: [
      trailLd(url.origin, trail, canonical),
      ...(boothVertical.structuredData
        ? [boothVertical.structuredData(booth, { url: canonical, image: ogImage })]
        : []),
    ],
    public: booth.status === ListingStatus.active,
    // A booth not public says which status it is in, worded here: the page's script needs no table of statuses.
    status: booth.status === ListingStatus.active ? null : listingStatusBadge(booth.status, locale),
    follow,
    booth: {
      id: booth.id,
      title: booth.title,
      subTitle: text('subTitle'),
      // Its owner's verified identity, with what was verified (issue 29, ADR 0081).
      trust: booth.trust,
      open: booth.active === 1,
      type: BoothType.is(booth.type) ? BoothType.label(booth.type, locale) : '',
      // What its items are called (issue 29: a real estate agency lists properties, a showroom cars, not «محصولات»).
      kind: BoothType.is(booth.type) ? booth.type : BoothType.shop,
      header: header ? mediaSrc(header) : '',
      logo: logo ? mediaSrc(logo) : '',
      city: booth.city?.name ?? '',
      hours: text('activityTime'),
      address: [text('region'), text('address')].filter(Boolean).join('، '),
      message: text('message'),
      description: booth.description,
      minimumPurchase:
        typeof booth.minimumPurchase === 'number' && booth.minimumPurchase > 0
          ? formatPrice(booth.minimumPurchase, locale)
          : '',
      phone: phone ? { href: telHref(phone), text: localizeDigits(phone, locale) } : null,
      productCount: localizeDigits(booth.productCount, locale),
      social: (['instagram', 'telegram', 'website', 'whatsapp'] as const)
        .map((field) => ({ field, value: text(field) }))
        .filter((link) => link.value),
    },
    trail,
    products,
    shelves: shelfLinks,
    allHref: `${boothHref}#booth-products`,
    stories: stories.items.map((story): StoryView => ({
      id: story.id,
      video: story.type === 'video',
      src: mediaSrc(story.type === 'video' ? story.path : (story.data.large ?? story.path)),
      thumb: mediaSrc(story.data.thumb ?? story.path),
      caption: story.caption,
    })),
    id: booth.id,
    isFavorite: booth.isFavorite,
    signedIn: hasSessionCookie(request),
    loginHref: loginUrl('general', url.pathname),
  };
  // A visitor's page is every visitor's: kept a few seconds, each later visit counted by the same call (ADR 0070).
  return keptWithVisit(request, page, urlOf('/api/v1/booth/name/{name}', { path: { name } }));
}

/** The page's counting call, for the server's kept copy. */
export const headers: Route.HeadersFunction = keptVisitHeaders;

/** Favorite or unfavorite the booth (the listing core's favorites). */
export async function action(args: Route.ActionArgs) {
  return favoriteAction(args, await args.request.formData(), 'listing');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        ...(loaderData.public ? [] : [{ name: 'robots', content: 'noindex' }]),
        { property: 'og:title', content: loaderData.booth.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:image', content: loaderData.ogImage },
        { property: 'og:type', content: 'website' },
        { property: 'og:url', content: loaderData.canonical },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

export default function BoothPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { booth, trail, products } = loaderData;
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={trail} />
      {!loaderData.public && (
        <div className={listings.notice} role="status">
          {loaderData.status && <StatusColorBadge color={loaderData.status.color} label={loaderData.status.label} />}
          <span>{t('booths.page.notPublic')}</span>
        </div>
      )}
      <header className={classes.header}>
        <div className={classes.cover}>
          {booth.header && <img src={booth.header} alt="" className={classes.coverImage} {...mainPicture(true)} />}
        </div>
        <div className={classes.identity}>
          {booth.logo ? (
            <img src={booth.logo} alt="" width={88} height={88} className={classes.logo} />
          ) : (
            <span className={classes.logo} aria-hidden="true">
              <ListingIcon name="star" size={32} />
            </span>
          )}
          <div className={classes.names}>
            <Title order={1} className={classes.title} dir="auto">
              {booth.title}
            </Title>
            {booth.subTitle && <p className={classes.subTitle}>{booth.subTitle}</p>}
            <div className={classes.badges}>
              <VerifiedBadge trust={booth.trust} />
              <Badge color={booth.open ? 'green' : 'red'} variant="light">
                {booth.open ? t('booths.open') : t('booths.closed')}
              </Badge>
              {booth.type && (
                <Badge color="gray" variant="light">
                  {booth.type}
                </Badge>
              )}
            </div>
            {loaderData.public && <FollowButton type="listing" id={booth.id} state={loaderData.follow} />}
          </div>
        </div>
      </header>

      <div className={classes.actions}>
        <FavoriteButton
          listingId={loaderData.id}
          isFavorite={loaderData.isFavorite}
          signedIn={loaderData.signedIn}
          loginHref={loaderData.loginHref}
        />
        <ShareActions url={loaderData.canonical} title={booth.title} />
      </div>

      <StoryRing stories={loaderData.stories} title={booth.title} />

      <div className={classes.body}>
        <section aria-labelledby="booth-products" className={classes.products}>
          <div className={listings.head}>
            <Title order={2} id="booth-products" className={listings.sectionHeading}>
              {t(`booths.types.${booth.kind}.items`)}
            </Title>
            <span className={classes.count}>{t(`booths.types.${booth.kind}.count`, { n: booth.productCount })}</span>
          </div>
          <ShelfNav links={loaderData.shelves} allHref={loaderData.allHref} />
          {products.cards.length > 0 ? (
            <ListingGrid cards={products.cards as ListingCard[]} label={t(`booths.types.${booth.kind}.items`)} />
          ) : (
            <p className={listings.empty}>{t(`booths.types.${booth.kind}.none`)}</p>
          )}
          {products.moreHref && (
            <div className={listings.more}>
              <Button component="a" href={products.moreHref} variant="light">
                {t(`booths.types.${booth.kind}.more`)}
              </Button>
            </div>
          )}
        </section>

        {/* After the products on phones, so a visitor sees what the booth sells first (issue 35 #8); beside them,
            at the start, on wider screens. */}
        <aside className={classes.about} aria-labelledby="booth-about">
          <Title order={2} id="booth-about" className={listings.sectionHeading}>
            {t('booths.page.about')}
          </Title>
          {booth.phone && (
            <Button
              component="a"
              href={booth.phone.href}
              leftSection={<ListingIcon name="phone" />}
              aria-label={`${t('booths.page.call')} ${booth.phone.text}`}
            >
              {t('booths.page.contact')}
            </Button>
          )}
          <dl className={listings.facts}>
            {booth.city && (
              <>
                <dt>{t('listings.detail.city')}</dt>
                <dd>{booth.city}</dd>
              </>
            )}
            {booth.hours && (
              <>
                <dt>{t('booths.page.hours')}</dt>
                <dd>{booth.hours}</dd>
              </>
            )}
            {booth.address && (
              <>
                <dt>{t('booths.page.address')}</dt>
                <dd>{booth.address}</dd>
              </>
            )}
            {booth.phone && (
              <>
                <dt>{t('booths.fields.phone')}</dt>
                <dd>
                  <a href={booth.phone.href} dir="ltr">
                    {booth.phone.text}
                  </a>
                </dd>
              </>
            )}
            {booth.minimumPurchase && (
              <>
                <dt>{t('booths.page.minimumPurchase')}</dt>
                <dd>{booth.minimumPurchase}</dd>
              </>
            )}
            {booth.social.map((link) => (
              <div key={link.field} className={classes.factRow}>
                <dt>{t(`booths.fields.${link.field}`)}</dt>
                <dd dir="ltr">{link.value}</dd>
              </div>
            ))}
          </dl>
          {booth.message && <p className={classes.message}>{booth.message}</p>}
          {booth.description && (
            <p className={listings.description} dir="auto">
              {booth.description}
            </p>
          )}
        </aside>
      </div>
    </Container>
  );
}
