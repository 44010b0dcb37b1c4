import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Title } from '@mantine/core';
import type { Route } from './+types/advice-page';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import { LegalPageHead, LinkChips } from './legal-page-parts.tsx';
import listings from '../../components/listings/listings.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { loadInitialData } from '../../lib/initial-data.server.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { sharedPageHeaders } from '../../lib/shared-page.ts';
import { QuestionList } from './questions-page.tsx';
import { adviceHref, legalTree, questionCard } from './questions.server.ts';

/** The same page for every visitor without a session: kept a few seconds (ADR 0030). */
export const headers = sharedPageHeaders;

/**
 * Legal advice (spec: client lawyer «legal advice», /lawyer/advice): every legal category with its sub categories,
 * each a link to its questions, and the latest answered questions; «بپرسید» leads to the ask form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  const [initial, latest] = await Promise.all([
    loadInitialData(request, context),
    serverApi(request, context).GET('/api/v1/lawyer-questions', { params: { query: { perPage: 5 } } }),
  ]).catch(rethrowAsRouteError);
  return {
    title: await documentTitle(request, context, locale, words.lawyer.advice.title),
    description: words.lawyer.advice.description,
    trail: [
      { label: words.listings.common.home, href: '/' },
      { label: words.sections.lawyer.title, href: '/lawyer' },
      { label: words.lawyer.advice.title },
    ],
    groups: legalTree(initial).map((category) => ({
      title: category.title,
      href: adviceHref(category.slug),
      items: category.subCategories.map((sub) => ({ title: sub.title, href: adviceHref(sub.slug) })),
    })),
    latest: latest.items.map((item) => questionCard(item, locale)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'description', content: loaderData.description }] : [];

export default function Advice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={listings.page}>
      <Breadcrumbs trail={loaderData.trail} />
      <LegalPageHead heading={t('lawyer.advice.title')} />
      <p>
        {t('lawyer.advice.description')} <Link to="/lawyer/forms">{t('lawyer.forms.link')}</Link>
      </p>
      {loaderData.groups.map((group) => (
        <section key={group.href} aria-label={group.title} className={listings.block}>
          <Title order={2} className={listings.sectionHeading} mb="xs">
            <Link to={group.href}>{group.title}</Link>
          </Title>
          <LinkChips links={group.items} />
        </section>
      ))}
      <section aria-labelledby="latest-questions" className={listings.block}>
        <Title order={2} id="latest-questions" className={listings.sectionHeading} mb="xs">
          <Link to="/lawyer/questions">{t('lawyer.questions.latest')}</Link>
        </Title>
        <QuestionList items={loaderData.latest} />
      </section>
    </Container>
  );
}
