import type { Comment } from '@shahrbazar/domain/api/comment.schema';
import { CommentStatus } from '@shahrbazar/domain/enums/comment';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import type { Locale } from '@shahrbazar/domain/i18n/locale';
import type { AppLoadContext } from 'react-router';
import { jalaliOf } from '../../lib/listings/view.server.ts';
import { serverApi } from '../../lib/api.server.ts';
import type { Option } from '../manager/types.ts';

// Comments and the rating as pages show them, worked out by loaders on the server (Persian digits, Jalali dates).

export interface CommentView {
  id: number;
  userName: string;
  description: string;
  /** 1..5, or 0 for a comment without a score. */
  score: number;
  scoreText: string;
  date: string;
  status: number;
  statusLabel: string;
  statusColor: string;
  type: string;
  itemId: number;
}

export function commentView(comment: Comment, locale: Locale): CommentView {
  return {
    id: comment.id,
    userName: comment.userName,
    description: comment.description,
    score: comment.score ?? 0,
    scoreText: comment.score ? localizeDigits(comment.score, locale) : '',
    date: jalaliOf(comment.registerDate, locale),
    status: comment.status,
    statusLabel: CommentStatus.label(comment.status, locale),
    statusColor:
      comment.status === CommentStatus.approved
        ? 'success'
        : comment.status === CommentStatus.rejected
          ? 'danger'
          : 'warning',
    type: comment.type,
    itemId: comment.itemId,
  };
}

/** A rate with at most one decimal, in the locale's digits and decimal sign (۴٫۵). */
function decimalOf(value: number, locale: Locale): string {
  const text = localizeDigits(String(value), locale);
  return locale === 'fa' ? text.replace('.', '٫') : text;
}

export interface ItemCommentsView {
  type: string;
  itemId: number;
  items: CommentView[];
  total: string;
  rate: string;
  rateValue: number;
  totalUser: string;
  maxRate: string;
  /** The share of each score, 5 first (as the bars are drawn). */
  bars: { score: string; percent: number; percentText: string }[];
  myScore: number | null;
  /** The caller's comment awaits approval: the form stays closed. */
  myPending: boolean;
  /** Anyone's score is counted: without one there is no average to show (never «۰ از ۵»). */
  scored: boolean;
}

/** An item's approved comments and rating, from GET /api/v1/comments (the first page, newest first). */
export async function itemComments(
  request: Request,
  context: AppLoadContext,
  item: { type: string; itemId: number },
  locale: Locale,
): Promise<ItemCommentsView> {
  const answer = await serverApi(request, context).GET('/api/v1/comments', {
    params: { query: { type: item.type, item_id: item.itemId } },
  });
  const { rating } = answer;
  const shares = [rating.ratingBar5, rating.ratingBar4, rating.ratingBar3, rating.ratingBar2, rating.ratingBar1];
  return {
    ...item,
    items: answer.items.map((comment) => commentView(comment, locale)),
    total: localizeDigits(answer.total, locale),
    rate: decimalOf(rating.rate, locale),
    rateValue: rating.rate,
    totalUser: localizeDigits(rating.totalUser, locale),
    maxRate: localizeDigits(rating.maxRate, locale),
    bars: shares.map((percent, index) => ({
      score: localizeDigits(5 - index, locale),
      percent,
      percentText: `${localizeDigits(percent, locale)}٪`,
    })),
    myScore: answer.myScore,
    myPending: answer.myPending,
    scored: rating.totalUser > 0,
  };
}

export const commentStatusOptions = (locale: Locale): Option[] =>
  CommentStatus.options(locale).map((option) => ({ value: String(option.value), label: option.label }));
