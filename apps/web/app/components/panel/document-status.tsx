import { Badge } from '@mantine/core';

// Spec section 4's colours: waiting is orange (warning), accepted green (success), refused red (danger).
const COLOURS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

/** A document's review state (pending 0, approved 1, rejected 2) in its colour; the label comes from the loader. */
export function DocumentStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge color={COLOURS[status] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
