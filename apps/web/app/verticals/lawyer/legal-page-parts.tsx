import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Button, Title } from '@mantine/core';
import listings from '../../components/listings/listings.module.css';

// What the legal advice pages share (/lawyer/advice, /lawyer/questions, /lawyer/forms): a heading with the «ask a
// question» button beside it, and a row of links as chips (the legal categories).

/** The page's heading and the button that asks a question. */
export function LegalPageHead({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <div className={listings.head}>
      <Title order={1} className={listings.heading}>
        {heading}
      </Title>
      <Button component={Link} to="/lawyer/questions/ask" color="teal">
        {t('lawyer.questions.ask')}
      </Button>
    </div>
  );
}

/** Links as chips; nothing when there are none. */
export function LinkChips({ links, label }: { links: ReadonlyArray<{ href: string; title: string }>; label?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={listings.chips} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={listings.chip}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
