import { Badge } from '@mantine/core';
import type { Address } from '@shahrbazar/domain/api/address.schema';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { useLocale } from '../../lib/use-locale.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './addresses.module.css';

/** A saved address as its owner reads it: its name (and «پیش‌فرض»), where, who receives it and the postal code. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className={classes.card}>
      <span className={classes.cardTitle}>
        <span dir="auto">{address.title}</span>
        {address.isDefault && (
          <Badge color="teal" variant="light" size="sm">
            {t('addresses.default')}
          </Badge>
        )}
      </span>
      <span className={classes.line} dir="auto">
        {[address.state.name, address.city.name, address.address].filter(Boolean).join('، ')}
      </span>
      <span className={classes.line}>
        {t('addresses.recipient', { name: address.recipientName, mobile: localizeDigits(address.mobile, locale) })}
      </span>
      <span className={classes.line}>
        {t('addresses.postal', { code: localizeDigits(address.postalCode, locale) })}
      </span>
    </span>
  );
}
