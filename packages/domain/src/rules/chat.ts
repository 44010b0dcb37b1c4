// One-to-one chat (docs/decisions/0017-chat-transport.md): the limits and messages of the chat API.

/** Longest chat message, in characters. */
export const CHAT_TEXT_MAX = 2000;
/** Messages of one history page (keyset, by seq). */
export const CHAT_PAGE = 30;
/** Most messages a reconnecting client is sent at once (it asks again from the last one). */
export const CHAT_CATCH_UP_MAX = 200;

/** Messages of the chat API. */
export const CHAT_MESSAGES = {
  self: { fa: 'نمی‌توانید با خودتان گفتگو کنید.', en: 'You cannot chat with yourself.' },
  notAccepting: {
    fa: 'این کاربر پیام گفتگو نمی‌پذیرد.',
    en: 'This user does not accept chat messages.',
  },
  blocked: {
    fa: 'امکان ارسال پیام در این گفتگو وجود ندارد (مسدود شده است).',
    en: 'Messages cannot be sent in this conversation (it is blocked).',
  },
  subjectNotFound: {
    fa: 'آگهی این گفتگو پیدا نشد یا متعلق به شما دو نفر نیست.',
    en: 'The listing of this conversation was not found or belongs to neither of you.',
  },
  /** A room the product does not offer between these two (403): nothing they share opens one. */
  notOffered: {
    fa: 'گفتگو با این کاربر فقط از صفحهٔ آگهی فعال او، از مشاوره‌ای که با او خریده‌اید یا از پروژه‌ای که یکی از شما ثبت کرده و دیگری برایش پیشنهاد داده است آغاز می‌شود.',
    en: 'A chat with this user starts only from their live listing’s page, from a consultation you bought with them, or from a project one of you posted and the other made an offer on.',
  },
  /** A chat about a listing that is not live (409): it cannot be started about it. */
  listingNotLive: {
    fa: 'این آگهی اکنون فعال نیست؛ گفتگو دربارهٔ آن آغاز نمی‌شود.',
    en: 'This listing is not live now; a chat about it cannot be started.',
  },
} as const;

/** The two users of a conversation in its stored order (the smaller id first). */
export function conversationPair(one: number, other: number): [number, number] {
  return one < other ? [one, other] : [other, one];
}

/** A person seen this recently has the site open (an open stream touches their last visit every minute or so). */
export const CHAT_AWAY_AFTER_MS = 2 * 60_000;

/**
 * Whether a message is worth a notification to its receiver (kind `chatMessage`, ADR 0048): only the first one they
 * have not read in the conversation, and only while they are away. Someone on the site sees the header's unread
 * count; someone away hears once per conversation until they read it, not once per message.
 */
export function tellsOfNewMessage(input: {
  receiverRead: number;
  lastSeqBefore: number;
  receiverLastVisit: string | null;
  now: Date;
}): boolean {
  if (input.receiverRead < input.lastSeqBefore) return false;
  if (!input.receiverLastVisit) return true;
  return input.now.getTime() - Date.parse(input.receiverLastVisit) >= CHAT_AWAY_AFTER_MS;
}
