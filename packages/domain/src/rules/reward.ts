import { formatAmount } from '../format/price.ts';
import type { Label, Locale } from '../i18n/locale.ts';

// City advertising that pays its viewers (docs/decisions/0017-wallet-reserves-and-ad-rewards.md): an advertiser
// funds reward x numberReward from the wallet into a reserve; a rewarder-plan subscriber who looked at the ad long
// enough is paid `reward` from it, once per ad, a few times a day at most.

/** The most one view may be rewarded with (toman). */
export const REWARD_MAX = 10_000_000;
/** The most viewers one ad may reward. */
export const NUMBER_REWARD_MAX = 100_000;
/** How long a viewer must look at an ad before a claim is accepted, unless configured (REWARD_MIN_VIEW_SECONDS). */
export const DEFAULT_REWARD_MIN_VIEW_SECONDS = 15;
/** How many rewards one viewer may claim a day, unless configured (REWARD_DAILY_CLAIMS). */
export const DEFAULT_REWARD_DAILY_CLAIMS = 10;
/** How long a start token stays good: a claim after this asks the viewer to start again. */
export const REWARD_TOKEN_TTL_SECONDS = 60 * 60;
/** The reserve purpose of an ad's rewards (wallet_reserves.purpose). */
export const AD_REWARD_PURPOSE = 'advertiseReward';

/** What funding `numberReward` viewers with `reward` each costs (toman). */
export function rewardBudget(reward: number, numberReward: number): number {
  return reward * numberReward;
}

/** What the reward API answers, in both locales. */
export const REWARD_MESSAGES = {
  nothingToFund: {
    fa: 'برای فعال کردن پاداش، مبلغ پاداش و تعداد نفرات را بیشتر از صفر تعیین کنید.',
    en: 'To turn rewarding on, set a reward and a number of viewers above zero.',
  },
  insufficientBalance: {
    fa: 'موجودی کیف پول شما برای تأمین بودجه پاداش (مبلغ پاداش × تعداد نفرات) کافی نیست.',
    en: 'Your wallet balance does not cover the reward budget (reward × number of viewers).',
  },
  rewardsOff: {
    fa: 'پاداش‌دهی تبلیغات شهری فعلاً در سایت خاموش است.',
    en: 'Rewarding for city ads is switched off on the site for now.',
  },
  alreadyOn: { fa: 'پاداش این تبلیغ هم‌اکنون فعال است.', en: 'Rewarding is already on for this ad.' },
  alreadyOff: { fa: 'پاداش این تبلیغ فعال نیست.', en: 'Rewarding is not on for this ad.' },
  notRewarding: {
    fa: 'این تبلیغ اکنون پاداشی نمی‌دهد.',
    en: 'This ad is not giving rewards right now.',
  },
  exhausted: {
    fa: 'بودجه پاداش این تبلیغ تمام شده است.',
    en: 'This ad’s reward budget has run out.',
  },
  notSubscriber: {
    fa: 'برای دریافت پاداش، اشتراک طرح پاداش‌بگیر را تهیه کنید.',
    en: 'Subscribe to the rewarder plan to earn rewards.',
  },
  ownAd: {
    fa: 'به تبلیغ خودتان پاداش تعلق نمی‌گیرد.',
    en: 'You cannot be rewarded for your own ad.',
  },
  alreadyClaimed: {
    fa: 'پاداش این تبلیغ را پیش‌تر دریافت کرده‌اید.',
    en: 'You have already been rewarded for this ad.',
  },
  dailyLimit: {
    fa: 'سقف پاداش‌های امروز شما پر شده است؛ فردا دوباره سر بزنید.',
    en: 'You have reached today’s limit of rewards; come back tomorrow.',
  },
  tooEarly: {
    fa: 'هنوز زمان کافی برای دیدن تبلیغ نگذشته است؛ کمی بیشتر تماشا کنید.',
    en: 'You have not viewed the ad long enough yet; keep watching a little longer.',
  },
  badToken: {
    fa: 'نشانه شروع تماشا معتبر نیست یا منقضی شده است؛ صفحه را دوباره باز کنید.',
    en: 'The viewing token is not valid or has expired; open the page again.',
  },
} as const satisfies Record<string, Label>;

/**
 * The main line of a city ad's card and page: the reward a viewer earns while one runs, else what the ad is (the
 * words live here because the card's line is drawn by the vertical's declaration, in both locales).
 */
export function rewardHighlight(reward: number, active: boolean, locale: Locale): string {
  if (!active || reward <= 0) return locale === 'fa' ? 'تبلیغ شهری' : 'City ad';
  return locale === 'fa'
    ? `پاداش تماشا: ${formatAmount(reward, locale)}`
    : `Reward for viewing: ${formatAmount(reward, locale)}`;
}
