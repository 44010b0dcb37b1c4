import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Container, Title } from '@mantine/core';
import type { Route } from './+types/questions-page';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { LegalPageHead, LinkChips } from './legal-page-parts.tsx';
import listings from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle, fill, notFound } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { adviceHref, legalCategoryOf, legalTree, questionCard } from './questions.server.ts';
import classes from './lawyer.module.css';

const PER_PAGE = 15;

/**
 * The questions (spec: client lawyer «question list», /lawyer/questions) and a legal category's questions (spec:
 * «legal advice category», /lawyer/advice/{slug}): published questions, newest first, each with its answers' count;
 * «بپرسید» leads to the ask form. Page 2 and on with ?page=.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const initial = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const tree = legalTree(initial);
  const slug = params.category;
  const found = legalCategoryOf(tree, slug) ?? notFound();
  const categoryTitle = found.title;
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const list = await serverApi(request, context)
    .GET('/api/v1/lawyer-questions', { params: { query: { page, perPage: PER_PAGE, category: slug || undefined } } })
    .catch(rethrowAsRouteError);
  const heading = categoryTitle
    ? fill(words.lawyer.questions.adviceOf, { category: categoryTitle })
    : words.lawyer.questions.title;
  const trail = [
    { label: words.listings.common.home, href: '/' },
    { label: words.sections.lawyer.title, href: '/lawyer' },
    ...(categoryTitle
      ? [{ label: words.lawyer.advice.title, href: '/lawyer/advice' }, { label: categoryTitle }]
      : [{ label: words.lawyer.questions.title }]),
  ];
  // The chips: the sub categories of the category shown, else the top legal categories.
  const chips = found.children.map((item) => ({
    title: item.title,
    href: adviceHref(item.slug),
  }));
  return {
    title: await documentTitle(request, context, locale, page > 1 ? `${heading} (${page})` : heading),
    description: categoryTitle
      ? fill(words.lawyer.questions.categoryDescription, { category: categoryTitle })
      : words.lawyer.questions.description,
    heading,
    trail,
    chips,
    items: list.items.map((item) => questionCard(item, locale)),
    next: list.lastPage > page ? `${url.pathname}?page=${page + 1}` : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] : [];

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, trail, chips, items, next } = loaderData;
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={trail} />
      <LegalPageHead heading={heading} />
      <LinkChips links={chips} label={t('lawyer.advice.title')} />
      <QuestionList items={items} />
      {next && (
        <Button component={Link} to={next} variant="light" mt="md">
          {t('lawyer.questions.more')}
        </Button>
      )}
    </Container>
  );
}

/** Questions as cards: the title (its page), an excerpt, the category, the day and how many answered. */
export function QuestionList({ items }: { items: ReturnType<typeof questionCard>[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={listings.empty}>{t('lawyer.questions.none')}</p>;
  return (
    <ul className={classes.cards} data-testid="question-list">
      {items.map((item) => (
        <li key={item.id} className={`${classes.answer}`}>
          <Title order={2} size="h5" mb={4}>
            <Link to={item.href}>{item.title}</Link>
          </Title>
          <p className={classes.question}>{item.excerpt}</p>
          <div className={classes.meta}>
            <Link to={item.category.href}>{item.category.title}</Link>
            <span>{item.date}</span>
            <Badge variant="light" color={item.answerCount > 0 ? 'teal' : 'gray'}>
              {t('lawyer.questions.answers', { n: item.answers })}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
