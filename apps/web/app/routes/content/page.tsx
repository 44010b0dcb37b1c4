import { useRouteLoaderData } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Container, Group, Title } from '@mantine/core';
import type { SiteTexts } from '@shahrbazar/domain/api/app.schema';
import type { Route } from './+types/page';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import classes from '../../components/content/content.module.css';
import { serverApi } from '../../lib/api.server.ts';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle, metaDescription } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { rethrowAsRouteError } from '../../lib/route-errors.ts';
import { canonicalOf, webPageLd } from '../../lib/site-seo.ts';
import { trailLd } from '../../lib/listings/structured-data.ts';

/** The contact page's slug (the bottom navigation's «تماس»): it also offers a ticket and the site's e-mail. */
const CONTACT = 'contact-us';

/** A page of the site (spec: /page/{url}): its sanitised content, as the back office wrote it. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = await serverApi(request, context)
    .GET('/api/v1/pages/{slug}', { params: { path: { slug: params.url } } })
    .catch(rethrowAsRouteError);
  const words = catalogues[locale];
  const description = metaDescription(page.content.replace(/<[^>]*>/g, ' '), words.app.description);
  const canonical = canonicalOf(url.origin, `/page/${encodeURIComponent(page.slug)}`);
  return {
    page,
    contact: page.slug === CONTACT,
    title: await documentTitle(request, context, locale, page.title),
    description,
    canonical,
    jsonLd: [
      webPageLd(url.origin, { title: page.title, path: `/page/${page.slug}`, description }),
      trailLd(url.origin, [{ label: words.listings.common.home, href: '/' }, { label: page.title }], canonical),
    ],
    home: words.listings.common.home,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
        { property: 'og:url', content: loaderData.canonical },
        { property: 'og:title', content: loaderData.page.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'website' },
        ...loaderData.jsonLd.map((item) => ({ 'script:ld+json': item })),
      ]
    : [];

/** The contact page's ways to reach the site: a support ticket (signed in), and the site's e-mail when it has one. */
function ContactWays() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as { siteTexts?: SiteTexts } | undefined;
  const email = root?.siteTexts?.email;
  return (
    <section aria-labelledby="contact-ways" className={classes.section}>
      <h2 id="contact-ways" className={classes.sectionTitle}>
        {t('content.page.contactHeading')}
      </h2>
      <Group>
        <Button component={Link} to="/panel/ticket/create">
          {t('content.page.contactTicket')}
        </Button>
        {email && (
          <Button component="a" href={`mailto:${email}`} variant="default">
            {t('content.page.contactMail', { email })}
          </Button>
        )}
      </Group>
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, contact, home } = loaderData;
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={[{ label: home, href: '/' }, { label: page.title }]} />
      <Title order={1} className={classes.heading} dir="auto">
        {page.title}
      </Title>
      {/* Sanitised on the server when it was saved (apps/api modules/content/sanitize.ts): no script survives. */}
      <div className={classes.prose} dir="auto" dangerouslySetInnerHTML={{ __html: page.content }} />
      {contact && <ContactWays />}
    </Container>
  );
}
