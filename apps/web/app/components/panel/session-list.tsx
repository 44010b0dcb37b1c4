import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Badge, Button, Text } from '@mantine/core';
import type { SessionInfo } from '@shahrbazar/domain/api/auth.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { Icon } from '../icons.tsx';
import classes from './session-list.module.css';

export type SessionRow = SessionInfo & { deviceLabel: string };

/** One signed-in device with its "sign out this device" button (a form: works without JavaScript). */
function SessionItem({ session }: { session: SessionRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher();
  const { browser, system } = describeUserAgent(session.userAgent);
  const named = browser && system ? t('panel.sessions.browserOn', { browser, system }) : browser || system;
  // Where the session was opened (web, app) goes on the second line, unless it has to serve as the name.
  const device = named || session.deviceLabel || t('panel.sessions.unknownDevice');
  const details = [named ? session.deviceLabel : '', session.ip && localizeDigits(session.ip, locale)];
  return (
    <li className={classes.item}>
      <Icon name="device" size={24} className={classes.icon} />
      <div className={classes.body}>
        <div className={classes.title}>
          <span>{device}</span>
          {session.current && (
            <Badge color="teal" variant="light">
              {t('panel.sessions.current')}
            </Badge>
          )}
        </div>
        <Text size="sm" c="dimmed">
          {details.filter(Boolean).join(t('list.separator'))}
        </Text>
        <Text size="sm" c="dimmed">
          {t('panel.sessions.lastSeen', { date: formatJalaliDateTime(new Date(session.lastSeenAt), locale) })}
        </Text>
      </div>
      <fetcher.Form method="post" className={classes.action}>
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={session.id} />
        {session.current && <input type="hidden" name="current" value="1" />}
        <Button type="submit" variant="light" color="red" size="xs" loading={fetcher.state !== 'idle'}>
          {t('panel.sessions.signOut')}
        </Button>
      </fetcher.Form>
    </li>
  );
}

/** "Where am I signed in": every session of the account, the current one flagged. */
export function SessionList({ sessions }: { sessions: readonly SessionRow[] }) {
  const { t } = useTranslation();
  if (sessions.length === 0) return <Text c="dimmed">{t('messages.noItems')}</Text>;
  return (
    <ul className={classes.list} aria-label={t('panel.sessions.title')}>
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} />
      ))}
    </ul>
  );
}
