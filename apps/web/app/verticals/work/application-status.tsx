import { Badge } from '@mantine/core';
import { ApplicationStatus } from '@shahrbazar/domain/enums/status';
import { useLocale } from '../../lib/use-locale.ts';

const COLOR: Record<ApplicationStatus, string> = {
  new: 'blue',
  seen: 'gray',
  shortlisted: 'teal',
  rejected: 'red',
};

/** An application's status as a coloured badge, worded by the domain's enumeration. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const locale = useLocale();
  return (
    <Badge color={COLOR[status]} variant="light">
      {ApplicationStatus.entries.find((entry) => entry.value === status)?.label[locale] ?? status}
    </Badge>
  );
}
