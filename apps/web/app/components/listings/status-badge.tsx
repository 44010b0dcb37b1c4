import { ListingStatus, statusColorOf } from '@shahrbazar/domain/enums/status';
import { useLocale } from '../../lib/use-locale.ts';
import { StatusColorBadge } from '../status-color-badge.tsx';

/** A listing's status as a coloured badge: pending, awaiting payment and paid-awaiting orange, inactive red, active green. */
export function StatusBadge({ status }: { status: number }) {
  const locale = useLocale();
  const known = ListingStatus.is(status);
  return (
    <StatusColorBadge
      color={known ? statusColorOf(status) : ''}
      label={known ? ListingStatus.label(status, locale) : String(status)}
    />
  );
}
