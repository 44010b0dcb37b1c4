import { data, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import type { ChatRoom } from '@shahrbazar/domain/api/chat.schema';
import type { Route } from './+types/room';
import { ChatRoomView } from '../../../components/chat/chat-room.tsx';
import classes from '../../../components/chat/chat.module.css';
import { roomView } from '../../../components/chat/chat-view.server.ts';
import { idParam } from '../../../components/manager/guard.server.ts';
import { PanelCard, PanelPage } from '../../../components/panel/panel-page.tsx';
import { useUserPanel } from '../../../components/panel/use-panel-user.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverApi } from '../../../lib/api.server.ts';
import { textOf, type FormFailure } from '../../../lib/form-checks.ts';
import { localeOfRequest } from '../../../lib/locale.server.ts';
import { panelFailure, panelFormFailure } from '../../../lib/session.server.ts';

/** The listing a room is opened from (?listing=12), when it is a positive id. */
function listingParam(url: URL): number | null {
  const value = Number(url.searchParams.get('listing'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A chat room with another user (spec: /panel/chatRoom/{userId}); ?listing= opens it about a listing (from the
 * listing's «گفتگو» button). A room with oneself goes back to the chats.
 */
export async function loader(args: Route.LoaderArgs) {
  const userId = idParam(args.params.userId);
  const listing = listingParam(args.url);
  const room = await serverApi(args.request, args.context)
    .get<ChatRoom>(`/api/v1/me/chats/${userId}${listing ? `?listing=${listing}` : ''}`)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 422) throw redirect('/panel/chats');
      return panelFailure(args, 'general')(error);
    });
  return {
    room: roomView(room, localeOfRequest(args.request)),
    // The subject is kept once a message names it; until then the form carries the listing.
    listingId: listing && room.subject?.id === listing ? listing : null,
  };
}

/** Send a message (intent=send), or block / unblock the other user. */
export async function action(args: Route.ActionArgs) {
  const userId = idParam(args.params.userId);
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const api = serverApi(args.request, args.context);
  if (intent === 'block' || intent === 'unblock') {
    const path = `/api/v1/me/chats/${userId}/block`;
    await (intent === 'block' ? api.put<null>(path) : api.delete<null>(path)).catch(panelFailure(args, 'general'));
    return redirect(`/panel/chatRoom/${userId}`, 303);
  }
  const listingId = Number(textOf(form, 'listingId'));
  try {
    await api.post(`/api/v1/me/chats/${userId}/messages`, {
      text: textOf(form, 'text'),
      ...(Number.isInteger(listingId) && listingId > 0 ? { listingId } : {}),
    });
    return data({ sent: true });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

export default function ChatRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me } = useUserPanel();
  const { room, listingId } = loaderData;
  const result = actionData as { failure?: FormFailure } | undefined;
  return (
    <PanelPage title={room.peer.name || t('chat.room.someone')}>
      <PanelCard>
        <div className={classes.roomHead}>
          <img src={room.peer.avatar} alt="" width={44} height={44} className={classes.avatar} />
          <div>
            <Text fw={600}>{room.peer.name || t('chat.room.someone')}</Text>
            {room.peer.lastVisit && (
              <Text size="xs" c="dimmed">
                {t('chat.room.lastVisit', { when: room.peer.lastVisit })}
              </Text>
            )}
          </div>
          {room.subject && (
            <div className={classes.about} data-testid="chat-subject">
              <span>{t('chat.room.aboutLabel')}</span>
              {room.subject.href ? (
                <Anchor href={room.subject.href}>{room.subject.title}</Anchor>
              ) : (
                <span>{room.subject.title}</span>
              )}
            </div>
          )}
        </div>
      </PanelCard>
      <PanelCard>
        <ChatRoomView
          key={room.peer.id}
          room={room}
          meId={me.user.id}
          listingId={listingId}
          failure={result?.failure}
        />
      </PanelCard>
    </PanelPage>
  );
}
