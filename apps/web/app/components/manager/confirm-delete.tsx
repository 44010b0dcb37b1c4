import { useState } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Modal, Text } from '@mantine/core';
import type { FormFailure } from '../../lib/form-checks.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PanelCard, PanelPage } from '../panel/panel-page.tsx';
import classes from './manager.module.css';

/** What a delete action answers when the API refused (e.g. 409: "You cannot delete your own account"). */
export interface DeleteActionData {
  failure?: FormFailure;
}

/** The confirmation page's address for a delete, remembering the list to come back to. */
export function confirmHref(to: string, back: string): string {
  return `${to}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * A row's "delete" (spec section 9: a confirmation precedes deleting users, roles...). With JavaScript it opens a
 * dialog whose "yes" posts to the delete route in place; without, the link opens that route's confirmation page.
 * `to` is the delete route (/manager/user/7/delete), `back` the list address to return to afterwards.
 */
export function ConfirmDelete({
  to,
  back,
  label,
  message,
}: {
  to: string;
  back: string;
  label: string;
  message: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const fetcher = useFetcher<DeleteActionData>();
  const failure = fetcher.state === 'idle' ? fetcher.data?.failure : undefined;
  return (
    <>
      <Button
        component={Link}
        to={confirmHref(to, back)}
        color="red"
        variant="light"
        size="xs"
        aria-label={label}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpened(true);
        }}
      >
        {t('manager.list.delete')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('manager.confirm.title')} centered>
        <Text>{message}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" mt="md">
            {failure.message}
          </Alert>
        )}
        <fetcher.Form method="post" action={to}>
          <input type="hidden" name="redirectTo" value={back} />
          <div className={classes.confirmActions}>
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('manager.confirm.cancel')}
            </Button>
            <Button type="submit" color="red" loading={fetcher.state !== 'idle'}>
              {t('manager.confirm.yes')}
            </Button>
          </div>
        </fetcher.Form>
      </Modal>
    </>
  );
}

/** The confirmation page a delete link opens without JavaScript: the question, "yes" (a form) and "cancel". */
export function ConfirmDeletePage({
  title,
  message,
  back,
  failure,
}: {
  title: string;
  message: string;
  back: string;
  failure?: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <PanelPage title={title}>
      <PanelCard>
        <Text>{message}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" mt="md">
            {failure.message}
          </Alert>
        )}
        <Form method="post">
          <input type="hidden" name="redirectTo" value={back} />
          <div className={classes.confirmActions}>
            <Button component={Link} to={back} variant="default" size="md">
              {t('manager.confirm.cancel')}
            </Button>
            <Button type="submit" color="red" size="md" loading={navigation.state === 'submitting'}>
              {t('manager.confirm.yes')}
            </Button>
          </div>
        </Form>
      </PanelCard>
    </PanelPage>
  );
}
