import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { WebhookDelivery } from '@shahrbazar/domain/api/webhook.schema';
import { listText } from '@shahrbazar/domain/format/list';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '@shahrbazar/domain/rules/webhook';
import type { Route } from './+types/webhooks';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import {
  ChangeNotices,
  credentialClasses as shared,
  SecretOnce,
  useCredentialChanges,
} from '../../components/credentials/credentials.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './webhooks.module.css';

/** My webhooks (issue 31, ADR 0115): the endpoints my events are delivered to, and each one's delivery log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await serverApi(request, context).GET('/api/v1/me/webhooks');
  return { items: list.items };
}

/**
 * Subscribe an HTTPS address to events (its secret shown this once), turn one off or on, remove it, read its
 * deliveries with the receiver's answer code and send one again. The list is drawn on the server; the changes need
 * JavaScript.
 */
export default function Webhooks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const hydrated = useHydrated();
  const { run, busy, errors, setErrors, failure, notice, setNotice } = useCredentialChanges();
  const [adding, setAdding] = useState(false);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.created', 'order.paid']);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<{ id: number; items: WebhookDelivery[] } | null>(null);
  const digits = (value: number) => localizeDigits(value, locale);
  const when = (iso: string | null) => (iso ? formatJalaliDateTime(new Date(iso), locale) : '');

  const create = () =>
    run(
      () => api.POST('/api/v1/me/webhooks', { body: { url, events, description } }),
      (created) => {
        setSecret(created.secret);
        setAdding(false);
        setUrl('');
        setDescription('');
        setErrors({});
      },
    );
  const openLog = (id: number) =>
    run(
      () => api.GET('/api/v1/me/webhooks/{id}/deliveries', { params: { path: { id } } }),
      (found) => setLog({ id, items: found.items }),
    );

  return (
    <PanelPage
      title={t('webhooks.title')}
      action={
        hydrated && !adding ? (
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </Button>
        ) : undefined
      }
    >
      {secret && (
        <SecretOnce
          title={t('webhooks.secretTitle')}
          text={t('webhooks.secretOnce')}
          secret={secret}
          keptLabel={t('webhooks.secretKept')}
          copy={{ label: t('webhooks.secretCopy'), done: t('webhooks.secretCopied') }}
          onKept={() => setSecret(null)}
        />
      )}
      <ChangeNotices notice={notice} failure={failure} onClose={() => setNotice(null)} />
      {adding && (
        <PanelCard title={t('webhooks.add')}>
          <Stack gap="sm">
            <TextInput
              label={t('webhooks.url')}
              description={t('webhooks.urlHint')}
              placeholder="https://example.com/hooks/shahrbazar"
              dir="ltr"
              value={url}
              error={errors.url ? t('webhooks.urlInvalid') : undefined}
              onChange={(event) => setUrl(event.currentTarget.value)}
            />
            <TextInput
              label={t('webhooks.description')}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Checkbox.Group
              label={t('webhooks.events')}
              value={events}
              error={errors.events ? t('webhooks.eventsRequired') : undefined}
              onChange={(value) => setEvents(value as WebhookEventType[])}
            >
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENT_TYPES.map((event) => (
                  <Checkbox key={event} value={event} label={WEBHOOK_EVENTS[event][locale]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group>
              <Button loading={busy} onClick={() => void create()}>
                {t('webhooks.save')}
              </Button>
              <Button variant="default" onClick={() => setAdding(false)}>
                {t('webhooks.cancel')}
              </Button>
            </Group>
          </Stack>
        </PanelCard>
      )}
      <PanelCard>
        <p className={shared.note}>{t('webhooks.intro')}</p>
        {loaderData.items.length === 0 ? (
          <p>{t('webhooks.empty')}</p>
        ) : (
          <ul className={shared.list} aria-label={t('webhooks.list')}>
            {loaderData.items.map((endpoint) => (
              <li key={endpoint.id} className={shared.item}>
                <div className={shared.head}>
                  <span className={classes.url} dir="ltr">
                    {endpoint.url}
                  </span>
                  <Badge color={endpoint.enabled ? 'teal' : 'red'} variant="light">
                    {endpoint.enabled
                      ? t('webhooks.on')
                      : endpoint.disabledReason === 'failures'
                        ? t('webhooks.offFailures')
                        : t('webhooks.off')}
                  </Badge>
                </div>
                {endpoint.description && <p className={shared.note}>{endpoint.description}</p>}
                <p className={shared.covers}>
                  {listText(
                    endpoint.events.map((event) => WEBHOOK_EVENTS[event][locale]),
                    locale,
                  )}
                </p>
                {endpoint.failures > 0 && (
                  <p className={shared.note}>{t('webhooks.failures', { count: digits(endpoint.failures) })}</p>
                )}
                {hydrated && (
                  <Group gap="xs" className={classes.actions}>
                    <Button size="xs" variant="light" onClick={() => void openLog(endpoint.id)}>
                      {t('webhooks.log')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy}
                      onClick={() =>
                        void run(
                          () =>
                            api.PATCH('/api/v1/me/webhooks/{id}', {
                              params: { path: { id: endpoint.id } },
                              body: { enabled: !endpoint.enabled },
                            }),
                          () => setNotice(endpoint.enabled ? t('webhooks.turnedOff') : t('webhooks.turnedOn')),
                        )
                      }
                    >
                      {endpoint.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      onClick={() =>
                        void run(
                          () => api.DELETE('/api/v1/me/webhooks/{id}', { params: { path: { id: endpoint.id } } }),
                          () => setNotice(t('webhooks.deleted')),
                        )
                      }
                    >
                      {t('webhooks.delete')}
                    </Button>
                  </Group>
                )}
                {log?.id === endpoint.id && (
                  <div className={classes.log}>
                    {log.items.length === 0 ? (
                      <p className={shared.note}>{t('webhooks.logEmpty')}</p>
                    ) : (
                      <ul className={classes.deliveries} aria-label={t('webhooks.log')}>
                        {log.items.map((delivery) => (
                          <li key={delivery.id} className={classes.delivery}>
                            <span>{WEBHOOK_EVENTS[delivery.event][locale]}</span>
                            <Badge
                              variant="light"
                              color={
                                delivery.status === 'succeeded' ? 'teal' : delivery.status === 'failed' ? 'red' : 'gray'
                              }
                            >
                              {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status][locale]}
                            </Badge>
                            <span>
                              {t('webhooks.answer', {
                                code:
                                  delivery.lastStatusCode === null
                                    ? t('webhooks.noAnswer')
                                    : digits(delivery.lastStatusCode),
                                tries: digits(delivery.attempts),
                              })}
                            </span>
                            <span className={shared.note}>{when(delivery.lastTriedAt ?? delivery.createdAt)}</span>
                            {endpoint.enabled && (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                onClick={() =>
                                  void run(
                                    () =>
                                      api.POST('/api/v1/me/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
                                        params: { path: { id: endpoint.id, deliveryId: delivery.id } },
                                      }),
                                    () => setNotice(t('webhooks.redelivered')),
                                  )
                                }
                              >
                                {t('webhooks.redeliver')}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
