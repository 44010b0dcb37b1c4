import { Form, redirect, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Anchor, Blockquote, Button, Text } from '@mantine/core';
import type { Route } from './+types/withdraw';
import { idParam } from '../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { withdrawalView } from '../../components/wallet-ops/wallet-ops-view.ts';
import { WithdrawalFacts } from '../../components/wallet-ops/withdrawal-facts.tsx';
import { serverApi } from '../../lib/api.server.ts';
import type { FormFailure } from '../../lib/form-checks.ts';
import { localeOfRequest } from '../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../lib/session.server.ts';

/** One of my withdrawal requests (spec: /panel/withdraw/{id}): its state, the manager's message, and cancel. */
export async function loader(args: Route.LoaderArgs) {
  const id = idParam(args.params.id);
  const found = await serverApi(args.request, args.context)
    .GET('/api/v1/me/withdrawals/{id}', { params: { path: { id } } })
    .catch(panelFailure(args, 'general'));
  return {
    withdrawal: withdrawalView(found, localeOfRequest(args.request)),
    created: args.url.searchParams.has('created'),
  };
}

/** Cancels the request while it is pending (a plain form: no JavaScript needed), then back to the list. */
export async function action(args: Route.ActionArgs) {
  const id = idParam(args.params.id);
  try {
    await serverApi(args.request, args.context).DELETE('/api/v1/me/withdrawals/{id}', { params: { path: { id } } });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
  return redirect('/panel/withdraws?cancelled=1', 303);
}

export default function WithdrawDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { withdrawal, created } = loaderData;
  const failure = (actionData as { failure?: FormFailure } | undefined)?.failure;
  return (
    <PanelPage title={t('withdrawals.detail.title', { n: withdrawal.code })}>
      {created && withdrawal.isPending && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('withdrawals.detail.created')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure.message}
        </Alert>
      )}
      <PanelCard>
        <WithdrawalFacts withdrawal={withdrawal} />
        {withdrawal.message ? (
          <Blockquote
            color={withdrawal.statusColor === 'danger' ? 'red' : 'teal'}
            mt="md"
            p="sm"
            cite={t('withdrawals.detail.message')}
          >
            <span dir="auto">{withdrawal.message}</span>
          </Blockquote>
        ) : (
          withdrawal.isPending && (
            <Text mt="md" c="dimmed">
              {t('withdrawals.detail.waiting')}
            </Text>
          )
        )}
      </PanelCard>
      {withdrawal.isPending && (
        <PanelCard>
          <Form method="post">
            <Text size="sm" c="dimmed" mb="sm">
              {t('withdrawals.detail.cancelHint')}
            </Text>
            <Button type="submit" color="red" variant="light" loading={navigation.state === 'submitting'}>
              {t('withdrawals.detail.cancel')}
            </Button>
          </Form>
        </PanelCard>
      )}
      <Anchor component={Link} to="/panel/withdraws">
        {t('withdrawals.detail.back')}
      </Anchor>
    </PanelPage>
  );
}
