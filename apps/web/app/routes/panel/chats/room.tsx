import { useState } from 'react';
import { data, redirect } from 'react-router';
import { Link } from '../../../lib/link.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Alert, Anchor, Text } from '@mantine/core';
import { presenceText } from '@shahrbazar/domain/rules/online';
import type { Route } from './+types/room';
import { PeerPresence } from '../../../components/chat/peer-presence.tsx';
import { ConsultationBar } from '../../../components/consultations/consultation-bar.tsx';
import { consultationView } from '../../../components/consultations/consultation-view.ts';
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
import { useLocale } from '../../../lib/use-locale.ts';
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
  const api = serverApi(args.request, args.context);
  const refusal = await Promise.all([
    api.GET('/api/v1/me/chats/{userId}', { params: { path: { userId }, query: { listing: listing ?? undefined } } }),
    // A paid consultation between the two (ADR 0039): its state, the owner's close button, closed = no input.
    api.GET('/api/v1/me/consultations/with/{userId}', { params: { path: { userId } } }),
  ]).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 422) throw redirect('/panel/chats');
    // A room the product does not offer (403), or about a listing no longer live (409): the server says why (issue 29).
    if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
      return error;
    }
    return panelFailure(args, 'general')(error);
  });
  if (refusal instanceof ApiError) return data({ refused: refusal.message }, { status: refusal.status });
  const [room, consultation] = refusal;
  const locale = localeOfRequest(args.request);
  return {
    room: roomView(room, locale),
    consultation: consultation.consultation && consultationView(consultation.consultation, locale),
    // The subject is kept once a message names it; until then the form carries the listing.
    listingId: listing && room.subject?.id === listing ? listing : null,
  };
}

/** A positive id posted in a field, or undefined. */
function idField(form: FormData, name: string): number | undefined {
  const value = Number(textOf(form, name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Send a message (intent=send, a text and/or an uploaded picture), report the other user, or block / unblock them. */
export async function action(args: Route.ActionArgs) {
  const userId = idParam(args.params.userId);
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const api = serverApi(args.request, args.context);
  if (intent === 'block' || intent === 'unblock') {
    const call = { params: { path: { userId } } };
    await (
      intent === 'block'
        ? api.PUT('/api/v1/me/chats/{userId}/block', call)
        : api.DELETE('/api/v1/me/chats/{userId}/block', call)
    ).catch(panelFailure(args, 'general'));
    return redirect(`/panel/chatRoom/${userId}`, 303);
  }
  if (intent === 'closeConsultation') {
    try {
      await api.POST('/api/v1/me/consultations/{id}/close', {
        params: { path: { id: idField(form, 'consultationId') ?? 0 } },
      });
      return redirect(`/panel/chatRoom/${userId}`, 303);
    } catch (error) {
      return panelFormFailure(args, 'general', error);
    }
  }
  if (intent === 'report') {
    try {
      await api.POST('/api/v1/me/chats/{userId}/report', {
        params: { path: { userId } },
        body: { reason: textOf(form, 'reason') },
      });
      return data({ reported: true });
    } catch (error) {
      return panelFormFailure(args, 'general', error);
    }
  }
  const listingId = idField(form, 'listingId');
  const fileId = idField(form, 'fileId');
  try {
    await api.POST('/api/v1/me/chats/{userId}/messages', {
      params: { path: { userId } },
      body: {
        text: textOf(form, 'text'),
        ...(listingId ? { listingId } : {}),
        ...(fileId ? { fileId } : {}),
      },
    });
    return data({ sent: true });
  } catch (error) {
    return panelFormFailure(args, 'general', error);
  }
}

/** A room the server refused to open (issue 29): its reason, and the way back to the chats. */
function RefusedRoom({ refused }: { refused: string }) {
  const { t } = useTranslation();
  return (
    <PanelPage title={t('chat.room.refusedTitle')}>
      <PanelCard>
        <Alert color="orange" role="alert" data-testid="chat-refused">
          {refused}
        </Alert>
        <Anchor component={Link} to="/panel/chats" mt="md" display="inline-block">
          {t('chat.room.toChats')}
        </Anchor>
      </PanelCard>
    </PanelPage>
  );
}

export default function ChatRoomPage({ loaderData, actionData }: Route.ComponentProps) {
  if ('refused' in loaderData) return <RefusedRoom refused={loaderData.refused} />;
  return <OpenRoom loaderData={loaderData} actionData={actionData} />;
}

type OpenRoomData = Exclude<Route.ComponentProps['loaderData'], { refused: string }>;

function OpenRoom({
  loaderData,
  actionData,
}: {
  loaderData: OpenRoomData;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t } = useTranslation();
  const { me } = useUserPanel();
  const { room, listingId, consultation } = loaderData;
  const result = actionData as { failure?: FormFailure } | undefined;
  const locale = useLocale();
  // What the page was rendered with, until the room's stream says (and then live: they came or left).
  const [live, setLive] = useState<{ online: boolean; lastVisit: string | null } | null>(null);
  const peerPresence = live
    ? presenceText(live, new Date(), locale)
    : { online: room.peer.online, text: room.peer.lastVisit };
  return (
    <PanelPage title={room.peer.name || t('chat.room.someone')}>
      <PanelCard>
        <div className={classes.roomHead}>
          <img src={room.peer.avatar} alt="" width={44} height={44} className={classes.avatar} />
          <div>
            <Text fw={600}>{room.peer.name || t('chat.room.someone')}</Text>
            {peerPresence.text && <PeerPresence online={peerPresence.online} lastVisit={peerPresence.text} />}
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
      {consultation && (
        <PanelCard>
          <ConsultationBar consultation={consultation} meId={me.user.id} />
        </PanelCard>
      )}
      <PanelCard>
        <ChatRoomView
          key={room.peer.id}
          room={room}
          meId={me.user.id}
          listingId={listingId}
          failure={result?.failure}
          consultationClosed={consultation !== null && !consultation.open}
          onPresence={setLive}
        />
      </PanelCard>
    </PanelPage>
  );
}
