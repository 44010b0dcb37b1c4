import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useNotificationUnread } from '../../lib/chat-unread.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import classes from '../chat/chat.module.css';

/** The header's bell: a link to the notifications with the unread count kept live («۳ اعلان خوانده‌نشده»). */
export function NotificationLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = useNotificationUnread(true);
  const label =
    unread > 0
      ? t('notifications.header.unread', { n: localizeDigits(unread, locale) })
      : t('notifications.header.all');
  return (
    <Link to="/panel/notifications" className={className} aria-label={label} data-testid="header-notifications">
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span className={classes.badge} aria-hidden>
          {localizeDigits(unread, locale)}
        </span>
      )}
    </Link>
  );
}
