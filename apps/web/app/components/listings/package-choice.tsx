import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './panel-listings.module.css';

/** A package as its radio card shows it (words and prices prepared by the loader). */
export interface PackageCard {
  id: number;
  title: string;
  price: string;
  days: string;
  description: string;
}

/**
 * The package the listing is published with, as radio cards (a native radio inside each label: works without
 * JavaScript and with the keyboard). Sent as `package_id`.
 */
export function PackageChoice({
  packages,
  selected,
  error,
}: {
  packages: readonly PackageCard[];
  selected: number | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  if (packages.length === 0) {
    return (
      <p className={classes.fieldError} role="alert">
        {error ?? t('listings.form.noPackages')}
      </p>
    );
  }
  return (
    <fieldset
      className={classes.packages}
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={error ? 'package-error' : undefined}
    >
      <legend className="visually-hidden">{t('listings.form.package')}</legend>
      {packages.map((pkg) => (
        <label key={pkg.id} className={classes.package}>
          <input
            type="radio"
            name="package_id"
            value={pkg.id}
            defaultChecked={selected === pkg.id || (selected === undefined && packages.length === 1)}
          />
          <span className={classes.packageTitle}>{pkg.title}</span>
          <span className={classes.packagePrice}>{pkg.price}</span>
          {pkg.days && <span className={classes.packageText}>{pkg.days}</span>}
          {pkg.description && <span className={classes.packageText}>{pkg.description}</span>}
        </label>
      ))}
      {error && (
        <p id="package-error" className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
