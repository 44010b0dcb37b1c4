import { data } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Container, Text, Title } from '@mantine/core';
import type { Route } from './+types/product-browse';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../../../components/categories/breadcrumbs.tsx';
import { CategoryCard } from '../../../components/categories/category-card.tsx';
import { categoryTypeLabel } from '../../../components/categories/category-labels.server.ts';
import {
  browsePath,
  categoriesPath,
  imageSources,
  levelOfPath,
} from '../../../components/categories/category-levels.ts';
import { fill, siteFrame, titleIn } from '../../../components/categories/page-seo.server.ts';
import classes from '../../../components/categories/categories.module.css';
import type { ApiQuery } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { catalogues } from '../../../lib/i18n.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../../lib/route-errors.ts';
import { ProductListQuerySchema, ProductSort } from '@shahrbazar/domain/api/product.schema';
import { ListingGrid } from '../../../components/listings/listing-card.tsx';
import { productCardOf } from '../products/product-view.server.ts';

/** Products a category page shows at once (the spec's page size). */
const PRODUCTS_PER_PAGE = 15;
import { loadPageSeo } from '../../../lib/seo.server.ts';

/**
 * Product browsing by category (spec: /products/category/{name}, /products/subCategory/{name},
 * /products/subSubCategory/{name}; name = the slug): the node, its children as links, breadcrumbs from the section
 * titles and the category chain, and the items filed under it. Unknown slug: the page-not-found screen (404).
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const level = levelOfPath(url.pathname);
  if (!level || !params.name) throw data(null, { status: 404 });
  const locale = localeOfRequest(request);
  const texts = {
    ...catalogues[locale].productBrowsing,
    sort: catalogues[locale].products.sort as Record<string, string>,
  };
  const sort = ProductSort.safeParse(url.searchParams.get('sort') ?? undefined).data ?? 'newest';
  // "More" continues by the API's cursor in every sort (ADR 0059); one that does not fit the sort starts over.
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1));
  const query: ApiQuery<'/api/v1/products'> = {
    [level]: params.name,
    sort,
    perPage: PRODUCTS_PER_PAGE,
    cursor: cursor && ProductListQuerySchema.safeParse({ sort, cursor }).success ? cursor : undefined,
    page: sort !== 'newest' && page > 1 ? page : undefined,
  };
  const api = serverApi(request, context);
  const [node, seo, frame, products] = await Promise.all([
    api
      .GET('/api/v1/categories/{level}/{slug}', { params: { path: { level, slug: params.name } } })
      .catch(rethrowAsRouteError),
    loadPageSeo(request, context, 'productCategories'),
    siteFrame(request, context),
    api.GET('/api/v1/products', { params: { query } }).catch(rethrowAsRouteError),
  ]);
  // "More": the next page by cursor (keyset, in any sort); none on the last page (a cursor page, ADR 0117).
  const next = products.nextCursor === null ? null : `?${new URLSearchParams({ sort, cursor: products.nextCursor })}`;
  const section = categoryTypeLabel(node.type, locale);
  const crumbs: Crumb[] = [
    { label: texts.home, to: '/' },
    { label: seo.sectionTitle || seo.title || texts.categoriesTitle, to: categoriesPath() },
    { label: section, to: categoriesPath(node.type) },
    ...node.chain.map((link) => ({ label: link.title, to: browsePath(link.level, link.slug) })),
    { label: node.title },
  ];
  return {
    title: node.title,
    description: node.description,
    image: node.image,
    shareImage: node.image ? new URL(node.image, frame.origin).toString() : '',
    documentTitle: titleIn(frame, node.title),
    metaDescription:
      node.description || fill(texts.metaDescription, { title: node.title, section, app: frame.siteTitle }),
    crumbs,
    jsonLd: breadcrumbJsonLd(crumbs, frame.origin),
    products: products.items.map((product) => productCardOf(product, locale)),
    next,
    sort,
    sorts: ProductSort.options.map((value) => ({ value, label: texts.sort[value] ?? value, href: `?sort=${value}` })),
    children: node.children.map((child) => ({
      id: child.id,
      title: child.title,
      image: child.image,
      to: browsePath(child.level, child.slug),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.documentTitle },
        { name: 'description', content: loaderData.metaDescription },
        { property: 'og:title', content: loaderData.documentTitle },
        { property: 'og:description', content: loaderData.metaDescription },
        { property: 'og:type', content: 'website' },
        ...(loaderData.shareImage ? [{ property: 'og:image', content: loaderData.shareImage }] : []),
        { 'script:ld+json': loaderData.jsonLd },
      ]
    : [];

export default function BrowseCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, description, image, crumbs, children } = loaderData;
  const picture = image ? imageSources(image) : undefined;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={classes.head}>
        {picture && (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.srcSet ? '96px' : undefined}
            alt=""
            width={96}
            height={96}
            className={classes.headImage}
          />
        )}
        <div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {description && <Text className={classes.lead}>{description}</Text>}
        </div>
      </header>

      {children.length > 0 && (
        <section aria-labelledby="category-children" className={classes.section}>
          <Title order={2} id="category-children" className={classes.sectionTitle}>
            {t('productBrowsing.children', { title })}
          </Title>
          <ul className={classes.grid}>
            {children.map((child) => (
              <li key={child.id}>
                <CategoryCard title={child.title} to={child.to} image={child.image} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* Live products of live booths filed under this category (any level), 15 at a time, sorted as chosen. */}
      <section aria-labelledby="category-items" className={classes.section}>
        <Title order={2} id="category-items" className={classes.sectionTitle}>
          {t('productBrowsing.items')}
        </Title>
        <nav aria-label={t('products.sort.label')}>
          <ul className={classes.jump}>
            {loaderData.sorts.map((option) => (
              <li key={option.value}>
                <a href={option.href} aria-current={option.value === loaderData.sort ? 'page' : undefined}>
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {loaderData.products.length > 0 ? (
          <ListingGrid cards={loaderData.products} label={t('productBrowsing.items')} />
        ) : (
          <p className={classes.empty}>{t('products.none')}</p>
        )}
        {loaderData.next && (
          <p>
            <a href={loaderData.next} className={classes.more}>
              {t('products.more')}
            </a>
          </p>
        )}
      </section>
    </Container>
  );
}
