import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { rewardBudget } from '@shahrbazar/domain/rules/reward';
import type { VerticalFormFieldsProps, VerticalListing } from '../../lib/listings/define-vertical.ts';
import { priceValue } from '../../lib/amount.ts';
import { useLocale } from '../../lib/use-locale.ts';
import classes from './advertise.module.css';

/** A city ad's own fields as the API answers them (AdvertiseReadSchema). */
export interface AdvertiseFields {
  instagram: string;
  telegram: string;
  website: string;
  phone: string;
  whatsapp: string;
  reward: number;
  numberReward: number;
  isActiveRewarding: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The city ad's fields of a listing, with defaults for anything missing. */
export function advertiseOf(listing: VerticalListing): AdvertiseFields {
  return {
    instagram: text(listing.instagram),
    telegram: text(listing.telegram),
    website: text(listing.website),
    phone: text(listing.phone),
    whatsapp: text(listing.whatsapp),
    reward: whole(listing.reward),
    numberReward: whole(listing.numberReward),
    isActiveRewarding: listing.isActiveRewarding === true,
  };
}

/** The link fields of the form, in the order the detail page shows them. */
export const LINK_FIELDS = ['phone', 'whatsapp', 'instagram', 'telegram', 'website'] as const;

/**
 * The city ad's own inputs: the business's links and the reward it offers each viewer with how many viewers; the
 * line under them reads back what turning rewarding on will take from the wallet (reward × viewers).
 */
export function AdvertiseFormFields({ listing, typed, errors }: VerticalFormFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = listing ? advertiseOf(listing) : undefined;
  const initialNumber = (value: number | undefined) => (value && value > 0 ? localizeDigits(value, locale) : '');
  const [reward, setReward] = useState(typed?.reward ?? initialNumber(saved?.reward));
  const [count, setCount] = useState(typed?.numberReward ?? initialNumber(saved?.numberReward));
  const rewardValue = priceValue(reward);
  const countValue = priceValue(count);
  const budget =
    rewardValue !== undefined && countValue !== undefined && rewardValue > 0 && countValue > 0
      ? rewardBudget(rewardValue, countValue)
      : undefined;
  return (
    <>
      <fieldset className={classes.fieldset}>
        <legend>{t('listings.verticals.advertise.links')}</legend>
        {LINK_FIELDS.map((field) => (
          <TextInput
            key={field}
            name={field}
            label={t(`listings.verticals.advertise.${field}`)}
            placeholder={t(`listings.verticals.advertise.${field}Placeholder`)}
            defaultValue={typed?.[field] ?? saved?.[field] ?? ''}
            error={errors[field]}
            dir="ltr"
            inputMode={field === 'phone' || field === 'whatsapp' ? 'tel' : field === 'website' ? 'url' : 'text'}
            autoComplete="off"
            maxLength={300}
          />
        ))}
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend>{t('listings.verticals.advertise.rewardTitle')}</legend>
        <TextInput
          name="reward"
          label={t('listings.verticals.advertise.reward')}
          description={t('listings.verticals.advertise.rewardHint')}
          value={reward}
          onChange={(event) => setReward(event.currentTarget.value)}
          error={errors.reward}
          inputMode="numeric"
          autoComplete="off"
          dir="auto"
        />
        <TextInput
          name="numberReward"
          label={t('listings.verticals.advertise.numberReward')}
          value={count}
          onChange={(event) => setCount(event.currentTarget.value)}
          error={errors.numberReward}
          inputMode="numeric"
          autoComplete="off"
          dir="auto"
        />
        <p className={classes.hint} aria-live="polite">
          {budget === undefined
            ? t('listings.verticals.advertise.noReward')
            : t('listings.verticals.advertise.budget', { amount: formatAmount(budget, locale) })}
        </p>
      </fieldset>
    </>
  );
}

/** The city ad's own fact on its page: the reward per view, when it offers one. */
export function AdvertiseDetailFacts({ listing }: { listing: VerticalListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ad = advertiseOf(listing);
  if (!ad.isActiveRewarding || ad.reward <= 0) return null;
  return (
    <>
      <dt>{t('listings.verticals.advertise.rewardLabel')}</dt>
      <dd>{formatAmount(ad.reward, locale)}</dd>
    </>
  );
}
