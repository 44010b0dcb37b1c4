import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button } from '../plain/plain.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ListingIcon } from './listing-icons.tsx';
import classes from './listings.module.css';

/** What the detail page's action answers to a favorite form. */
export interface FavoriteActionData {
  favorite?: boolean;
  error?: string;
}

/**
 * Favorite / unfavorite: a form posted to the detail page (works without JavaScript; with it, in place and at once).
 * A visitor who is not signed in gets a link to the login page that comes back here.
 */
export function FavoriteButton({
  listingId,
  isFavorite,
  signedIn,
  loginHref,
}: {
  listingId: number;
  isFavorite: boolean;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FavoriteActionData>();
  const pending = fetcher.formData?.get('intent');
  const favorite = pending ? pending === 'favorite' : (fetcher.data?.favorite ?? isFavorite);
  const label = favorite ? t('listings.detail.unfavorite') : t('listings.detail.favorite');
  const icon = <ListingIcon name="heart" filled={favorite} />;
  if (!signedIn) {
    return (
      <Button component={Link} to={loginHref} variant="default" leftSection={icon}>
        {label}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={favorite ? 'unfavorite' : 'favorite'} />
      <input type="hidden" name="id" value={listingId} />
      <Button
        type="submit"
        variant={favorite ? 'light' : 'default'}
        color={favorite ? 'red' : undefined}
        leftSection={icon}
      >
        {label}
      </Button>
      {fetcher.data?.error && (
        <span role="alert" className={classes.status}>
          {fetcher.data.error}
        </span>
      )}
    </fetcher.Form>
  );
}

/**
 * Share (the phone's share sheet, else the address is copied) and copy the address (spec section 8: "copied to the
 * clipboard"). Both need JavaScript: the server draws them disabled and they turn on once it runs, in the place they
 * take then (added after hydration, they pushed the page's details down on a phone: a lawyer's page's layout shift of
 * 0.077 under Lighthouse, issue 32); the address bar does the same without JavaScript.
 */
export function ShareActions({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [message, setMessage] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('messages.copied'));
    } catch {
      setMessage(t('listings.detail.copyFailed'));
    }
  }
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<ListingIcon name="share" />}
        disabled={!hydrated}
        onClick={() => void share()}
      >
        {t('listings.detail.share')}
      </Button>
      <Button
        variant="default"
        leftSection={<ListingIcon name="link" />}
        disabled={!hydrated}
        onClick={() => void copy()}
      >
        {t('listings.detail.copyLink')}
      </Button>
      <p role="status" className={classes.status}>
        {message}
      </p>
    </>
  );
}
