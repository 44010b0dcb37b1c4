import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { listText } from '@shahrbazar/domain/format/list';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { API_KEY_SCOPE_NAMES, API_KEY_SCOPES, type ApiKeyScope } from '@shahrbazar/domain/rules/api-key';
import type { Route } from './+types/api-keys';
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
import classes from './api-keys.module.css';

/** My API keys (issue 31, ADR 0103): the keys my programs call the API with, each with its scopes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await serverApi(request, context).GET('/api/v1/me/api-keys');
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
  const { run, busy, errors, setErrors, failure, notice, setNotice } = useCredentialChanges();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['orders:read']);
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);
  const when = (iso: string) => formatJalaliDateTime(new Date(iso), locale);

  const create = () =>
    run(
      () => api.POST('/api/v1/me/api-keys', { body: { name, scopes } }),
      (created) => {
        setMade(created.key);
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
        <SecretOnce
          title={t('apiKeys.keyTitle')}
          text={t('apiKeys.keyOnce')}
          secret={made}
          keptLabel={t('apiKeys.kept')}
          copy={{ label: t('apiKeys.copy'), done: t('apiKeys.copied') }}
          onKept={() => setMade(null)}
        />
      )}
      <ChangeNotices notice={notice} failure={failure} onClose={() => setNotice(null)} />
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
        <p className={shared.note}>{t('apiKeys.intro')}</p>
        {loaderData.items.length === 0 ? (
          <p>{t('apiKeys.empty')}</p>
        ) : (
          <ul className={shared.list} aria-label={t('apiKeys.list')}>
            {loaderData.items.map((key) => (
              <li key={key.id} className={shared.item}>
                <div className={shared.head}>
                  <span className={classes.name}>{key.name}</span>
                  <span className={classes.prefix} dir="ltr">
                    {key.prefix}…
                  </span>
                </div>
                <p className={shared.covers}>
                  {listText(
                    key.scopes.map((scope) => API_KEY_SCOPES[scope][locale]),
                    locale,
                  )}
                </p>
                <p className={shared.note}>
                  {t('apiKeys.created', { when: when(key.createdAt) })} ·{' '}
                  {key.lastUsedAt ? t('apiKeys.lastUsed', { when: when(key.lastUsedAt) }) : t('apiKeys.neverUsed')}
                </p>
                {hydrated &&
                  (revoking === key.id ? (
                    <Group gap="xs">
                      <span className={shared.note}>{t('apiKeys.revokeConfirm')}</span>
                      <Button
                        size="xs"
                        color="red"
                        loading={busy}
                        onClick={() =>
                          void run(
                            () => api.DELETE('/api/v1/me/api-keys/{id}', { params: { path: { id: key.id } } }),
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
