// An item's rating (the clinic's shape in the spec: rate, totalUser, maxRate, ratingBar1..5), derived from the scores
// of its approved comments. This is the one place it is computed (docs/decisions/0018-comments-and-ratings.md).

/** The scale of a score: 1 to 5. */
export const SCORE_MIN = 1;
export const MAX_RATE = 5;

export interface Rating {
  /** The average score, one decimal (0 when nobody scored). */
  rate: number;
  /** How many people scored. */
  totalUser: number;
  /** The top of the scale (5). */
  maxRate: number;
  /** The share (whole percent, 0..100) of the people who gave 1, 2, ... 5. */
  ratingBar1: number;
  ratingBar2: number;
  ratingBar3: number;
  ratingBar4: number;
  ratingBar5: number;
}

/** Whether a value is a score on the scale (a whole 1..5). */
export function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= MAX_RATE;
}

/**
 * The rating of how many people gave each score (`counts[s]` for score s; missing scores count 0; anything off the
 * scale is ignored).
 */
export function ratingOf(counts: Readonly<Partial<Record<number, number>>>): Rating {
  const bars = [1, 2, 3, 4, 5].map((score) => Math.max(0, Math.trunc(counts[score] ?? 0)));
  const totalUser = bars.reduce((sum, n) => sum + n, 0);
  const sum = bars.reduce((total, n, index) => total + n * (index + 1), 0);
  const share = (n: number) => (totalUser === 0 ? 0 : Math.round((n * 100) / totalUser));
  return {
    rate: totalUser === 0 ? 0 : Math.round((sum / totalUser) * 10) / 10,
    totalUser,
    maxRate: MAX_RATE,
    ratingBar1: share(bars[0]!),
    ratingBar2: share(bars[1]!),
    ratingBar3: share(bars[2]!),
    ratingBar4: share(bars[3]!),
    ratingBar5: share(bars[4]!),
  };
}

/** The rating of nobody's scores. */
export const NO_RATING: Rating = ratingOf({});

/** Messages of the comments API. */
export const COMMENT_MESSAGES = {
  alreadyScored: { fa: 'شما پیش‌تر به این مورد امتیاز داده‌اید.', en: 'You have already scored this item.' },
  itemNotFound: { fa: 'موردی که برایش نظر می‌دهید پیدا نشد.', en: 'The item you are commenting on was not found.' },
} as const;
