import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../forms/form-alert.tsx';

const NOTICES = ['created', 'saved', 'deleted'] as const;
type Notice = (typeof NOTICES)[number];

/** The address a list returns to after a change, saying what happened (?notice=created): works without JavaScript. */
export function withNotice(path: string, notice: Notice): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}

/** "Saved" / "created" / "deleted" above a list the visitor came back to. */
export function ListNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const notice = NOTICES.find((name) => name === params.get('notice'));
  return <FormNotice>{notice ? t(`manager.notice.${notice}`) : null}</FormNotice>;
}
