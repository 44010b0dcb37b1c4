import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CityList, CitySearch } from './city-chooser.tsx';
import { filterChoices } from './city-choices.ts';
import classes from './geo.module.css';
import { useStates } from './use-states.ts';

// The header's city chooser as a dialog. Loaded only when first opened (city-switch.tsx), so pages that never open
// it do not carry its code; the states and cities are fetched then too, not put in every page's HTML.

/** The dialog's list: loading, a failure with "try again", or the choices filtered by the search. */
function DialogList({
  query,
  selectedId,
  redirectTo,
}: {
  query: string;
  selectedId: number | null;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  const { states, failed, retry } = useStates();
  const shown = useMemo(() => (states ? filterChoices(states, query) : []), [states, query]);
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('geo.city.loadFailed')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={retry}>
          {t('geo.city.retry')}
        </Button>
      </Alert>
    );
  }
  if (!states) {
    return (
      <p className={classes.loading} role="status">
        <Loader size="sm" aria-hidden /> {t('geo.city.loading')}
      </p>
    );
  }
  return (
    <CityList
      states={shown}
      query={query}
      selectedId={selectedId}
      redirectTo={redirectTo}
      headingLevel={3}
      idPrefix="city-dialog"
    />
  );
}

/** The chooser in a dialog, full screen on phones, its title, close button and search fixed at the top. */
export default function CityDialog({
  opened,
  onClose,
  selectedId,
  redirectTo,
}: {
  opened: boolean;
  onClose: () => void;
  selectedId: number | null;
  redirectTo: string;
}) {
  const { t } = useTranslation();
  // Rendered only in the browser (on first use), so the screen can be measured at once: no flash of a small dialog.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const [query, setQuery] = useState('');
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen={Boolean(phone)}
      size="lg"
      onExitTransitionEnd={() => setQuery('')}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header className={classes.dialogHeader}>
          <Modal.Title className={classes.dialogTitle}>{t('geo.city.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('geo.city.close')} />
          <div className={classes.dialogSearch}>
            <CitySearch query={query} onQueryChange={setQuery} redirectTo={redirectTo} autoFocus />
          </div>
        </Modal.Header>
        <Modal.Body>
          <DialogList query={query} selectedId={selectedId} redirectTo={redirectTo} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
