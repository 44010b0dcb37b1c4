import { Badge } from './plain/plain.tsx';

/** The spec's status colours (section 4): warning orange, danger red, success green; anything else grey. */
const COLORS: Record<string, string> = { warning: 'orange', danger: 'red', success: 'green' };

/**
 * A status as a badge in the spec's colour (`color`: a domain StatusColor), with its label in the page's locale. Never
 * cut to an ellipsis when a table column is squeezed: the status is the row's point.
 */
export function StatusColorBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge color={COLORS[color] ?? 'gray'} variant="light" radius="sm" miw="max-content">
      {label}
    </Badge>
  );
}
