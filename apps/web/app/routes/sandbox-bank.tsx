import { data, Form, redirectDocument, useNavigation } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';
import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { formatPrice } from '@shahrbazar/domain/format/price';
import type { Route } from './+types/sandbox-bank';
import { PanelCard } from '../components/panel/panel-page.tsx';
import classes from '../components/payments/payments.module.css';
import { ApiError } from '../lib/api-client.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeOfRequest } from '../lib/locale.server.ts';
import { rethrowAsRouteError } from '../lib/route-errors.ts';

/** 404 for an unknown (or expired) authority, and whenever the sandbox gateway is not the one in use. */
const notFoundAsNull = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return null;
  return rethrowAsRouteError(error);
};

/**
 * The built-in sandbox bank (ADR 0013): where an online payment goes when PAYMENT_GATEWAY=sandbox (the default when
 * running embedded). It shows the amount and lets the tester pay or cancel, then returns to our callback exactly as
 * Zarinpal would, so every payment flow can be tried without the internet. No money moves.
 */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const payment = await serverApi(args.request, args.context)
    .GET('/api/v1/sandbox-bank/{authority}', { params: { path: { authority: args.params.authority } } })
    .catch(notFoundAsNull);
  if (!payment) throw data(null, { status: 404 });
  return {
    amount: formatPrice(payment.amount, locale),
    description: payment.description,
    open: payment.state === 'pending',
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** Pay or cancel, then off to the callback the API names (our own callback URL, from configuration). */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const outcome = form.get('outcome');
  if (outcome !== 'pay' && outcome !== 'cancel') return data(null, { status: 400 });
  const answer = await serverApi(args.request, args.context)
    .POST('/api/v1/sandbox-bank/{authority}', {
      params: { path: { authority: args.params.authority } },
      body: { outcome },
    })
    .catch(notFoundAsNull);
  if (!answer) throw data(null, { status: 404 });
  // A document navigation: the callback is the API's, not a page of the web's route table.
  return redirectDocument(answer.redirect, 303);
}

export default function SandboxBank({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('outcome') : undefined;
  return (
    <Container size="xs" py="xl">
      <title>{t('payments.sandbox.title')}</title>
      <meta name="robots" content="noindex" />
      <Title order={1} size="h2" mb="md">
        {t('payments.sandbox.title')}
      </Title>
      <Alert color="blue" variant="light" mb="md">
        {t('payments.sandbox.hint')}
      </Alert>
      <PanelCard>
        <Text c="dimmed">{t('payments.sandbox.amount')}</Text>
        <div className={classes.balance}>
          <strong>{loaderData.amount}</strong>
        </div>
        {loaderData.description && (
          <Text mt="sm" dir="auto">
            <Text span c="dimmed">
              {t('payments.sandbox.description')}:{' '}
            </Text>
            {loaderData.description}
          </Text>
        )}
        {loaderData.open ? (
          <Form method="post" replace>
            <Group mt="lg" gap="sm" grow>
              <Button type="submit" name="outcome" value="pay" size="md" color="green" loading={busy === 'pay'}>
                {t('payments.sandbox.pay')}
              </Button>
              <Button
                type="submit"
                name="outcome"
                value="cancel"
                size="md"
                variant="default"
                loading={busy === 'cancel'}
              >
                {t('payments.sandbox.cancel')}
              </Button>
            </Group>
          </Form>
        ) : (
          <Text mt="lg">{t('payments.sandbox.closed')}</Text>
        )}
      </PanelCard>
    </Container>
  );
}
