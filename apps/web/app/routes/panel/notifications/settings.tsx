import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Button, Checkbox, Table } from '@mantine/core';
import { NotificationSettingsWriteSchema } from '@shahrbazar/domain/api/notification.schema';
import { CONFIGURABLE_KINDS } from '@shahrbazar/domain/rules/notification';
import type { Route } from './+types/settings';
import { BrowserPushCard } from '../../../components/notifications/browser-push.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import type { ApiBody } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { contractBody } from '../../../lib/contract-values.server.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** Which kinds of notification reach me by SMS, e-mail or web push (the panel always); ADR 0028, 0048. */
export async function loader(args: Route.LoaderArgs) {
  const answer = await serverApi(args.request, args.context)
    .GET('/api/v1/me/notification-settings')
    .catch(panelFailure(args, 'general'));
  return { items: answer.items };
}

type SettingKind = ApiBody<'put', '/api/v1/me/notification-settings'>['items'][number]['kind'];
/**
 * A kind the schema let through is one of CONFIGURABLE_KINDS, which the document lists as the enumeration (its zod
 * enum is typed `string`); this tells the type checker so.
 */
const isSettingKind = (kind: string): kind is SettingKind => (CONFIGURABLE_KINDS as readonly string[]).includes(kind);

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const kinds = form.getAll('kind').map(String);
  const items = kinds.map((kind) => ({
    kind,
    sms: form.get(`${kind}.sms`) === 'on',
    mail: form.get(`${kind}.mail`) === 'on',
    push: form.get(`${kind}.push`) === 'on',
  }));
  try {
    const body = contractBody(NotificationSettingsWriteSchema, { items }, localeOfRequest(args.request));
    await serverApi(args.request, args.context).PUT('/api/v1/me/notification-settings', {
      body: {
        items: body.items.flatMap(({ kind, ...channels }) => (isSettingKind(kind) ? [{ kind, ...channels }] : [])),
      },
    });
    return { saved: true };
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <PanelPage title={t('notifications.settings.title')}>
      {actionData && 'saved' in actionData && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {t('notifications.settings.saved')}
        </Alert>
      )}
      {actionData && 'failure' in actionData && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {actionData.failure.message}
        </Alert>
      )}
      <PanelCard>
        <p>{t('notifications.settings.intro')}</p>
        <Form method="post">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.settings.kind')}</Table.Th>
                <Table.Th>{t('notifications.settings.sms')}</Table.Th>
                <Table.Th>{t('notifications.settings.mail')}</Table.Th>
                <Table.Th>{t('notifications.settings.push')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaderData.items.map((item) => {
                const label = t(`notifications.kinds.${item.kind}`);
                return (
                  <Table.Tr key={item.kind}>
                    <Table.Td>
                      <input type="hidden" name="kind" value={item.kind} />
                      {label}
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        name={`${item.kind}.sms`}
                        defaultChecked={item.sms}
                        disabled={!item.smsAllowed}
                        aria-label={`${label}: ${t('notifications.settings.sms')}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        name={`${item.kind}.mail`}
                        defaultChecked={item.mail}
                        disabled={!item.mailAllowed}
                        aria-label={`${label}: ${t('notifications.settings.mail')}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        name={`${item.kind}.push`}
                        defaultChecked={item.push}
                        disabled={!item.pushAllowed}
                        aria-label={`${label}: ${t('notifications.settings.push')}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Button type="submit" mt="md" loading={busy}>
            {t('notifications.settings.save')}
          </Button>
        </Form>
      </PanelCard>
      <BrowserPushCard />
    </PanelPage>
  );
}
