import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container, Text, TextInput, Title } from '@mantine/core';
import type { Route } from './+types/home';
import { Icon } from '../components/icons.tsx';
import { catalogues } from '../lib/i18n.server.ts';
import { loadInitialData } from '../lib/initial-data.server.ts';
import { localeOfRequest } from '../lib/locale.server.ts';
import { rethrowAsRouteError } from '../lib/route-errors.ts';
import { SECTIONS } from '../lib/sections.ts';
import classes from './home.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { siteTexts } = await loadInitialData(request, context).catch(rethrowAsRouteError);
  const { app } = catalogues[localeOfRequest(request)];
  return {
    title: siteTexts.appTitle || app.title,
    description: siteTexts.siteDescription || app.description,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.description },
        { property: 'og:title', content: loaderData.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'website' },
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Title order={1} className={classes.heroTitle} dir="auto">
            {loaderData.title}
          </Title>
          <Text className={classes.heroText} dir="auto">
            {loaderData.description}
          </Text>
          <Form method="get" action="/search" role="search" className={classes.search}>
            <TextInput
              type="search"
              name="q"
              aria-label={t('home.searchLabel')}
              placeholder={t('home.searchPlaceholder')}
              leftSection={<Icon name="search" size={20} />}
              size="md"
              className={classes.searchInput}
              enterKeyHint="search"
            />
            <Button type="submit" size="md">
              {t('home.searchButton')}
            </Button>
          </Form>
        </Container>
      </section>

      <Container size="lg" component="section" aria-labelledby="home-sections" className={classes.sections}>
        <Title order={2} id="home-sections" className={classes.sectionsTitle}>
          {t('home.sectionsTitle')}
        </Title>
        <ul className={classes.grid}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={section.path} reloadDocument={section.reloadDocument} className={classes.card}>
                <span className={classes.cardIcon}>
                  <Icon name={section.icon} size={28} />
                </span>
                <span className={classes.cardBody}>
                  <span className={classes.cardTitle}>{t(`sections.${section.key}.title`)}</span>
                  <span className={classes.cardText}>{t(`sections.${section.key}.description`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
