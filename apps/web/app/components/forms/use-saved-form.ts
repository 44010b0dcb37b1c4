import { useState } from 'react';
import { useLocation } from 'react-router';
import { useNotice } from '../manager/list-notice.tsx';

/**
 * A form whose inputs start from its page's loader data and that is saved by Post/Redirect/Get: the action
 * redirects to the page's own address with ?notice=saved (savedRedirect), so the page is read afresh.
 *
 * `key`, for the form: new each time the page is read (opened, or read again after a save), so its uncontrolled
 * inputs start from the record as it is now; the same while the action answers a refusal, so what was typed (a
 * password too) stays in the inputs. `saved`: the page was read again after a save, and nothing was sent since.
 */
export function useSavedForm(actionData: unknown): { key: string; saved: boolean } {
  const location = useLocation();
  const notice = useNotice();
  const answered = actionData !== undefined;
  // The key of the last time the page was read: a refused post is a navigation too, with its own location key.
  const [readKey, setReadKey] = useState(location.key);
  if (!answered && readKey !== location.key) setReadKey(location.key);
  return { key: answered ? readKey : location.key, saved: !answered && notice === 'saved' };
}
