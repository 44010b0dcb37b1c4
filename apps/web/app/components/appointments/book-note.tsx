import { Link } from '../../lib/link.tsx';
import { Anchor, Text } from '@mantine/core';

/**
 * On a vertical's form: online booking and the working hours are set in the listing's appointment book, not here
 * (issue 29: one switch, one truth), with a link to the book's settings once the listing exists (`href`).
 */
export function BookSettingsNote({ note, link, href }: { note: string; link: string; href: string | undefined }) {
  return (
    <Text size="sm" c="dimmed">
      {note}{' '}
      {href !== undefined && (
        // Underlined: a link inside a sentence is told from its words by more than its colour (axe).
        <Anchor component={Link} to={href} underline="always">
          {link}
        </Anchor>
      )}
    </Text>
  );
}
