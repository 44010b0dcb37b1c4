import { redirect } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Container, Title } from '@mantine/core';
import type { Route } from './+types/post';
import { Icon } from '../../components/icons.tsx';
import classes from '../../components/listings/listings.module.css';
import { catalogues } from '../../lib/i18n.server.ts';
import { ownerPagesOf } from '../../lib/listings/define-vertical.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { verticalOfPath, WEB_VERTICALS } from '../../verticals/registry.ts';

/**
 * «ثبت آگهی» (ADR 0027): from a section's page (`from`, the header's button) straight on to that section's form, else
 * the sections one can post in, each leading to its own form (the panel asks a visitor to sign in first).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const from = verticalOfPath(url.searchParams.get('from') ?? '');
  if (from) throw redirect(ownerPagesOf(from).create);
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  return {
    title: await documentTitle(request, context, locale, words.listingExperience.post.title),
    description: words.listingExperience.post.description,
    choices: WEB_VERTICALS.map((vertical) => ({
      key: vertical.key,
      icon: vertical.icon,
      href: ownerPagesOf(vertical).create,
      label: words.sections[vertical.section].title,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function PostChooser({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.page}>
      <Title order={1} className={classes.heading}>
        {t('listingExperience.post.title')}
      </Title>
      <p>{t('listingExperience.post.intro')}</p>
      <ul className={classes.shortcuts}>
        {loaderData.choices.map((choice) => (
          <li key={choice.key}>
            <Link to={choice.href} className={classes.shortcut}>
              <span className={classes.shortcutIcon}>
                <Icon name={choice.icon} size={24} />
              </span>
              {t('listingExperience.post.in', { section: choice.label })}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
