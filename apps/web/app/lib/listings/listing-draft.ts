import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

// A local draft of the posting form (issue 16): what the person typed is kept in this browser as they type, so a
// reload or a lost connection loses nothing; it comes back the next time the form opens, and is forgotten once the
// listing is posted. Pictures are not kept (an upload is the server's; a draft names none), nor a listing being edited.

const storageKey = (vertical: string) => `shahrbazar:listing-draft:${vertical}`;

/** Fields a draft does not keep: the uploads (ids of files the server may have dropped) and the form's own. */
const NOT_KEPT = new Set(['images', 'intent']);

/** The kept draft of a vertical's posting form, or null (none, unreadable, or storage refused). */
export function readDraft(vertical: string): Record<string, string> | null {
  try {
    const text = window.localStorage.getItem(storageKey(vertical));
    const value: unknown = text ? JSON.parse(text) : null;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** Keeps what the form holds now (text fields as typed); a full or refused storage just keeps nothing. */
export function saveDraft(vertical: string, form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !NOT_KEPT.has(name)) values[name] = value;
  }
  try {
    window.localStorage.setItem(storageKey(vertical), JSON.stringify(values));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft(vertical: string) {
  try {
    window.localStorage.removeItem(storageKey(vertical));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * The draft of a posting form: `values` to fill it with (read once the page runs in the browser; `version` changes
 * then, so the form is drawn again with them), `save` for its change events, `discard` to start afresh. The draft is
 * forgotten when the form's post was accepted (the action answered with a redirect to another page).
 */
export function useListingDraft(vertical: string, enabled: boolean) {
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [version, setVersion] = useState(0);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const kept = readDraft(vertical);
    if (kept) {
      // The draft is in this browser's storage only: read after hydration (the server drew the empty form), once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(kept);
      setVersion((current) => current + 1);
    }
  }, [vertical, enabled]);
  const posted = navigation.state === 'loading' && navigation.formData !== undefined;
  const leaving = posted && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (enabled && leaving) clearDraft(vertical);
  }, [enabled, leaving, vertical]);
  return {
    values,
    version,
    save: (form: HTMLFormElement) => {
      if (enabled) saveDraft(vertical, form);
    },
    discard: () => {
      clearDraft(vertical);
      setValues(null);
      setVersion((current) => current + 1);
    },
  };
}

/**
 * A new listing's form without a connection (ADR 0082): the post is not tried (it would only fail into an error page),
 * the draft stays in this browser, and the form says so; when the connection is back it says the person may send it
 * now. Nothing is posted by itself: a listing may cost money, and the person chooses when it goes.
 */
export function useSendWhenOnline(enabled: boolean) {
  const [state, setState] = useState<'held' | 'online' | null>(null);
  useEffect(() => {
    if (!enabled || state !== 'held') return;
    const back = () => setState('online');
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [enabled, state]);
  return {
    state,
    /** Called on submit: true when the post was held back (no connection). */
    hold: (event: { preventDefault(): void }): boolean => {
      if (!enabled || navigator.onLine) return false;
      event.preventDefault();
      setState('held');
      return true;
    },
  };
}
