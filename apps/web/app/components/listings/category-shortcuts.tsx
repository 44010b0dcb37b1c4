import { Link } from '../../lib/link.tsx';
import { needsFullNavigation } from '@shahrbazar/domain/rules/full-navigation';
import { Title } from '../plain/plain.tsx';
import { Icon, type IconName } from '../icons.tsx';
import { KeptHtml } from '../kept-html.tsx';
import classes from './listings.module.css';

/** One category shortcut: its title, where it leads and its picture ('' draws the section's icon). */
export interface CategoryShortcut {
  label: string;
  href: string;
  image: string;
}

/** A titled row of category shortcuts (a vertical's landing, the home page); nothing when there are none. */
export function CategoryShortcuts({
  id,
  title,
  shortcuts,
  icon,
}: {
  id: string;
  title: string;
  shortcuts: readonly CategoryShortcut[];
  icon: IconName;
}) {
  if (shortcuts.length === 0) return null;
  return (
    <section aria-labelledby={id} className={classes.block}>
      <Title order={2} id={id} className={classes.sectionHeading} mb="xs">
        {title}
      </Title>
      {/* Links only: the server's markup is kept, not hydrated (ADR 0139). */}
      <KeptHtml as="ul" of={shortcuts} className={classes.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <Link to={shortcut.href} className={classes.shortcut} reloadDocument={needsFullNavigation(shortcut.href)}>
              {shortcut.image ? (
                <img
                  src={shortcut.image}
                  alt=""
                  width={36}
                  height={36}
                  className={classes.shortcutIcon}
                  loading="lazy"
                />
              ) : (
                <span className={classes.shortcutIcon}>
                  <Icon name={icon} size={20} />
                </span>
              )}
              <span>{shortcut.label}</span>
            </Link>
          </li>
        ))}
      </KeptHtml>
    </section>
  );
}
