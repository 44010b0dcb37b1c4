import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import { TextInput } from '@mantine/core';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { formatAmount } from '@shahrbazar/domain/format/price';
import { rewardBudget } from '@shahrbazar/domain/rules/reward';
import type { VerticalFormFieldsProps } from '../../lib/listings/define-vertical.ts';
import { priceValue } from '../../lib/amount.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { advertiseOf, LINK_FIELDS } from './advertise-facts.tsx';
import classes from './advertise.module.css';

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
