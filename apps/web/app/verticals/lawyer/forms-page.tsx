import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Text } from '@mantine/core';
import type { PostPage } from '@shahrbazar/domain/api/content.schema';
import type { Route } from './+types/forms-page';
import { PostCards } from '../../components/content/post-card.tsx';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { LegalPageHead, LinkChips } from './legal-page-parts.tsx';
import listings from '../../components/listings/listings.module.css';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { postCardOf } from '../../lib/content-view.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle, fill, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { legalCategoryOf, legalTree } from './questions.server.ts';

const PER_PAGE = 24;

/** A legal form category's page. */
export const formsHref = (slug: string) => `/lawyer/forms/${encodeURIComponent(slug)}`;

/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

/**
 * Legal forms (spec: client lawyer «legal form category»; ADR 0056): downloadable forms are posts of the CMS (their
 * files are the post's download links), filed under a legal category by carrying the tag of the category's slug.
 * /lawyer/forms lists the legal categories; /lawyer/forms/{slug} the forms of one category (top or sub; a top one's
 * sub categories above), newest first, with its own title and description. An unknown category is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const found = legalCategoryOf(legalTree(initial), params.category) ?? notFound();
  // A category nobody filed a form under yet has no tag: an empty list, not an error.
  const page: Pick<PostPage, 'items'> = params.category
    ? await serverApi(request, context)
        .GET('/api/v1/posts', { params: { query: { tag: params.category, perPage: PER_PAGE } } })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return { items: [] };
          return rethrowAsRouteError(error);
        })
    : { items: [] };
  const heading = found.title ? fill(words.lawyer.forms.of, { category: found.title }) : words.lawyer.forms.title;
  return {
    title: await documentTitle(request, context, locale, heading),
    description: found.title
      ? fill(words.lawyer.forms.categoryDescription, { category: found.title })
      : words.lawyer.forms.description,
    heading,
    trail: [
      { label: words.listings.common.home, href: '/' },
      { label: words.sections.lawyer.title, href: '/lawyer' },
      ...(found.title
        ? [{ label: words.lawyer.forms.title, href: '/lawyer/forms' }, { label: found.title }]
        : [{ label: words.lawyer.forms.title }]),
    ],
    chips: found.children.map((item) => ({ title: item.title, href: formsHref(item.slug) })),
    // The index names the categories; a category's page lists its forms (the posts carrying its tag).
    category: params.category !== undefined,
    posts: page.items.map((post) => postCardOf(post, locale)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] : [];

export default function LegalForms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, description, trail, chips, category, posts } = loaderData;
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={trail} />
      <LegalPageHead heading={heading} />
      <p>{description}</p>
      <LinkChips links={chips} label={t('lawyer.forms.categories')} />
      {category &&
        (posts.length === 0 ? (
          <Text role="status">{t('lawyer.forms.empty')}</Text>
        ) : (
          <PostCards posts={posts} label={heading} />
        ))}
    </Container>
  );
}
