import { listingStatusBadge } from '@shahrbazar/domain/enums/status';
import { useLocale } from '../../lib/use-locale.ts';
import { StatusColorBadge } from '../status-color-badge.tsx';

/** A listing's status as a coloured badge: pending, awaiting payment and paid-awaiting orange, inactive red, active green. */
export function StatusBadge({ status }: { status: number }) {
  const { color, label } = listingStatusBadge(status, useLocale());
  return <StatusColorBadge color={color} label={label} />;
}
