import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useChatUnread } from '../../lib/chat-unread.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Icon } from '../icons.tsx';
import classes from './chat.module.css';

/** The header's link to the chats, with the unread count kept live («۲ پیام خوانده‌نشده»). */
export function ChatLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = useChatUnread(true);
  const label = unread > 0 ? t('chat.header.unread', { n: localizeDigits(unread, locale) }) : t('chat.header.chats');
  return (
    <Link to="/panel/chats" className={className} aria-label={label} data-testid="header-chats">
      <Icon name="chat" size={20} />
      {unread > 0 && (
        <span className={classes.badge} aria-hidden>
          {localizeDigits(unread, locale)}
        </span>
      )}
    </Link>
  );
}
