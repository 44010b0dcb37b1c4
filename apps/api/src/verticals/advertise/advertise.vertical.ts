import { AdvertiseReadSchema, AdvertiseWriteSchema } from '@shahrbazar/domain/api/advertise.schema';
import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { PackageType, SubscriptionType } from '@shahrbazar/domain/enums/plans';
import { QueueKind } from '@shahrbazar/domain/enums/queue';
import { defineVertical } from '../../modules/listings/define-vertical.ts';
import { advertiseDetails } from './advertise.table.ts';
import { rewardRoutes } from './reward.routes.ts';
import { releaseEndedRewards } from './reward.service.ts';

type AdvertiseFields = {
  instagram: string;
  telegram: string;
  website: string;
  phone: string;
  whatsapp: string;
  reward: number;
  numberReward: number;
  isActiveRewarding: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * City advertising (spec: Advertise; routes /advertise, panel myAdvertise): a business's ad filed under a sub-category
 * of the advertise tree, bought with an advertise package; its own fields are the business's links and the reward it
 * offers viewers (the rewards themselves: reward.service.ts). Its files may be images or videos.
 */
export const advertiseVertical = defineVertical<AdvertiseFields>({
  key: 'advertise',
  rank: 3,
  categoryType: CategoryType.advertise,
  categoryLevel: 'subCategory',
  packageType: PackageType.advertise,
  subscriptionType: SubscriptionType.advertise,
  schemaName: 'Advertise',
  noun: 'advertise',
  fileKinds: ['image', 'video'],
  detail: {
    table: advertiseDetails,
    write: AdvertiseWriteSchema,
    read: AdvertiseReadSchema,
    toRow: (input) => ({
      instagram: input.instagram,
      telegram: input.telegram,
      website: input.website,
      phone: input.phone,
      whatsapp: input.whatsapp,
      reward: input.reward,
      numberReward: input.numberReward,
    }),
    fromRow: (row) => ({
      instagram: text(row?.instagram),
      telegram: text(row?.telegram),
      website: text(row?.website),
      phone: text(row?.phone),
      whatsapp: text(row?.whatsapp),
      reward: Number(row?.reward ?? 0),
      numberReward: Number(row?.numberReward ?? 0),
      isActiveRewarding: row?.isActiveRewarding === true,
    }),
  },
  // Viewers' rewards: a start token, the claim, the owner's switch and budget (ADR 0023).
  routes: rewardRoutes,
  // An ended ad's unspent reward budget goes back to its owner.
  rounds: { [QueueKind.releaseEndedRewards]: releaseEndedRewards },
});
