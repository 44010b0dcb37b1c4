import { Link } from '../../lib/link.tsx';
import { Anchor, Code, Container, Group, Table, Text, Title } from '@mantine/core';
import { ERROR_STATUS, type ErrorCode } from '@shahrbazar/domain/api/error.schema';
import type { Route } from './+types/developers';
import { Breadcrumbs } from '../../components/listings/breadcrumbs.tsx';
import classes from '../../components/content/content.module.css';
import { catalogues } from '../../lib/i18n.server.ts';
import { documentTitle } from '../../lib/listings/view.server.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { canonicalOf } from '../../lib/site-seo.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

/**
 * The API's page for integrators (issue 31, ADR 0118): where the contract is, how to get a typed client from it
 * (openapi-typescript's types, openapi-fetch's calls: what the web itself does), keys and webhooks, and the error
 * catalogue, each code with its status and meaning.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = catalogues[locale];
  return {
    title: await documentTitle(request, context, locale, words.developers.title),
    canonical: canonicalOf(url.origin, '/developers'),
    origin: url.origin,
    home: words.listings.common.home,
    // The domain's catalogue of codes: a code added there shows here (its meaning comes from the catalogue).
    errors: Object.entries(ERROR_STATUS).map(([code, status]) => ({ code: code as ErrorCode, status })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : [];

/** What an integrator types: code, the same in every language. */
function snippets(origin: string) {
  return {
    generate: `npx openapi-typescript ${origin}/api/v1/openapi.json -o shahrbazar-api.d.ts`,
    install: 'npm install openapi-fetch',
    call: [
      "import createClient from 'openapi-fetch';",
      "import type { paths } from './shahrbazar-api';",
      '',
      'const api = createClient<paths>({',
      `  baseUrl: '${origin}',`,
      "  headers: { Authorization: `Bearer ${process.env.SHAHRBAZAR_KEY}`, 'Accept-Language': 'fa' },",
      '});',
      '',
      "const { data, error } = await api.GET('/api/v1/me/orders', { params: { query: { perPage: 20 } } });",
      'if (error) throw new Error(`${error.error.code}: ${error.error.message}`);',
      'for (const order of data.items) console.log(order.id, order.status, order.total);',
    ].join('\n'),
  };
}

export default function Developers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { origin, home, errors } = loaderData;
  const code = snippets(origin);
  return (
    <Container size="lg" className={classes.page}>
      <Breadcrumbs trail={[{ label: home, href: '/' }, { label: t('developers.nav') }]} />
      <Title order={1} className={classes.heading}>
        {t('developers.title')}
      </Title>
      <Text>{t('developers.intro')}</Text>
      <Group mt="sm">
        <Anchor href="/api/v1/openapi.json" dir="ltr">
          {t('developers.documentLink')}
        </Anchor>
        <Anchor href="/api/docs">{t('developers.referenceLink')}</Anchor>
      </Group>

      <section aria-labelledby="developers-client" className={classes.section}>
        <h2 id="developers-client" className={classes.sectionTitle}>
          {t('developers.clientTitle')}
        </h2>
        <Text>{t('developers.clientIntro')}</Text>
        <Text mt="sm">{t('developers.stepGenerate')}</Text>
        <Code block dir="ltr">
          {code.generate}
        </Code>
        <Text mt="sm">{t('developers.stepInstall')}</Text>
        <Code block dir="ltr">
          {code.install}
        </Code>
        <Text mt="sm">{t('developers.stepCall')}</Text>
        <Code block dir="ltr">
          {code.call}
        </Code>
      </section>

      <section aria-labelledby="developers-access" className={classes.section}>
        <h2 id="developers-access" className={classes.sectionTitle}>
          {t('developers.accessTitle')}
        </h2>
        <Text>{t('developers.accessIntro')}</Text>
        <Group mt="sm">
          <Anchor component={Link} to="/panel/apiKeys">
            {t('developers.keysLink')}
          </Anchor>
          <Anchor component={Link} to="/panel/webhooks">
            {t('developers.webhooksLink')}
          </Anchor>
        </Group>
      </section>

      <section aria-labelledby="developers-errors" className={classes.section}>
        <h2 id="developers-errors" className={classes.sectionTitle}>
          {t('developers.errorsTitle')}
        </h2>
        <Text>{t('developers.errorsIntro')}</Text>
        <Table.ScrollContainer minWidth={480}>
          <Table mt="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developers.errorCode')}</Table.Th>
                <Table.Th>{t('developers.errorStatus')}</Table.Th>
                <Table.Th>{t('developers.errorMeaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map(({ code: name, status }) => (
                <Table.Tr key={name}>
                  <Table.Td dir="ltr">
                    <Code>{name}</Code>
                  </Table.Td>
                  <Table.Td dir="ltr">{status}</Table.Td>
                  <Table.Td>{t(`developers.errors.${name}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Container>
  );
}
