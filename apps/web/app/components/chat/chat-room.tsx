import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button } from '@mantine/core';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';
import type { FormFailure } from '../../lib/form-checks.ts';
import { ChatCompose } from './chat-compose.tsx';
import { ChatMessageItem } from './chat-message.tsx';
import { ChatSafety } from './chat-safety.tsx';
import type { roomView } from './chat-view.server.ts';
import { usePeerTyping } from './use-peer-typing.ts';
import parts from './chat-parts.module.css';
import classes from './chat.module.css';

type Room = ReturnType<typeof roomView>;

/** Messages by seq, each once, in order. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A chat room: the messages (mine on the start side, «ارسال شد» / «خوانده شد» under them), older ones on request, the
 * other side's typing, the send form, reporting and blocking. New messages, read receipts, typing and the other
 * side's presence arrive over the room's server-sent events stream, resumed from the last message shown (ADR 0021); the room is marked read while
 * it is in view.
 */
export function ChatRoomView({
  room,
  meId,
  listingId,
  failure,
  consultationClosed = false,
  onPresence,
}: {
  room: Room;
  meId: number;
  listingId: number | null;
  failure: FormFailure | undefined;
  /** The room is a paid consultation's that has closed (ADR 0039): no input, the reason instead. */
  consultationClosed?: boolean;
  /** The other person came online or left (the stream's `presence`, at once and live; ADR 0048); keep it stable. */
  onPresence?: (presence: { online: boolean; lastVisit: string | null }) => void;
}) {
  const { t } = useTranslation();
  // What came after the page was read (the stream, older pages); shown merged with the page's own messages.
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [livePeerRead, setLivePeerRead] = useState(0);
  const [hasOlder, setHasOlder] = useState(room.hasOlder);
  const { typing, seen: typingSeen, stopped: typingStopped } = usePeerTyping();
  const messages = useMemo(() => merge(room.messages, arrived), [room.messages, arrived]);
  const peerRead = Math.max(room.peerReadSeq, livePeerRead);
  const lastSeq = useRef(0);
  const myRead = useRef(room.myReadSeq);
  const list = useRef<HTMLOListElement>(null);
  const peerId = room.peer.id;
  useEffect(() => {
    lastSeq.current = messages.at(-1)?.seq ?? 0;
  }, [messages]);

  useEffect(() => {
    const source = new EventSource(`/api/v1/me/chats/${peerId}/stream?after=${lastSeq.current}`);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      setArrived((current) => merge(current, [message]));
      // Their message ends their typing.
      if (message.senderId === peerId) typingStopped();
    });
    source.addEventListener('read', (event) => {
      const read = JSON.parse((event as MessageEvent<string>).data) as { readerId: number; seq: number };
      if (read.readerId === peerId) setLivePeerRead((current) => Math.max(current, read.seq));
    });
    source.addEventListener('typing', typingSeen);
    source.addEventListener('presence', (event) => {
      onPresence?.(JSON.parse((event as MessageEvent<string>).data) as { online: boolean; lastVisit: string | null });
    });
    return () => source.close();
  }, [peerId, typingSeen, typingStopped, onPresence]);

  // Read while in view: tell the API up to the last message of the other side.
  useEffect(() => {
    const lastFromPeer = [...messages].reverse().find((message) => message.senderId === peerId)?.seq ?? 0;
    if (lastFromPeer <= myRead.current || document.visibilityState !== 'visible') return;
    myRead.current = lastFromPeer;
    void fetch(`/api/v1/me/chats/${peerId}/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seq: lastFromPeer }),
    });
  }, [messages, peerId]);

  // The newest message in view.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);

  async function loadOlder() {
    const first = messages[0]?.seq;
    if (!first) return;
    const response = await fetch(`/api/v1/me/chats/${peerId}/messages?before=${first}`);
    if (!response.ok) return;
    const page = (await response.json()) as { messages: ChatMessage[]; hasMore: boolean };
    setArrived((current) => merge(current, page.messages));
    setHasOlder(page.hasMore);
  }

  const blocked = room.blockedByMe || room.blockedMe;
  return (
    <>
      {hasOlder && (
        <Button variant="subtle" size="xs" onClick={() => void loadOlder()} mb="xs">
          {t('chat.room.older')}
        </Button>
      )}
      {messages.length === 0 ? (
        <p className={classes.subject}>{t('chat.room.empty')}</p>
      ) : (
        <ol ref={list} className={classes.messages} aria-label={t('chat.room.messages')} aria-live="polite">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.seq}
              message={message}
              mine={message.senderId === meId}
              read={message.seq <= peerRead}
            />
          ))}
        </ol>
      )}
      <p className={parts.typing} role="status">
        {typing ? t('chat.room.typing', { name: room.peer.name || t('chat.room.someone') }) : ''}
      </p>

      {blocked ? (
        <Alert color="gray" variant="light" mt="md">
          {room.blockedByMe ? t('chat.room.youBlocked') : t('chat.room.theyBlocked')}
        </Alert>
      ) : consultationClosed ? (
        <Alert color="gray" variant="light" mt="md">
          {t('consultations.room.closed')}
        </Alert>
      ) : !room.peer.acceptsChat ? (
        <Alert color="gray" variant="light" mt="md">
          {t('chat.room.notAccepting')}
        </Alert>
      ) : (
        <ChatCompose key={peerId} peerId={peerId} listingId={listingId} failure={failure} />
      )}
      <ChatSafety blockedByMe={room.blockedByMe} />
      <Link to="/panel/chats" className={classes.subject}>
        {t('chat.room.back')}
      </Link>
    </>
  );
}
