import type { ChatReportItem } from '@shahrbazar/domain/api/chat-report.schema';
import { ChatReportStatus } from '@shahrbazar/domain/enums/support';
import { formatJalaliDateTime } from '@shahrbazar/domain/format/date';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { Option } from '../manager/types.ts';
import { mediaSrc } from '../../lib/media.ts';

// Chat reports as the back office shows them (ADR 0035), worked out by the loader in the page's locale.

const STATUS_COLOR: Record<number, string> = { 0: 'orange', 1: 'teal', 2: 'gray' };

export const chatReportStatusOptions = (locale: Locale): Option[] =>
  ChatReportStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label }));

/** A ?status= filter kept only when it is a report status; '' (any) for -1; the fallback when absent. */
export function chatReportStatusParam(url: URL, fallback: string): string {
  const asked = url.searchParams.get('status');
  if (asked === null) return fallback;
  return asked !== '' && ChatReportStatus.is(Number(asked)) ? String(Number(asked)) : '';
}

export function chatReportRow(item: ChatReportItem, number: string, locale: Locale) {
  // A person without a name is known by their mobile, which a manager can look up.
  const name = (person: ChatReportItem['reporter']) =>
    person.name || localizeDigits(person.mobile || person.id, locale);
  return {
    id: item.id,
    number,
    code: localizeDigits(item.id, locale),
    reason: item.reason,
    status: item.status,
    statusLabel: ChatReportStatus.label(item.status, locale),
    statusColor: STATUS_COLOR[item.status] ?? 'gray',
    open: item.status === ChatReportStatus.open,
    date: formatJalaliDateTime(new Date(item.registerDate), locale),
    reporter: name(item.reporter),
    reported: name(item.reported),
    reportedMobile: localizeDigits(item.reported.mobile, locale),
    reportedActive: item.reported.status === 1,
    context: item.context.map((message) => ({
      seq: message.seq,
      sender: message.senderId === item.reported.id ? name(item.reported) : name(item.reporter),
      fromReported: message.senderId === item.reported.id,
      text: message.text,
      image: message.image ? mediaSrc(message.image) : null,
      time: formatJalaliDateTime(new Date(message.registerDate), locale),
    })),
  };
}
export type ChatReportRow = ReturnType<typeof chatReportRow>;
