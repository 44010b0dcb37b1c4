import { data } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Title } from '@mantine/core';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { packageTypeOfName } from '@shahrbazar/domain/rules/package';
import type { Route } from './+types/package-list';
import { PackageCard } from '../../components/packages/package-card.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { loadPageSeo } from '../../lib/seo.server.ts';
import classes from './package-list.module.css';

/** A catalogue text with its {{name}} placeholders filled (the loader words the document title, outside React). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * The packages offered for one package type (/packages/ads, /packages/shop...): the active packages, in the order
 * they are offered, as cards. An unknown type is the page-not-found screen.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const type = packageTypeOfName(params.type);
  if (type === undefined) throw data(null, { status: 404 });
  const locale = localeOfRequest(request);
  const [{ items }, initial, seo] = await Promise.all([
    serverApi(request, context)
      .GET('/api/v1/packages', { params: { query: { type } } })
      .catch(rethrowAsRouteError),
    // The site's title for the document title; the root loader shares this call and shows its failure.
    loadInitialData(request, context).catch(() => undefined),
    // The back office's SEO setting of the packages pages: its description before the catalogue's (ADR 0043).
    loadPageSeo(request, context, 'packages'),
  ]);
  const { app, packages } = catalogues[locale];
  const typeLabel = PackageType.label(type, locale);
  const heading = fill(packages.public.title, { type: typeLabel });
  const site = initial?.siteTexts.appTitle || app.title;
  return {
    heading,
    typeLabel,
    documentTitle: `${heading}${app.titleSeparator}${site}`,
    description: seo.metaDescription.trim() || fill(packages.public.metaDescription, { type: typeLabel, site }),
    count: localizeDigits(items.length, locale),
    packages: items,
    others: PackageType.entries
      .filter((entry) => entry.value !== type)
      .map((entry) => ({ to: `/packages/${entry.name}`, label: entry.label[locale] })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.documentTitle },
        { name: 'description', content: loaderData.description },
        { property: 'og:title', content: loaderData.documentTitle },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'website' },
      ]
    : [];

export default function PackageList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, typeLabel, count, packages, others } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          {heading}
        </Title>
        <p className={classes.intro}>{t('packages.public.intro')}</p>
      </header>
      {packages.length === 0 ? (
        <p className={classes.empty}>{t('packages.public.empty', { type: typeLabel })}</p>
      ) : (
        <section aria-labelledby="package-list-count">
          <p id="package-list-count" className={classes.count}>
            {t('packages.public.count', { n: count })}
          </p>
          <ul className={classes.grid}>
            {packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-labelledby="package-list-others" className={classes.others}>
        <Title order={2} id="package-list-others" className={classes.othersTitle}>
          {t('packages.public.otherTypes')}
        </Title>
        <ul className={classes.chips}>
          {others.map((other) => (
            <li key={other.to}>
              <Link to={other.to} className={classes.chip}>
                {other.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
