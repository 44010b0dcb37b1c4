import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Title } from '@mantine/core';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { listingListPath } from '@shahrbazar/domain/rules/listing-filter';
import type { Route } from './+types/specialties-page';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import listings from '../../components/listings/listings.module.css';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';

/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

/**
 * The specialties (spec: client clinic «specialties»; /doctor/specialties): every specialty of the clinic tree with
 * its sub specialties, each a link to the doctors of that specialty (in the visitor's city when one is chosen).
 * Drawn on the server; the links enter the doctor list with a full browser navigation (spec).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const city = initial.cities.find((item) => item.id === initial.selectedCity);
  const inCity = city ? { city: city.slug } : {};
  const tree = initial.generalCategory.filter((category) => category.type === CategoryType.clinic);
  const trail = [
    { label: words.listings.common.home, href: '/' },
    { label: words.sections.doctor.title, href: '/doctor' },
    { label: words.clinic.specialties.title },
  ];
  return {
    title: await documentTitle(request, context, locale, words.clinic.specialties.title),
    description: words.clinic.specialties.description,
    trail,
    jsonLd: trailLd(url.origin, trail, '/doctor/specialties'),
    groups: tree.map((category) => ({
      title: category.title,
      href: listingListPath('doctor', { ...inCity, category: category.slug }),
      items: category.subCategories.map((sub) => ({
        title: sub.title,
        href: listingListPath('doctor', { ...inCity, category: category.slug, subCategory: sub.slug }),
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

export default function Specialties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={loaderData.trail} />
      <Title order={1} className={listings.heading} mb="md">
        {t('clinic.specialties.title')}
      </Title>
      {loaderData.groups.map((group) => (
        <section key={group.href} aria-label={group.title} className={listings.block}>
          <Title order={2} className={listings.sectionHeading} mb="xs">
            <Link to={group.href} reloadDocument>
              {group.title}
            </Link>
          </Title>
          <ul className={listings.chips}>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={listings.chip} reloadDocument>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
