import { CategoryType } from '@shahrbazar/domain/enums/listing';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { PackageType } from '@shahrbazar/domain/enums/plans';
import { rewardHighlight } from '@shahrbazar/domain/rules/reward';
import { textOf } from '../../lib/form-checks.ts';
import { defineWebVertical } from '../../lib/listings/define-vertical.ts';
import { advertiseSection } from './section.ts';
import { schemaOrg } from '../../lib/listings/structured-data.ts';
import { priceOf } from '../../lib/amount.ts';
import { advertiseOf, LINK_FIELDS } from './advertise-facts.tsx';
import { AdvertiseFormFields } from './advertise-fields.tsx';
import { RewardingPanel } from './rewarding-panel.tsx';

/**
 * City advertising on the web (spec: /advertise, /advertise/list/..., /advertise/{slug}/{slugId}; panel myAdvertise):
 * a business's ad under a sub-category of the advertise tree, published with an advertise package, with images or
 * videos, the business's links, and a reward for the viewers who subscribed to the rewarder plan.
 */
export const advertiseVertical = defineWebVertical({
  key: 'advertise',
  ...advertiseSection,
  // The rewarder plan: subscribe, and what city ads paid (ADR 0023).
  panelMenu: [{ to: '/panel/rewards', label: 'rewards.nav', icon: 'advertise' }],
  home: true,
  categoryType: CategoryType.advertise,
  categoryLevel: 'subCategory',
  packageType: PackageType.advertise,
  fileKinds: ['image', 'video'],
  // The card's line: its reward while one runs, else the business's city-ad label.
  highlight: (listing, locale) => {
    const ad = advertiseOf(listing);
    return rewardHighlight(ad.reward, ad.isActiveRewarding, locale);
  },
  // The reward per view worded on the server (the page's fact).
  detailWords: (listing, locale) => ({ rewardText: formatAmount(advertiseOf(listing).reward, locale) }),
  FormFields: AdvertiseFormFields,
  formFields: [...LINK_FIELDS, 'reward', 'numberReward'],
  bodyOf: (form) => ({
    ...Object.fromEntries(LINK_FIELDS.map((field) => [field, textOf(form, field)])),
    reward: priceOf(textOf(form, 'reward')),
    numberReward: priceOf(textOf(form, 'numberReward')),
  }),
  // schema.org: a city ad is a local business's page, with its telephone and links (ADR 0043).
  structuredData: schemaOrg('LocalBusiness', (listing) => ({
    sameAs: (['website', 'instagram', 'telegram'] as const)
      .map((field) => listing[field])
      .filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link)),
  })),
  OwnerExtra: RewardingPanel,
  ownerLoad: (api, listing) => api.GET('/api/v1/me/advertise/{id}/rewarding', { params: { path: { id: listing.id } } }),
});

// The registry finds a vertical by its folder (verticals/registry.ts, ADR 0125).
export default advertiseVertical;
