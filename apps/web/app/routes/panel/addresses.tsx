import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Alert, Button, Group } from '@mantine/core';
import type { Address } from '@shahrbazar/domain/api/address.schema';
import type { Route } from './+types/addresses';
import { AddressFields, draftOf, writeOf, type AddressDraft } from '../../components/addresses/address-fields.tsx';
import { AddressSummary } from '../../components/addresses/address-summary.tsx';
import classes from '../../components/addresses/addresses.module.css';
import { PanelCard, PanelPage } from '../../components/panel/panel-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/api.server.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

/** My addresses (issue 35): the buyer's address book, the default first, as checkout offers it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const book = await serverApi(request, context).GET('/api/v1/me/addresses');
  return { items: book.items };
}

/** What the page is doing: nothing, adding an address, editing one, or asking before deleting one. */
type Mode = { kind: 'idle' } | { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };

/**
 * Add, edit, delete and choose the default; each change goes to the API and the list is read again. The form (with
 * its map) needs JavaScript; the list is drawn on the server.
 */
export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(undefined, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const items = loaderData.items;

  const open = (next: Mode, address?: Address) => {
    setMode(next);
    setDraft(draftOf(address, locale));
    setErrors({});
    setFailure(null);
    setNotice(null);
  };
  /** Runs one change, then reads the list again; a refusal shows its field errors or its message. */
  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      setMode({ kind: 'idle' });
      setNotice(done);
      await revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(
      () =>
        mode.kind === 'edit'
          ? api.PUT('/api/v1/me/addresses/{id}', { params: { path: { id: mode.id } }, body: writeOf(draft) })
          : api.POST('/api/v1/me/addresses', { body: writeOf(draft) }),
      t('addresses.saved'),
    );

  const form = (
    <PanelCard title={mode.kind === 'edit' ? t('addresses.editTitle', { title: draft.title }) : t('addresses.add')}>
      <AddressFields draft={draft} onChange={setDraft} errors={errors} />
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
      <Group mt="md">
        <Button loading={busy} onClick={() => void save()}>
          {t('addresses.save')}
        </Button>
        <Button variant="default" onClick={() => setMode({ kind: 'idle' })}>
          {t('addresses.cancel')}
        </Button>
      </Group>
    </PanelCard>
  );

  return (
    <PanelPage
      title={t('addresses.title')}
      action={
        hydrated && mode.kind !== 'add' ? (
          <Button variant="light" onClick={() => open({ kind: 'add' })}>
            {t('addresses.add')}
          </Button>
        ) : undefined
      }
    >
      {notice && (
        <Alert color="teal" variant="light" role="status" mb="md" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {mode.kind === 'add' && form}
      <PanelCard>
        <p className={classes.note}>{t('addresses.intro')}</p>
        {items.length === 0 ? (
          <p>{t('addresses.empty')}</p>
        ) : (
          <ul className={classes.list} aria-label={t('addresses.list')}>
            {items.map((address) => (
              <li key={address.id} className={classes.item} data-default={address.isDefault ? 'true' : undefined}>
                {mode.kind === 'edit' && mode.id === address.id ? (
                  form
                ) : (
                  <>
                    <AddressSummary address={address} />
                    {mode.kind === 'delete' && mode.id === address.id ? (
                      <div className={classes.actions} role="group" aria-label={t('addresses.delete')}>
                        <span>{t('addresses.deleteAsk', { title: address.title })}</span>
                        <Button
                          color="red"
                          size="xs"
                          loading={busy}
                          onClick={() =>
                            void run(
                              () => api.DELETE('/api/v1/me/addresses/{id}', { params: { path: { id: address.id } } }),
                              t('addresses.deleted'),
                            )
                          }
                        >
                          {t('addresses.deleteYes')}
                        </Button>
                        <Button variant="default" size="xs" onClick={() => setMode({ kind: 'idle' })}>
                          {t('addresses.cancel')}
                        </Button>
                      </div>
                    ) : (
                      hydrated && (
                        <div className={classes.actions}>
                          <Button
                            variant="light"
                            size="xs"
                            onClick={() => open({ kind: 'edit', id: address.id }, address)}
                            aria-label={`${t('addresses.edit')} «${address.title}»`}
                          >
                            {t('addresses.edit')}
                          </Button>
                          {!address.isDefault && (
                            <Button
                              variant="subtle"
                              size="xs"
                              loading={busy}
                              aria-label={`${t('addresses.makeDefault')}: «${address.title}»`}
                              onClick={() =>
                                void run(
                                  () =>
                                    api.POST('/api/v1/me/addresses/{id}/default', {
                                      params: { path: { id: address.id } },
                                    }),
                                  t('addresses.madeDefault', { title: address.title }),
                                )
                              }
                            >
                              {t('addresses.makeDefault')}
                            </Button>
                          )}
                          <Button
                            variant="subtle"
                            color="red"
                            size="xs"
                            aria-label={`${t('addresses.delete')} «${address.title}»`}
                            onClick={() => open({ kind: 'delete', id: address.id })}
                          >
                            {t('addresses.delete')}
                          </Button>
                        </div>
                      )
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
