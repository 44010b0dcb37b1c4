import type { ChatConversation, ChatRoom, ChatSubject } from '@shahrbazar/domain/api/chat.schema';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { isOnline, lastVisitText } from '@shahrbazar/domain/rules/online';
import { detailHref } from '../../lib/listings/view.server.ts';
import { avatarSrc } from '../../lib/media.ts';
import { webVertical } from '../../verticals/registry.ts';

// Chats as the pages show them, worked out by loaders on the server.

export interface SubjectView {
  id: number;
  title: string;
  /** The listing's page, when its vertical is known here. */
  href: string | null;
}

export function subjectView(subject: ChatSubject | null): SubjectView | null {
  if (!subject) return null;
  const vertical = webVertical(subject.type);
  return { id: subject.id, title: subject.title, href: vertical ? detailHref(vertical, subject) : null };
}

/** The other user; `online` when their last-visit text is the word for now (spec), as the pages say it. */
function peerView(peer: ChatRoom['peer'], locale: Locale) {
  const lastVisit = lastVisitText(peer.lastVisit ? new Date(peer.lastVisit) : null, new Date(), locale);
  return {
    id: peer.id,
    name: peer.name,
    avatar: avatarSrc(peer.avatar),
    acceptsChat: peer.activeChat === 1,
    lastVisit,
    online: isOnline(lastVisit),
  };
}

export function roomView(room: ChatRoom, locale: Locale) {
  return {
    peer: peerView(room.peer, locale),
    subject: subjectView(room.subject),
    blockedByMe: room.blockedByMe,
    blockedMe: room.blockedMe,
    messages: room.messages,
    hasOlder: room.hasOlder,
    peerReadSeq: room.peerReadSeq,
    myReadSeq: room.myReadSeq,
  };
}

export function conversationView(conversation: ChatConversation, locale: Locale) {
  return {
    id: conversation.id,
    peer: peerView(conversation.peer, locale),
    subject: subjectView(conversation.subject),
    preview: conversation.lastMessage?.text ?? '',
    /** The last message is a picture alone: the list says so instead of an empty line. */
    pictureOnly: Boolean(conversation.lastMessage?.image) && !conversation.lastMessage?.text,
    time: conversation.lastMessage ? formatJalaliDateTime(new Date(conversation.lastMessage.registerDate), locale) : '',
    unread: conversation.unread,
    unreadText: localizeDigits(conversation.unread, locale),
  };
}
