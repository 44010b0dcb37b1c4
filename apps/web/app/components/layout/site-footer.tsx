import { useTranslation } from '../../lib/use-translation.tsx';
import { Container } from '../plain/plain.tsx';
import classes from './site-footer.module.css';

/** A link of the footer: `rel` set, it opens in a new tab (another site's page). */
export interface FooterLink {
  href: string;
  label: string;
  rel?: string;
}

/** One column of the footer: a text (about, support), the ways to reach the site, or links. */
export interface FooterSection {
  id: string;
  heading: string;
  text?: string;
  contact?: { label: string; text: string; href?: string }[];
  links?: FooterLink[];
}

/** The footer as the root's loader words it (site-footer.server.ts). */
export interface SiteFooterWords {
  sections: FooterSection[];
  description?: string;
  copyright: string;
  developer?: string;
}

/**
 * The footer of every public page, drawn from what the root's loader worded; without it (the root's loader failed)
 * only the catalogue's copyright line.
 */
export function SiteFooter({ words }: { words: SiteFooterWords | undefined }) {
  const { t } = useTranslation();
  const { sections = [], description, developer } = words ?? {};
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          {sections.map(({ id, heading, text, contact, links }) => (
            <section key={id} aria-labelledby={`footer-${id}`}>
              <h2 id={`footer-${id}`} className={classes.heading}>
                {heading}
              </h2>
              {text && (
                <p className={classes.text} dir="auto">
                  {text}
                </p>
              )}
              {contact && (
                <address className={classes.contact}>
                  {contact.map((way) => (
                    <p key={way.label}>
                      <span className={classes.label}>{way.label}: </span>
                      {way.href ? (
                        <a href={way.href} dir="ltr">
                          {way.text}
                        </a>
                      ) : (
                        <span dir="auto">{way.text}</span>
                      )}
                    </p>
                  ))}
                </address>
              )}
              {links && (
                <ul className={classes.links}>
                  {links.map((link) => (
                    <li key={link.label}>
                      <a href={link.href} rel={link.rel} target={link.rel ? '_blank' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        {description && (
          <p className={classes.description} dir="auto">
            {description}
          </p>
        )}
        <p className={classes.copyright} dir="auto">
          {words?.copyright ?? t('footer.copyright', { title: t('app.title') })}
        </p>
        {developer && (
          <p className={classes.developer} dir="auto">
            {developer}
          </p>
        )}
      </Container>
    </footer>
  );
}
