import { Badge } from '@mantine/core';
import { PackageStatus } from '@shahrbazar/domain/enums/status';

const COLORS: Record<number, string> = {
  [PackageStatus.active]: 'green',
  [PackageStatus.hide]: 'yellow',
  [PackageStatus.inactive]: 'red',
};

/** A package's status: active green, hidden yellow (kept, not offered), inactive red (spec: inactive is danger). */
export function PackageStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
