import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Icon } from '../icons.tsx';
import { ChatLink } from '../chat/chat-link.tsx';
import { NotificationLink } from '../notifications/notification-link.tsx';
import { LogoutForm } from './logout-form.tsx';
import { useAccount } from './use-account.ts';
import classes from './site-header.module.css';

/**
 * The header's actions of a signed-in person: notifications, chats (their unread counts' stream), their panel and
 * logout. A chunk of its own (components/listings/page-parts.ts, `account`): a visitor who is not signed in, every
 * first visit and Lighthouse's, downloads none of it; the root's loader awaits it for a signed-in one, and entry.client
 * loads it before it hydrates the page (the header names it in `data-page-parts`).
 */
export function SignedInActions() {
  const { t } = useTranslation();
  const { me, home, avatar } = useAccount();
  return (
    <>
      <NotificationLink className={classes.action ?? ''} />
      <ChatLink className={classes.action ?? ''} />
      <Link to={home} className={`${classes.action} ${classes.login} ${classes.hideOnPhone}`}>
        {avatar ? (
          <img src={avatar} alt="" width={24} height={24} className={classes.avatar} />
        ) : (
          <Icon name="login" size={20} />
        )}
        <span className={classes.accountName}>{me?.user.name || t('header.account')}</span>
      </Link>
      <LogoutForm className={`${classes.action} ${classes.hideOnPhone}`} />
    </>
  );
}
