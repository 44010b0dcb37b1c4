import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Text, Title } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Route } from './+types/profile';
import classes from '../../components/content/content.module.css';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { ListingGrid } from '../../components/listings/listing-card.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { cardOf, documentTitle, fill, jalaliOf, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { avatarSrc } from '../../lib/media.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { canonicalOf, profileLd } from '../../lib/site-seo.ts';
import { identityTrust } from '../../components/trust/identity-trust.ts';
import { VerifiedBadge } from '../../components/trust/verified-badge.tsx';
import { webVertical } from '../../verticals/registry.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';

/**
 * A user's public face (spec: /profile/{id}): name, picture, verified badge, member since (Jalali) and their live
 * listings of every section (booths among them). The mobile only when the user allows it; never the e-mail.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) notFound();
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const profile = await serverApi(request, context)
    .GET('/api/v1/profiles/{id}', { params: { path: { id: params.id } } })
    .catch(rethrowAsRouteError);
  const name = profile.name;
  const heading = fill(words.content.profile.title, { name: profile.name });
  const path = `/profile/${profile.id}`;
  const cards = profile.listings.flatMap((listing) => {
    const vertical = webVertical(listing.vertical);
    return vertical ? [cardOf(vertical, listing as unknown as VerticalListing, locale)] : [];
  });
  return {
    heading,
    name,
    avatar: avatarSrc(profile.avatar),
    // The one badge (ADR 0081): a person's rests on their identity alone.
    trust: identityTrust(profile.verified ? 1 : 0),
    mobile: profile.mobile ? localizeDigits(profile.mobile, locale) : null,
    tel: profile.mobile ?? '',
    since: fill(words.content.profile.memberSince, { date: jalaliOf(profile.registerDate, locale) }),
    cards,
    title: await documentTitle(request, context, locale, heading),
    description: fill(words.content.profile.description, { name: profile.name, site: words.app.title }),
    canonical: canonicalOf(url.origin, path),
    trail: [{ label: words.listings.common.home, href: '/' }, { label: heading }],
    jsonLd: [
      profileLd(url.origin, {
        name: profile.name,
        path,
        image: avatarSrc(profile.avatar),
        since: profile.registerDate,
      }),
      trailLd(url.origin, [{ label: words.listings.common.home, href: '/' }, { label: heading }], path),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:url', content: loaderData.canonical },
        { property: 'og:title', content: loaderData.heading },
        { property: 'og:type', content: 'profile' },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, name, avatar, trust, mobile, since, cards, trail } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={trail} />
      <div className={classes.profile}>
        <img src={avatar} alt="" width={72} height={72} className={classes.avatar} />
        <div>
          <Title order={1} dir="auto" size="h2">
            {heading}
          </Title>
          <p className={classes.meta}>{since}</p>
          <VerifiedBadge trust={trust} person />
          {mobile && (
            <p className={classes.meta}>
              {t('content.profile.mobile')}:{' '}
              <a href={`tel:${loaderData.tel}`} dir="ltr">
                {mobile}
              </a>
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby="profile-listings" className={classes.section}>
        <h2 id="profile-listings" className={classes.sectionTitle}>
          {t('content.profile.listings', { name })}
        </h2>
        {cards.length === 0 ? (
          <Text>{t('content.profile.empty', { name })}</Text>
        ) : (
          <ListingGrid cards={cards} label={t('content.profile.listings', { name })} />
        )}
      </section>
    </Container>
  );
}
