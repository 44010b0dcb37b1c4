import { z } from 'zod';
import { toAsciiDigits } from '../format/number.ts';
import { NUMBER_REWARD_MAX, REWARD_MAX } from '../rules/reward.ts';

// City advertising (spec: Advertise) and its rewards: the ad's own write fields, the reward state its owner and a
// viewer see, and the start token / claim of a viewer (docs/decisions/0017-wallet-reserves-and-ad-rewards.md).

/** A whole number as a form or JSON sends it: Persian digits and separators welcome; empty is 0. */
function wholeNumber(max: number, negative: string, tooLarge: string) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = toAsciiDigits(value).replace(/[,٬\s]/g, '');
    return text === '' ? 0 : text;
  }, z.coerce.number(negative).int(negative).min(0, negative).max(max, tooLarge).default(0));
}

const handle = z.string().trim().max(200, 'tooLong').default('');
const phoneText = z
  .string()
  .trim()
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\+?\d{5,15})?$/, 'phoneInvalid'))
  .default('');

/** What a city ad adds to the listing core's write body (spec: Advertise). */
export const AdvertiseWriteSchema = z.object({
  instagram: handle,
  telegram: handle,
  website: z
    .string()
    .trim()
    .max(300, 'tooLong')
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'websiteInvalid')
    .default(''),
  phone: phoneText,
  whatsapp: phoneText,
  reward: wholeNumber(REWARD_MAX, 'rewardNegative', 'rewardTooLarge'),
  numberReward: wholeNumber(NUMBER_REWARD_MAX, 'numberRewardNegative', 'tooMany'),
});

/** What a city ad adds to the listing core's answer. */
export const AdvertiseReadSchema = z.object({
  instagram: z.string(),
  telegram: z.string(),
  website: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  reward: z.number().int(),
  numberReward: z.number().int(),
  /** Whether a funded reward is running now (the reserve is held). */
  isActiveRewarding: z.boolean(),
});

/** An ad's rewarding as its owner sees it: what was funded, how many were paid, what is left in the reserve. */
export const RewardingSchema = z
  .object({
    isActiveRewarding: z.boolean(),
    /** Of the running (or last) funding; 0 when it was never funded. */
    reward: z.number().int(),
    numberReward: z.number().int(),
    funded: z.number().int(),
    rewardedCount: z.number().int(),
    remaining: z.number().int(),
    /** What came back to the wallet when it ended (null while it runs or when never funded). */
    refunded: z.number().int().nullable(),
  })
  .meta({ id: 'Rewarding' });
export type Rewarding = z.infer<typeof RewardingSchema>;

/** The owner turns rewarding on (funding reward x numberReward from the wallet) or off (the rest comes back). */
export const RewardingToggleSchema = z.object({
  active: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()),
});

/** A viewer's start: a signed token and the earliest moment a claim is accepted. */
export const RewardStartSchema = z
  .object({
    token: z.string(),
    reward: z.number().int(),
    minSeconds: z.number().int(),
    claimableAt: z.string(),
  })
  .meta({ id: 'RewardStart' });
export type RewardStart = z.infer<typeof RewardStartSchema>;

export const RewardClaimBodySchema = z.object({ token: z.string().min(1, 'required').max(500, 'invalid') });

/** What a viewer was paid. */
export const RewardClaimSchema = z
  .object({ amount: z.number().int(), balance: z.number().int() })
  .meta({ id: 'RewardClaim' });
export type RewardClaim = z.infer<typeof RewardClaimSchema>;

/** The viewer's standing with an ad (detail page): whether they may earn from it, and why not. */
export const RewardOfferSchema = z
  .object({
    reward: z.number().int(),
    /** 'available' | 'claimed' | 'notSubscriber' | 'own' | 'exhausted' | 'off' | 'dailyLimit' | 'signIn' */
    state: z.enum(['available', 'claimed', 'notSubscriber', 'own', 'exhausted', 'off', 'dailyLimit', 'signIn']),
    minSeconds: z.number().int(),
  })
  .meta({ id: 'RewardOffer' });
export type RewardOffer = z.infer<typeof RewardOfferSchema>;

/** A rewarder's earnings: total, and the latest rewards with the ad's title and link. */
export const RewardEarningsSchema = z
  .object({
    subscribed: z.boolean(),
    subscriptionRemainingDays: z.number().int(),
    total: z.number().int(),
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number().int(),
        title: z.string(),
        slug: z.string(),
        slugId: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'RewardEarnings' });
export type RewardEarnings = z.infer<typeof RewardEarningsSchema>;
