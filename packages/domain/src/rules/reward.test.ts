import { describe, expect, it } from 'vitest';
import { AdvertiseWriteSchema } from '../api/advertise.schema.ts';
import { rewardBudget, rewardHighlight } from './reward.ts';

describe('city ad rewards', () => {
  it('budgets reward × viewers and shows the reward as the card line only while it runs', () => {
    expect(rewardBudget(5_000, 3)).toBe(15_000);
    expect(rewardHighlight(5_000, true, 'fa')).toBe('پاداش تماشا: ۵٬۰۰۰ تومان');
    expect(rewardHighlight(5_000, false, 'fa')).toBe('تبلیغ شهری');
    expect(rewardHighlight(0, true, 'en')).toBe('City ad');
  });

  it('reads a city ad’s fields as a form sends them, and names what is wrong', () => {
    expect(
      AdvertiseWriteSchema.parse({ reward: '۵٬۰۰۰', numberReward: '۳', phone: '۰۴۵-۳۳۱۲ ۳۴۵۶', website: '' }),
    ).toMatchObject({ reward: 5_000, numberReward: 3, phone: '04533123456', instagram: '' });
    expect(AdvertiseWriteSchema.parse({})).toMatchObject({ reward: 0, numberReward: 0 });
    const refused = AdvertiseWriteSchema.safeParse({
      reward: -1,
      numberReward: '2.5',
      website: 'javascript:alert(1)',
      phone: 'call me',
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      reward: 'rewardNegative',
      numberReward: 'numberRewardNegative',
      website: 'websiteInvalid',
      phone: 'phoneInvalid',
    });
  });
});
