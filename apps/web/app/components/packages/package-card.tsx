import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { Package } from '@shahrbazar/domain/api/catalogue.schema';
import { PlanType } from '@shahrbazar/domain/enums/plans';
import { useLocale } from '../../lib/use-locale.ts';
import { packageDurationText, packagePriceText } from './package-text.ts';
import classes from './package-card.module.css';

/** What a package card shows (the public Package of the API, or any object with these fields). */
export type PackageCardData = Pick<
  Package,
  'id' | 'planType' | 'categoryTitle' | 'title' | 'description' | 'price' | 'percentage' | 'days'
>;

/** The card as a choice of a form: a radio button named `name` with the package id as its value. */
export interface PackageChoice {
  name: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
}

function Body({ pkg, heading }: { pkg: PackageCardData; heading: 'h2' | 'h3' | 'span' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Title = heading;
  const free = pkg.planType !== PlanType.percentage && pkg.price === 0;
  return (
    <>
      <span className={classes.head}>
        {pkg.categoryTitle && <span className={classes.category}>{pkg.categoryTitle}</span>}
        <Title className={classes.title}>{pkg.title}</Title>
      </span>
      <span className={classes.facts}>
        <span className={free ? `${classes.price} ${classes.free}` : classes.price}>
          {packagePriceText(pkg, locale, t)}
        </span>
        <span className={classes.days}>{packageDurationText(pkg, locale, t)}</span>
      </span>
      {pkg.description && <span className={classes.description}>{pkg.description}</span>}
    </>
  );
}

/**
 * A package as a card: its category and title, the price in toman («رایگان» at 0, the share for a percentage plan),
 * its days and description. Given `choice`, the whole card is the label of a radio button (the listing forms' package
 * choice): it works without JavaScript, and the chosen card is marked.
 */
export function PackageCard({
  pkg,
  choice,
  heading = 'h2',
}: {
  pkg: PackageCardData;
  choice?: PackageChoice;
  /** The card title's element on a page (a choice inside a form has no heading). */
  heading?: 'h2' | 'h3';
}) {
  if (!choice) {
    return (
      <article className={classes.card}>
        <Body pkg={pkg} heading={heading} />
      </article>
    );
  }
  return (
    <label className={`${classes.card} ${classes.choice}`}>
      <input
        type="radio"
        className={classes.radio}
        name={choice.name}
        value={pkg.id}
        checked={choice.checked}
        defaultChecked={choice.defaultChecked}
        onChange={choice.onChange}
        required={choice.required}
      />
      <Body pkg={pkg} heading="span" />
    </label>
  );
}
