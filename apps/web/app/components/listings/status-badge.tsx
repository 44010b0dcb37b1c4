import { Badge } from '@mantine/core';
import { ListingStatus, statusColorOf, StatusColor } from '@shahrbazar/domain/enums/status';
import { useLocale } from '../../lib/use-locale.ts';

/** The spec's status colours (section 4): warning orange, danger red, success green. */
const COLORS: Record<StatusColor, string> = {
  [StatusColor.warning]: 'orange',
  [StatusColor.danger]: 'red',
  [StatusColor.success]: 'green',
};

/** A listing's status as a coloured badge: pending, awaiting payment and paid-awaiting orange, inactive red, active green. */
export function StatusBadge({ status }: { status: number }) {
  const locale = useLocale();
  const known = ListingStatus.is(status);
  return (
    <Badge color={known ? COLORS[statusColorOf(status)] : 'gray'} variant="light" radius="sm">
      {known ? ListingStatus.label(status, locale) : String(status)}
    </Badge>
  );
}
