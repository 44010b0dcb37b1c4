import type { Ticket, TicketThread } from '@shahrbazar/domain/api/ticket.schema';
import { TicketStatus, TicketType } from '@shahrbazar/domain/enums/support';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import { ticketStatusColor } from '@shahrbazar/domain/rules/ticket';
import type { Option } from '../manager/types.ts';

// Tickets as the pages show them, worked out by loaders on the server: the status label and colour in the page's
// locale, Jalali dates in its digits.

export interface TicketMessageView {
  id: number;
  /** Written by support (type receive), not by the ticket's owner. */
  fromSupport: boolean;
  senderName: string;
  description: string;
  files: { id: number; path: string }[];
  registered: string;
}

export interface TicketView extends TicketMessageView {
  number: string;
  code: string;
  title: string;
  topic: string;
  status: number;
  statusLabel: string;
  statusColor: string;
}

const messageOf = (ticket: Ticket, locale: Locale): TicketMessageView => ({
  id: ticket.id,
  fromSupport: ticket.type === TicketType.receive,
  senderName: ticket.senderName,
  description: ticket.description,
  files: ticket.files,
  registered: formatJalaliDateTime(new Date(ticket.registerDate), locale),
});

export function ticketView(ticket: Ticket, locale: Locale, number?: string): TicketView {
  return {
    ...messageOf(ticket, locale),
    number: number ?? localizeDigits(ticket.id, locale),
    code: localizeDigits(ticket.id, locale),
    title: ticket.title,
    topic: ticket.topic,
    status: ticket.status,
    statusLabel: TicketStatus.label(ticket.status, locale),
    statusColor: ticketStatusColor(ticket.status),
  };
}

/** A thread: its first ticket, then every message (the question first), oldest first. */
export function threadView(thread: TicketThread, locale: Locale) {
  return {
    ticket: ticketView(thread, locale),
    messages: [messageOf(thread, locale), ...thread.replies.map((reply) => messageOf(reply, locale))],
  };
}

export const ticketStatusOptions = (locale: Locale): Option[] =>
  TicketStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label }));

/** A ?status= filter kept only when it is a ticket status; '' (any) otherwise. */
export function ticketStatusParam(url: URL, fallback = ''): string {
  const asked = url.searchParams.get('status');
  if (asked === null) return fallback;
  return TicketStatus.is(Number(asked)) && asked !== '' ? String(Number(asked)) : '';
}
