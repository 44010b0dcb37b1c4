import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Alert, Button, Checkbox, Code, Group, Stack, TextInput } from '@mantine/core';
import type { ApiKey, ApiKeyCreated } from '@shahrbazar/domain/api/api-key.schema';
import { listText } from '@shahrbazar/domain/format/list';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { API_KEY_SCOPE_NAMES, API_KEY_SCOPES, type ApiKeyScope } from '@shahrbazar/domain/rules/api-key';
import type { Route } from './+types/api-keys';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { copyText } from '../../lib/copy-text.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './api-keys.module.css';

/** My API keys (issue 31, ADR 0103): the keys my programs call the API with, each with its scopes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await serverApi(request, context).get<{ items: ApiKey[] }>('/api/v1/me/api-keys');
  return { items: list.items };
}

/**
 * Make a key with a name and scopes (the key shown this once, with a copy button), see each key's prefix, scopes and
 * last use, and revoke one (asked twice). The list is drawn on the server; the changes need JavaScript.
 */
export default function ApiKeys({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatJalaliDateTime(new Date(iso), locale);

  /** Runs one change, then reads the list again; a refusal shows its field errors or its message. */
  const run = async <T,>(change: () => Promise<T>, done?: (result: T) => void) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const result = await change();
      done?.(result);
      await revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(
      () => api.post<ApiKeyCreated>('/api/v1/me/api-keys', { name, scopes }),
      (created) => {
        setMade(created.key);
        setCopied(false);
        setAdding(false);
        setName('');
        setErrors({});
      },
    );

  return (
    <PanelPage
      title={t('apiKeys.title')}
      action={
        hydrated && !adding ? (
          <Button variant="light" onClick={() => setAdding(true)}>
            {t('apiKeys.add')}
          </Button>
        ) : undefined
      }
    >
      {made && (
        <Alert color="teal" variant="light" role="status" mb="md" title={t('apiKeys.keyTitle')}>
          <p>{t('apiKeys.keyOnce')}</p>
          <Code block className={classes.key} dir="ltr">
            {made}
          </Code>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={() => void copyText(made).then(() => setCopied(true))}>
              {t('apiKeys.copy')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setMade(null)}>
              {t('apiKeys.kept')}
            </Button>
            <span className={classes.note}>{copied ? t('apiKeys.copied') : ''}</span>
          </Group>
        </Alert>
      )}
      {notice && (
        <Alert color="teal" variant="light" role="status" mb="md" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      )}
      {adding && (
        <PanelCard title={t('apiKeys.add')}>
          <Stack gap="sm">
            <TextInput
              label={t('apiKeys.name')}
              description={t('apiKeys.nameHint')}
              value={name}
              error={errors.name ? t('apiKeys.nameRequired') : undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Checkbox.Group
              label={t('apiKeys.scopes')}
              value={scopes}
              error={errors.scopes ? t('apiKeys.scopesRequired') : undefined}
              onChange={(value) => setScopes(value as ApiKeyScope[])}
            >
              <Stack gap={6} mt={6}>
                {API_KEY_SCOPE_NAMES.map((scope) => (
                  <Checkbox key={scope} value={scope} label={API_KEY_SCOPES[scope][locale]} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group>
              <Button loading={busy} onClick={() => void create()}>
                {t('apiKeys.save')}
              </Button>
              <Button variant="default" onClick={() => setAdding(false)}>
                {t('apiKeys.cancel')}
              </Button>
            </Group>
          </Stack>
        </PanelCard>
      )}
      <PanelCard>
        <p className={classes.note}>{t('apiKeys.intro')}</p>
        {loaderData.items.length === 0 ? (
          <p>{t('apiKeys.empty')}</p>
        ) : (
          <ul className={classes.list} aria-label={t('apiKeys.list')}>
            {loaderData.items.map((key) => (
              <li key={key.id} className={classes.item}>
                <div className={classes.head}>
                  <span className={classes.name}>{key.name}</span>
                  <span className={classes.prefix} dir="ltr">
                    {key.prefix}…
                  </span>
                </div>
                <p className={classes.scopes}>
                  {listText(
                    key.scopes.map((scope) => API_KEY_SCOPES[scope][locale]),
                    locale,
                  )}
                </p>
                <p className={classes.note}>
                  {t('apiKeys.created', { when: when(key.createdAt) })} ·{' '}
                  {key.lastUsedAt ? t('apiKeys.lastUsed', { when: when(key.lastUsedAt) }) : t('apiKeys.neverUsed')}
                </p>
                {hydrated &&
                  (revoking === key.id ? (
                    <Group gap="xs">
                      <span className={classes.note}>{t('apiKeys.revokeConfirm')}</span>
                      <Button
                        size="xs"
                        color="red"
                        loading={busy}
                        onClick={() =>
                          void run(
                            () => api.delete(`/api/v1/me/api-keys/${key.id}`),
                            () => {
                              setRevoking(null);
                              setNotice(t('apiKeys.revoked'));
                            },
                          )
                        }
                      >
                        {t('apiKeys.revokeYes')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setRevoking(null)}>
                        {t('apiKeys.cancel')}
                      </Button>
                    </Group>
                  ) : (
                    <Button size="xs" color="red" variant="subtle" onClick={() => setRevoking(key.id)}>
                      {t('apiKeys.revoke')}
                    </Button>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
