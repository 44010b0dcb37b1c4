import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Textarea } from '@mantine/core';
import type { ChatMessage } from '@shahrbazar/domain/api/chat.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import type { FormFailure } from '../../lib/form-checks.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { roomView } from './chat-view.server.ts';
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
 * A chat room: the messages (mine on the start side, «ارسال شد» / «خوانده شد» under them), older ones on request, and
 * the send form. New messages and read receipts arrive over the room's server-sent events stream, resumed from the
 * last message shown (docs/decisions/0017-chat-transport.md); the room is marked read while it is in view.
 */
export function ChatRoomView({
  room,
  meId,
  listingId,
  failure,
}: {
  room: Room;
  meId: number;
  listingId: number | null;
  failure: FormFailure | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<{ failure?: FormFailure; sent?: boolean }>();
  // What came after the page was read (the stream, older pages); shown merged with the page's own messages.
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [livePeerRead, setLivePeerRead] = useState(0);
  const [hasOlder, setHasOlder] = useState(room.hasOlder);
  const messages = useMemo(() => merge(room.messages, arrived), [room.messages, arrived]);
  const peerRead = Math.max(room.peerReadSeq, livePeerRead);
  const lastSeq = useRef(0);
  const myRead = useRef(room.myReadSeq);
  const list = useRef<HTMLOListElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const peerId = room.peer.id;

  useEffect(() => {
    lastSeq.current = messages.at(-1)?.seq ?? 0;
  }, [messages]);

  useEffect(() => {
    const source = new EventSource(`/api/v1/me/chats/${peerId}/stream?after=${lastSeq.current}`);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      setArrived((current) => merge(current, [message]));
    });
    source.addEventListener('read', (event) => {
      const read = JSON.parse((event as MessageEvent<string>).data) as { readerId: number; seq: number };
      if (read.readerId === peerId) setLivePeerRead((current) => Math.max(current, read.seq));
    });
    return () => source.close();
  }, [peerId]);

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

  // A sent message empties the form.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.sent) form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  async function loadOlder() {
    const first = messages[0]?.seq;
    if (!first) return;
    const response = await fetch(`/api/v1/me/chats/${peerId}/messages?before=${first}`);
    if (!response.ok) return;
    const page = (await response.json()) as { messages: ChatMessage[]; hasMore: boolean };
    setArrived((current) => merge(current, page.messages));
    setHasOlder(page.hasMore);
  }

  const refused = fetcher.data?.failure ?? failure;
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
          {messages.map((message) => {
            const mine = message.senderId === meId;
            return (
              <li
                key={message.seq}
                className={`${classes.message} ${mine ? classes.mine : ''}`}
                data-testid="chat-message"
              >
                <p className={classes.text} dir="auto">
                  {message.text}
                </p>
                <div className={classes.meta}>
                  <span>{formatJalaliDateTime(new Date(message.registerDate), locale)}</span>
                  {mine && <span>{message.seq <= peerRead ? t('chat.room.read') : t('chat.room.sent')}</span>}
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {blocked ? (
        <Alert color="gray" variant="light" mt="md">
          {room.blockedByMe ? t('chat.room.youBlocked') : t('chat.room.theyBlocked')}
        </Alert>
      ) : !room.peer.acceptsChat ? (
        <Alert color="gray" variant="light" mt="md">
          {t('chat.room.notAccepting')}
        </Alert>
      ) : (
        <fetcher.Form method="post" className={classes.sendForm} ref={form}>
          <input type="hidden" name="intent" value="send" />
          {listingId !== null && <input type="hidden" name="listingId" value={listingId} />}
          <Textarea
            name="text"
            aria-label={t('chat.room.text')}
            placeholder={t('chat.room.placeholder')}
            error={refused?.fields.text ?? (refused && !refused.fields.text ? refused.message : undefined)}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={2000}
            dir="auto"
          />
          <Button type="submit" loading={fetcher.state !== 'idle'}>
            {t('chat.room.send')}
          </Button>
        </fetcher.Form>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value={room.blockedByMe ? 'unblock' : 'block'} />
        <Button type="submit" variant="subtle" color={room.blockedByMe ? 'gray' : 'red'} size="xs" mt="md">
          {room.blockedByMe ? t('chat.room.unblock') : t('chat.room.block')}
        </Button>
      </Form>
      <Link to="/panel/chats" className={classes.subject}>
        {t('chat.room.back')}
      </Link>
    </>
  );
}
