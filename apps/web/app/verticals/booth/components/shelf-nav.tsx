import { useTranslation } from '../../../lib/use-translation.tsx';
import shelves from './shelf-nav.module.css';

/** A shelf link of a booth's page: its title, where it leads, whether it is the one shown. */
export interface ShelfLink {
  id: number;
  title: string;
  href: string;
  current: boolean;
  sub: boolean;
}

/** A booth's shelves above its products (spec: Booth category with sub categories): «همه» and each shelf. */
export function ShelfNav({ links, allHref }: { links: ShelfLink[]; allHref: string }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  const none = !links.some((link) => link.current);
  return (
    <nav aria-label={t('boothMore.shelves.title')} className={shelves.nav}>
      <ul className={shelves.list}>
        <li>
          <a href={allHref} className={shelves.chip} aria-current={none ? 'page' : undefined}>
            {t('boothMore.shelves.all')}
          </a>
        </li>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              className={`${shelves.chip} ${link.sub ? shelves.sub : ''}`}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
