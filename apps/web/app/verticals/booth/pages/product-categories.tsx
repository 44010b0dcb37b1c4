import { useTranslation } from '../../../lib/use-translation.tsx';
import { Container, Text, Title } from '@mantine/core';
import type { Route } from './+types/product-categories';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/categories/breadcrumbs.tsx';
import { CategoryCard } from '../../../components/categories/category-card.tsx';
import { categoryTypeOptions } from '../../../components/categories/category-labels.server.ts';
import { browsePath } from '../../../components/categories/category-levels.ts';
import { siteFrame, titleIn } from '../../../components/categories/page-seo.server.ts';
import classes from '../../../components/categories/categories.module.css';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { loadPageSeo } from '../../../lib/seo.server.ts';

/** How many sub categories a card lists before "and n more". */
const CARD_CHILDREN = 4;

/**
 * Every category type's tree as browsable cards (spec: /product/categories), one section per type in the spec's
 * order; each card opens /products/category/{slug} and lists its first sub categories.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const texts = catalogues[locale].productBrowsing;
  const [{ items }, seo, frame] = await Promise.all([
    serverApi(request, context).GET('/api/v1/categories').catch(rethrowAsRouteError),
    loadPageSeo(request, context, 'productCategories'),
    siteFrame(request, context),
  ]);
  // The section's title from its SEO setting (spec: breadcrumbs from section titles), else the catalogue's.
  const title = seo.sectionTitle || seo.title || texts.categoriesTitle;
  const sections = categoryTypeOptions(locale)
    .map((type) => {
      const categories = items.filter((category) => category.type === type.value);
      return {
        type: type.value,
        label: type.label,
        categories: categories.map((category) => ({
          id: category.id,
          title: category.title,
          image: category.image,
          to: browsePath('category', category.slug),
          children: category.subCategories
            .slice(0, CARD_CHILDREN)
            .map((sub) => ({ title: sub.title, to: browsePath('subCategory', sub.slug) })),
          more: Math.max(0, category.subCategories.length - CARD_CHILDREN),
        })),
      };
    })
    .filter((section) => section.categories.length > 0);
  const crumbs: Crumb[] = [{ label: texts.home, to: '/' }, { label: title }];
  return {
    title,
    // The page's SEO setting when the back office has one, else the catalogue's words.
    documentTitle: seo.title ? seo.documentTitle : titleIn(frame, title),
    description: seo.title ? seo.description : texts.categoriesIntro,
    crumbs,
    jsonLd: breadcrumbJsonLd(crumbs, frame.origin),
    sections,
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
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

export default function ProductCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, crumbs, sections } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={classes.head}>
        <div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.lead}>{t('productBrowsing.categoriesIntro')}</Text>
        </div>
      </header>
      {sections.length === 0 ? (
        <p className={classes.empty}>{t('productBrowsing.emptyTree')}</p>
      ) : (
        <>
          <nav aria-label={t('productBrowsing.jumpTo')}>
            <ul className={classes.jump}>
              {sections.map((section) => (
                <li key={section.type}>
                  <a href={`#type-${section.type}`}>{section.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section
              key={section.type}
              id={`type-${section.type}`}
              aria-labelledby={`type-${section.type}-title`}
              className={classes.section}
            >
              <Title order={2} id={`type-${section.type}-title`} className={classes.sectionTitle}>
                {section.label}
              </Title>
              <ul className={classes.grid}>
                {section.categories.map((category) => (
                  <li key={category.id}>
                    <CategoryCard
                      title={category.title}
                      to={category.to}
                      image={category.image}
                      children={category.children}
                      more={category.more}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </Container>
  );
}
