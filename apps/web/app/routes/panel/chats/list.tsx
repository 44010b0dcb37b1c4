import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Text } from '@mantine/core';
import type { Route } from './+types/list';
import classes from '../../../components/chat/chat.module.css';
import { conversationView } from '../../../components/chat/chat-view.server.ts';
import { PeerPresence } from '../../../components/chat/peer-presence.tsx';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { serverApi } from '../../../lib/api.server.ts';
import { useChatUnread } from '../../../lib/chat-unread.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure } from '../../../lib/session.server.ts';

/** My conversations (spec: /panel/chats), the latest first; the list is read again when a message arrives. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const { items } = await serverApi(args.request, args.context)
    .GET('/api/v1/me/chats')
    .catch(panelFailure(args, 'general'));
  return { conversations: items.map((item) => conversationView(item, locale)) };
}

export default function Chats({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversations } = loaderData;
  const unread = useChatUnread(true);
  const revalidator = useRevalidator();
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    void revalidator.revalidate();
  }, [unread, revalidator]);
  return (
    <PanelPage title={t('chat.list.title')}>
      <PanelCard>
        {conversations.length === 0 ? (
          <Text c="dimmed">{t('chat.list.none')}</Text>
        ) : (
          <ul className={classes.list}>
            {conversations.map((item) => (
              <li key={item.id}>
                <Link to={`/panel/chatRoom/${item.peer.id}`} className={classes.row}>
                  <img src={item.peer.avatar} alt="" width={44} height={44} className={classes.avatar} />
                  <span className={classes.rowText}>
                    <span className={classes.name}>{item.peer.name || t('chat.room.someone')}</span>
                    {item.peer.lastVisit && <PeerPresence online={item.peer.online} lastVisit={item.peer.lastVisit} />}
                    {item.subject && (
                      <span className={classes.subject}>{t('chat.room.about', { title: item.subject.title })}</span>
                    )}
                    <span className={classes.preview} dir="auto">
                      {item.pictureOnly ? t('chat.list.picture') : item.preview}
                    </span>
                  </span>
                  <span className={classes.rowEnd}>
                    <span className={classes.subject}>{item.time}</span>
                    {item.unread > 0 && (
                      // Its words for screen readers beside the drawn figure: a <span> may not be named (issue 32).
                      <span className={classes.badge}>
                        <span aria-hidden="true">{item.unreadText}</span>
                        <span className="visually-hidden">{t('chat.list.unread', { n: item.unreadText })}</span>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PanelCard>
    </PanelPage>
  );
}
