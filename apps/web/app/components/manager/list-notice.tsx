import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { FormNotice } from '../forms/form-alert.tsx';

const NOTICES = ['created', 'saved', 'deleted'] as const;
type Notice = (typeof NOTICES)[number];

/** The address a list returns to after a change, saying what happened (?notice=created): works without JavaScript. */
export function withNotice(path: string, notice: Notice): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

/** What the address says happened (?notice=saved), if anything. */
export function useNotice(): Notice | undefined {
  const [params] = useSearchParams();
  return NOTICES.find((name) => name === params.get('notice'));
}

/**
 * "Saved" / "created" / "deleted" above a list the visitor came back to. `notices`: the ones shown here, on a page
 * that says "saved" elsewhere (beside its form's button).
 */
export function ListNotice({ notices = NOTICES }: { notices?: readonly Notice[] }) {
  const { t } = useTranslation();
  const notice = useNotice();
  return <FormNotice>{notice && notices.includes(notice) ? t(`manager.notice.${notice}`) : null}</FormNotice>;
}
