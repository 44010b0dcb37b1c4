import { lazy, memo, Suspense, use, useMemo, type ComponentProps, type ComponentType } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Badge, Button, Container, Title } from '../../components/plain/plain.tsx';
import { ListingReportReason } from '@shahrbazar/domain/enums/listing-engagement';
import { listingStatusBadge, ListingStatus } from '@shahrbazar/domain/enums/status';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { listingListPath, type ParsedListingFilter } from '@shahrbazar/domain/rules/listing-filter';
import type { Route } from './+types/detail';
import { commentAction, type CommentActionData } from '../../components/comments/comment-action.server.ts';
import commentsClasses from '../../components/comments/comments.module.css';
import { itemComments } from '../../components/comments/comments-view.server.ts';
import { Icon } from '../../components/icons.tsx';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { Gallery, type GalleryImage } from '../../components/listings/gallery.tsx';
import { FavoriteButton, ShareActions } from '../../components/listings/listing-actions.tsx';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import classes from '../../components/listings/listings.module.css';
import { StatusColorBadge } from '../../components/status-color-badge.tsx';
import { VerifiedBadge } from '../../components/trust/verified-badge.tsx';
import {
  ContactReveal,
  SafetyTips,
  SellerCard,
  type EngagementActionData,
} from '../../components/listings/listing-engagement.tsx';
import type { ReportResult } from '../../components/listings/later-blocks.tsx';
import { LaterSlot, laterBlocksLoaded } from '../../components/listings/later-slot.tsx';
import { buyPurchase, purchasePanelOf, renewsByEdit } from '../../components/listings/listing-purchases.server.ts';
import { PagePart } from '../../components/listings/page-part.tsx';
import { pageParts, type PagePartName } from '../../components/listings/page-parts.ts';
import { ApiError, urlOf } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { keptVisitHeaders, keptWithVisit } from '../../lib/kept-visit.server.ts';
import { asciiAddress } from '../../lib/path-segment.ts';
import { expiredTokenCookie } from '../../lib/forward-cookies.ts';
import { telHref } from '../../lib/digits.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import type { VerticalKey, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { detailMapOf } from '../../lib/listings/detail-map.ts';
import type { Crumb } from '../../lib/listings/types.ts';
import {
  apiPaths,
  cardOf,
  detailHref,
  fill,
  documentTitle,
  imageView,
  jalaliOf,
  metaDescription,
  notFound,
  sectionSeo,
} from '../../lib/listings/view.server.ts';
import { favoriteAction } from '../../lib/listings/favorite-action.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { avatarSrc, NO_PIC_SRC } from '../../lib/media.ts';
import { loginUrl } from '../../lib/panels.ts';
import { breadcrumbLd } from '../../lib/site-seo.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { hasSessionCookie } from '../../lib/session.server.ts';
import { useNearView } from '../../lib/use-near-view.ts';
import { tagChipHref } from '../../lib/listings/tag-chip.ts';
import { detailParts, type DetailParts } from '../../verticals/detail-parts.ts';
import { verticalOfPath } from '../../verticals/registry.ts';
import { useNouns } from '../../verticals/nouns.ts';
import { useVerticalWords, verticalWordsIn } from '../../verticals/words.ts';

/** A slugId as the API makes them (the API answers 422 to anything else; a page answers 404). */
/** The listing's map: loaded when its block comes near the viewport (the map box's code and the zoom, ~2 KB). */
const ListingMap = lazy(() => import('../../components/map/listing-map.tsx'));

const SLUG_ID = /^[A-Za-z0-9]{4,16}$/;

/**
 * A listing's page (spec: /{vertical}/{slug}/{slugId}): photos, the vertical's main line (price in toman or
 * «توافقی»), tags, city and Jalali date, the map point, the owner's mobile as «تماس», favorite, share; breadcrumbs
 * from the section title and the category chain; title, description and OpenGraph tags drawn on the server. Another
 * slug for the right slugId is moved permanently (301) to the listing's own address.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const vertical = verticalOfPath(url.pathname) ?? notFound();
  if (!SLUG_ID.test(params.slugId)) notFound();
  // Its own blocks, ready before the render so the server's HTML holds them whole (verticals/detail-parts.ts).
  const parts = detailParts(vertical.key);
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  // The vertical's own words (verticals/<key>/words.*.json): a doctor's page has no «فروشنده» (issue 29).
  const own = verticalWordsIn(words, vertical.key);
  // The listing's API answer counts a view (once per visitor a day).
  const [listing, seo] = await Promise.all([
    serverApi(request, context)
      .GET(apiPaths(vertical).detail, { params: { path: { slugId: params.slugId } } })
      .catch(rethrowAsRouteError),
    sectionSeo(request, context, vertical, locale),
  ]);
  // In ASCII: it is the redirect's Location, and the address crawlers and a shared link get.
  const canonical = asciiAddress(detailHref(vertical, listing));
  // A page at /{path}/{slugId} alone (spec: /doctor/{id}) has no slug to correct.
  if (params.slug !== undefined && params.slug !== listing.slug) throw redirect(canonical, 301);

  const citySlugs: ParsedListingFilter = listing.city ? { city: listing.city.slug } : {};
  const trail: Crumb[] = [
    { label: words.listings.common.home, href: '/' },
    { label: seo.sectionTitle, href: `/${vertical.path}` },
  ];
  const levels = [
    ['category', listing.generalCategory],
    ['subCategory', listing.generalSubCategory],
    ['subSubCategory', listing.generalSubSubCategory],
  ] as const;
  const chain: ParsedListingFilter = { ...citySlugs };
  for (const [level, ref] of levels) {
    if (!ref) break;
    chain[level] = ref.slug;
    trail.push({ label: ref.title, href: listingListPath(vertical.path, chain) });
  }
  trail.push({ label: listing.title });

  const images: GalleryImage[] =
    listing.images.length > 0
      ? listing.images.map((image) =>
          image.type === 'video'
            ? { large: { src: image.path, srcSet: undefined }, thumb: NO_PIC_SRC, video: image.path }
            : { large: imageView(image, 'large'), thumb: imageView(image, 'thumb').src },
        )
      : [{ large: { src: NO_PIC_SRC, srcSet: undefined }, thumb: NO_PIC_SRC }];
  const category = listing.generalSubSubCategory ?? listing.generalSubCategory ?? listing.generalCategory;
  const absolute = (path: string) => new URL(path, url.origin).href;
  const description = metaDescription(listing.description, listing.title);
  const active = listing.status === ListingStatus.active;
  // What the page shows below the listing, asked for at once (each needs only the listing).
  const [related, sellerOthers, comments, extra, purchase] = await Promise.all([
    relatedCards(request, context, vertical, listing, locale),
    sellerCards(request, context, vertical, listing, locale),
    // Comments and the rating (components/comments): only a live listing takes them.
    active ? itemComments(request, context, { type: vertical.key, itemId: listing.id }, locale) : null,
    // The vertical's own block's data (a doctor's tariffs): only a live listing shows the block.
    active && vertical.detailLoad
      ? vertical.detailLoad(serverApi(request, context), listing, locale).catch(() => undefined)
      : undefined,
    // Its owner, signed in, buys «نردبان» and «تمدید» here too, as on «آگهی‌های من» (issue 35, ADR 0107).
    active && listing.isMine
      ? purchasePanelOf(
          serverApi(request, context),
          apiPaths(vertical).purchases,
          listing,
          url,
          locale,
          renewsByEdit(listing),
        ).catch(() => null)
      : null,
  ]);

  const ogImage = absolute(images.find((image) => !image.video)?.large.src ?? NO_PIC_SRC);
  const signedIn = hasSessionCookie(request);
  // The blocks only some visitors see, in chunks of their own: the owner's purchases, a signed-in visitor's forms.
  const pageBlocks: PagePartName[] = [
    ...(purchase ? (['owner'] as const) : []),
    ...(signedIn && active ? (['signedIn'] as const) : []),
  ];
  // The page's end too (later-slot.tsx): the server draws it whole; the browser hydrates it when it comes near.
  await Promise.all([parts, laterBlocksLoaded(), ...pageBlocks.map((name) => pageParts(name))]);
  const page = {
    key: vertical.key,
    title: await documentTitle(request, context, locale, listing.title),
    // schema.org: the trail, and the vertical's own item when it declares one (ADR 0029).
    jsonLd: [
      breadcrumbLd(
        url.origin,
        trail.map((crumb) => ({ name: crumb.label, path: crumb.href ?? canonical })),
      ),
      ...(vertical.structuredData
        ? [vertical.structuredData(listing, { url: absolute(canonical), image: ogImage })]
        : []),
    ],
    description,
    canonical: absolute(canonical),
    ogImage,
    // With what the vertical's blocks show worded here (a lawyer's licence expiry in Jalali): no calendar in the page.
    listing: vertical.detailWords ? { ...listing, ...vertical.detailWords(listing, locale) } : listing,
    extra,
    // The one badge of every vertical, with what was verified (issue 29, ADR 0081).
    trust: listing.trust,
    trail,
    images,
    highlight: vertical.highlight(listing, locale),
    date: jalaliOf(listing.registerDate, locale),
    categoryTitle: category?.title ?? '',
    categoryHref: category ? listingListPath(vertical.path, chain) : null,
    map: detailMapOf(listing.location),
    contact: listing.mobile ? { href: telHref(listing.mobile), text: localizeDigits(listing.mobile, locale) } : null,
    signedIn,
    pageBlocks: pageBlocks.join(' '),
    loginHref: loginUrl('general', url.pathname),
    tags: listing.tags.map((tag) => ({
      title: tag.title,
      href: tagChipHref(tag, listingListPath(vertical.path, citySlugs)),
    })),
    active,
    // A listing not public says which status it is in, worded here: the page's script needs no table of statuses.
    status: active ? null : listingStatusBadge(listing.status, locale),
    purchase,
    comments,
    related,
    views: fill(words.listingExperience.views, { n: localizeDigits(listing.views, locale) }),
    seller: {
      // A seller who has not given a name still has a card and a link to their profile, with a name to read.
      name: listing.user.name.trim() || words.listingExperience.seller.unnamed,
      avatar: avatarSrc(listing.user.avatar),
      memberSince: jalaliOf(listing.user.memberSince, locale),
      profileHref: `/profile/${listing.user.id}`,
      others: sellerOthers,
    },
    // «آگهی تکراری» and «فروخته شده» are an ad's: each vertical names a duplicate and what is gone in its words.
    reportReasons: ListingReportReason.options(locale).map((option) => ({
      value: String(option.value),
      label:
        option.value === ListingReportReason.duplicate
          ? own.reportDuplicate
          : option.value === ListingReportReason.unavailable
            ? own.reportUnavailable
            : option.label,
    })),
  };
  // A visitor without a session sees what every such visitor sees: the server may keep the page a few seconds and
  // count each later visitor's view by making the same API call for them (ADR 0070).
  const detailApi = urlOf(apiPaths(vertical).detail, { path: { slugId: params.slugId } });
  return keptWithVisit(request, page, detailApi);
}

/** The page's counting call, for the server's kept copy (never a shared cache: each visit counts). */
export const headers: Route.HeadersFunction = keptVisitHeaders;

/**
 * Other live listings of the same category in the same city (its own level, else the one above), for a vertical that
 * asks for them: the next expert to call when this one is busy. At most six; none when the listing has no city.
 */
async function relatedCards(
  request: Request,
  context: Route.LoaderArgs['context'],
  vertical: NonNullable<ReturnType<typeof verticalOfPath>>,
  listing: VerticalListing,
  locale: ReturnType<typeof localeOfRequest>,
) {
  const levels = [
    ['subSubCategory', listing.generalSubSubCategory],
    ['subCategory', listing.generalSubCategory],
    ['category', listing.generalCategory],
  ] as const;
  if (!listing.city) return [];
  // Its own category first; when it is alone there, the category above it.
  for (const [level, ref] of levels) {
    if (!ref) continue;
    const query = { city: listing.city.slug, [level]: ref.slug, perPage: 7 };
    const page = await serverApi(request, context)
      .GET(apiPaths(vertical).list, { params: { query } })
      .catch(() => ({ items: [] as VerticalListing[] }));
    const others = page.items.filter((item) => item.id !== listing.id);
    if (others.length > 0) return others.slice(0, 6).map((item) => cardOf(vertical, item, locale));
  }
  return [];
}

/** The seller's other live listings in this vertical (the seller card), at most four. */
async function sellerCards(
  request: Request,
  context: Route.LoaderArgs['context'],
  vertical: NonNullable<ReturnType<typeof verticalOfPath>>,
  listing: VerticalListing,
  locale: ReturnType<typeof localeOfRequest>,
) {
  const page = await serverApi(request, context)
    .GET(apiPaths(vertical).list, { params: { query: { user: listing.user.id, perPage: 5 } } })
    .catch(() => ({ items: [] as VerticalListing[] }));
  return page.items
    .filter((item) => item.id !== listing.id)
    .slice(0, 4)
    .map((item) => cardOf(vertical, item, locale));
}

/** The seller's number (intent=contact) or a report (intent=report), for a signed-in visitor (ADR 0027). */
async function engagementAction(
  api: ReturnType<typeof serverApi>,
  intent: 'contact' | 'report',
  id: number,
  form: FormData,
  locale: ReturnType<typeof localeOfRequest>,
) {
  try {
    if (intent === 'contact') {
      const { mobile } = await api.POST('/api/v1/listings/{id}/contact', { params: { path: { id } } });
      return {
        contact: { href: telHref(mobile), text: localizeDigits(mobile, locale) },
      } satisfies EngagementActionData;
    }
    await api.POST('/api/v1/listings/{id}/reports', {
      params: { path: { id } },
      body: { reason: String(form.get('reason') ?? ''), text: String(form.get('text') ?? '') },
    });
    return { reported: true } satisfies EngagementActionData;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    const failed: EngagementActionData =
      intent === 'contact'
        ? { contactError: error.message }
        : { reportError: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    return data(failed, { status: error.status });
  }
}

/**
 * Favorite or unfavorite (the favorite form), or a comment (intent=comment, components/comments): a visitor without a
 * session goes to the login page and back.
 */
export async function action(args: Route.ActionArgs) {
  const { request, url } = args;
  if (!hasSessionCookie(request)) throw redirect(loginUrl('general', url.pathname), 303);
  const form = await request.formData();
  if (form.get('intent') === 'comment') return commentAction(args, form);
  const intent = form.get('intent');
  if (intent === 'purchase') {
    const vertical = verticalOfPath(url.pathname) ?? notFound();
    const id = Number(form.get('id'));
    if (!Number.isInteger(id) || id <= 0) notFound();
    return buyPurchase(args, apiPaths(vertical).purchases, id, form, vertical.deviceType);
  }
  if (intent === 'contact' || intent === 'report') {
    const id = Number(form.get('id'));
    if (!Number.isInteger(id) || id <= 0) notFound();
    const back = loginUrl('general', url.pathname);
    try {
      return await engagementAction(serverApi(request, args.context), intent, id, form, localeOfRequest(request));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw redirect(back, { status: 303, headers: { 'Set-Cookie': expiredTokenCookie(url) } });
      }
      throw error;
    }
  }
  return favoriteAction(args, form, 'listing');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        ...(loaderData.active ? [] : [{ name: 'robots', content: 'noindex' }]),
        { property: 'og:title', content: loaderData.listing.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:image', content: loaderData.ogImage },
        { property: 'og:type', content: 'article' },
        { property: 'og:url', content: loaderData.canonical },
        { name: 'twitter:card', content: 'summary_large_image' },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

/** Which of a vertical's blocks, with the props that block takes. */
interface PartProps<P extends keyof DetailParts> {
  vertical: VerticalKey;
  part: P;
  props: ComponentProps<NonNullable<DetailParts[P]>>;
}

/**
 * One of the vertical's own blocks (verticals/detail-parts.ts): drawn at once on the server, whose loader loaded them;
 * in the browser they are loaded before the page hydrates (entry.client, ADR 0068). The boundary waits only when
 * their chunk failed to arrive and is asked for again; it keeps the server's HTML meanwhile.
 */
function VerticalPartOf<P extends keyof DetailParts>({ vertical, part, props }: PartProps<P>) {
  return (
    <Suspense fallback={null}>
      <Part vertical={vertical} part={part} props={props} />
    </Suspense>
  );
}

/**
 * The same props (each of `props` the same value): the block is not drawn again. React throws away the server's HTML
 * of a boundary still waiting for its chunk when new props reach it (the page draws itself again once hydrated) and
 * draws it on the client later: the buttons vanished for a moment and a tap on «شروع مشاوره متنی» or «رزرو نوبت» in
 * that moment was lost on a slow phone. Left alone, the boundary keeps its HTML, whose links work as plain links.
 */
function samePart<P extends keyof DetailParts>(before: PartProps<P>, after: PartProps<P>): boolean {
  if (before.vertical !== after.vertical || before.part !== after.part) return false;
  const a = before.props as Record<string, unknown>;
  const b = after.props as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

const VerticalPart = memo(VerticalPartOf, samePart) as typeof VerticalPartOf;

function Part<P extends keyof DetailParts>({ vertical, part, props }: PartProps<P>) {
  // The part's props are checked at the call (VerticalPart's `props`); here any part takes them.
  const Block = use(detailParts(vertical) as Promise<DetailParts>)[part] as ComponentType<object> | undefined;
  return Block ? <Block {...(props as object)} /> : null;
}

export default function ListingDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nouns = useNouns(loaderData.key);
  const own = useVerticalWords(loaderData.key);
  const data = loaderData;
  const { listing } = data;
  const [mapBlock, mapNear] = useNearView<HTMLDivElement>();
  const navigation = useNavigation();
  const engaged = (actionData ?? {}) as Partial<Record<string, unknown>>;
  const revealed = 'contact' in engaged ? (engaged.contact as { href: string; text: string }) : undefined;
  // The same value while the action data is: the page's end compares its props one by one (later-slot.tsx).
  const reportResult = useMemo<ReportResult>(() => {
    const answer = (actionData ?? {}) as Partial<Record<string, unknown>>;
    if ('reported' in answer) return { done: true };
    if (!('reportError' in answer)) return undefined;
    return { error: String(answer.reportError), fields: answer.fields as Record<string, string> | undefined };
  }, [actionData]);
  const commented = actionData && 'commented' in actionData ? (actionData as CommentActionData) : undefined;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={data.trail} />
      {!data.active && (
        <div className={classes.notice} role="status">
          {data.status && <StatusColorBadge color={data.status.color} label={data.status.label} />}
          <span>{t('listings.detail.notPublic', nouns)}</span>
        </div>
      )}
      {/* Which vertical's blocks the page draws, and which blocks only some visitors see: entry.client loads them
          before it hydrates the page (ADR 0068, 0129). */}
      <article className={classes.detail} data-vertical-parts={data.key} data-page-parts={data.pageBlocks || undefined}>
        <Gallery images={data.images} title={listing.title} />
        <div className={classes.info}>
          <Title order={1} className={classes.detailTitle} dir="auto">
            {listing.title}
          </Title>
          <VerifiedBadge trust={data.trust} />
          {listing.isSpecial && (
            <Badge color="yellow" variant="light" leftSection={<ListingIcon name="star" size={14} />}>
              {listing.specialText || t('listings.card.special')}
            </Badge>
          )}
          <p className={classes.detailHighlight}>{data.highlight}</p>
          <p className={classes.detailMeta}>
            {listing.city && (
              <span>
                <ListingIcon name="pin" size={16} />
                {listing.city.name}
              </span>
            )}
            <span>
              <ListingIcon name="clock" size={16} />
              {data.date}
            </span>
            <span>{data.views}</span>
          </p>

          {data.active && (
            <VerticalPart
              vertical={data.key}
              part="DetailTop"
              props={{ listing, signedIn: data.signedIn, loginHref: data.loginHref, data: data.extra }}
            />
          )}

          <div className={classes.actions}>
            {data.contact && (
              <Button
                component="a"
                href={data.contact.href}
                leftSection={<ListingIcon name="phone" />}
                aria-label={t('listings.detail.callNumber', { number: data.contact.text })}
              >
                {t('listings.detail.call')}
              </Button>
            )}
            {!data.contact && data.active && (
              <ContactReveal
                listingId={listing.id}
                signedIn={data.signedIn}
                loginHref={data.loginHref}
                revealed={revealed}
                error={'contactError' in engaged ? String(engaged.contactError) : undefined}
              />
            )}
            {data.active && (
              <Button
                component={Link}
                to={`/panel/chatRoom/${listing.user.id}?listing=${listing.id}`}
                variant="default"
                leftSection={<Icon name="chat" size={18} />}
              >
                {t('listingExperience.contact.chat', { person: own.person })}
              </Button>
            )}
            <VerticalPart vertical={data.key} part="DetailActions" props={{ listing }} />
            <FavoriteButton
              listingId={listing.id}
              isFavorite={listing.isFavorite}
              signedIn={data.signedIn}
              loginHref={data.loginHref}
            />
            <ShareActions url={data.canonical} title={listing.title} />
          </div>

          {data.purchase && (data.purchase.bumpHref || data.purchase.buyRenewHref) && (
            <section aria-labelledby="listing-promote" className={classes.ownerBlock}>
              <Title order={2} id="listing-promote" className={classes.sectionHeading} mb="xs">
                {t('listings.mine.promote')}
              </Title>
              <p className={classes.ownerHint}>{t('listings.detail.ownerHint', nouns)}</p>
              {'error' in engaged && typeof engaged.error === 'string' && (
                <Alert color="red" variant="light" role="alert" mb="sm">
                  {engaged.error}
                </Alert>
              )}
              <PagePart
                name="owner"
                part="PurchasePanel"
                props={{
                  listing,
                  vertical: data.key,
                  ...data.purchase,
                  busy: navigation.state === 'submitting',
                }}
              />
            </section>
          )}

          <dl className={classes.facts}>
            <VerticalPart vertical={data.key} part="DetailFacts" props={{ listing }} />
            {data.categoryTitle && (
              <>
                <dt>{t('listings.detail.category')}</dt>
                <dd>{data.categoryTitle}</dd>
              </>
            )}
            {listing.city && (
              <>
                <dt>{t('listings.detail.city')}</dt>
                <dd>{listing.city.name}</dd>
              </>
            )}
            {data.contact && (
              <>
                <dt>{t('listings.detail.mobile')}</dt>
                <dd>
                  <a href={data.contact.href} dir="ltr">
                    {data.contact.text}
                  </a>
                </dd>
              </>
            )}
            <dt>{t('listings.detail.date')}</dt>
            <dd>{data.date}</dd>
          </dl>

          {data.active && (
            <>
              <SellerCard
                title={own.Person}
                name={data.seller.name}
                avatar={data.seller.avatar}
                trust={data.trust}
                memberSince={data.seller.memberSince}
                profileHref={data.seller.profileHref}
              />
              <SafetyTips words={own} />
            </>
          )}

          {data.active && (
            <VerticalPart
              vertical={data.key}
              part="DetailExtra"
              props={{ listing, signedIn: data.signedIn, loginHref: data.loginHref, data: data.extra }}
            />
          )}

          {listing.description && (
            <section aria-labelledby="listing-description">
              <Title order={2} id="listing-description" className={classes.sectionHeading} mb="xs">
                {t('listings.detail.description')}
              </Title>
              <p className={classes.description} dir="auto">
                {listing.description}
              </p>
            </section>
          )}

          {data.tags.length > 0 && (
            <section aria-labelledby="listing-tags">
              <Title order={2} id="listing-tags" className={classes.sectionHeading} mb="xs">
                {t('listings.detail.tags')}
              </Title>
              <ul className={classes.tags}>
                {data.tags.map((tag) => (
                  <li key={tag.title}>
                    <a href={tag.href} className={classes.chip}>
                      {tag.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.map && (
            <section aria-labelledby="listing-map">
              <Title order={2} id="listing-map" className={classes.sectionHeading} mb="xs">
                {t('listings.detail.location')}
              </Title>
              <div ref={mapBlock} className={classes.mapBlock}>
                {/* The map comes in the browser only, when scrolled to; the link works everywhere. */}
                {mapNear && (
                  <Suspense fallback={null}>
                    <ListingMap point={data.map.point} label={t('listings.map.view')} />
                  </Suspense>
                )}
                <Button
                  component="a"
                  href={data.map.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  leftSection={<ListingIcon name="pin" />}
                >
                  {t('listings.detail.openMap')}
                </Button>
              </div>
            </section>
          )}

          {/* The end of the column (the report, the comments): hydrated when it comes near the viewport. */}
          {(data.active || data.comments) && (
            <LaterSlot
              part="LaterEngagement"
              className={commentsClasses.end}
              props={{
                active: data.active,
                report: own.report,
                reportSignIn: own.reportSignIn,
                listingId: listing.id,
                reasons: data.reportReasons,
                signedIn: data.signedIn,
                loginHref: data.loginHref,
                result: reportResult,
                comments: data.comments,
                commented,
              }}
            />
          )}
        </div>
      </article>
      {/* The seller's other listings and the similar ones: hydrated when they come near the viewport. */}
      {(data.seller.others.length > 0 || data.related.length > 0) && (
        <LaterSlot
          part="LaterGrids"
          props={{
            others: data.seller.others,
            othersTitle: own.others,
            related: data.related,
            relatedTitle: own.similar,
          }}
        />
      )}
    </Container>
  );
}
