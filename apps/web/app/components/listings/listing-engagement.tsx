import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { Alert, Button, Title } from '../plain/plain.tsx';
import { ListingIcon } from './listing-icons.tsx';
import { VerifiedBadge, type ShownTrust } from '../trust/verified-badge.tsx';
import type { VerticalWords } from '../../verticals/words.ts';
import classes from './listing-experience.module.css';

// The detail page's blocks of ADR 0027, the same for every vertical: the owner's number on request, the owner's
// card, safety tips and the report form, each in the vertical's own words (verticals/words.ts: a doctor's card says
// «پزشک», a job's tips speak of the interview). Each works without JavaScript (a form posting to the page's action). The
// report form is at the page's end, in the end's chunk (later-blocks.tsx).

/** What the detail page's action answers for these blocks. */
export type EngagementActionData =
  | { contact: { href: string; text: string } }
  | { reported: true }
  | { reportError: string; fields?: Record<string, string> }
  | { contactError: string };

/** «نمایش شماره تماس»: a form the signed-in visitor posts; the number comes back in the page (never in its HTML before). */
export function ContactReveal({
  listingId,
  signedIn,
  loginHref,
  revealed,
  error,
}: {
  listingId: number;
  signedIn: boolean;
  loginHref: string;
  revealed: { href: string; text: string } | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'contact';
  if (revealed) {
    return (
      <Button
        component="a"
        href={revealed.href}
        leftSection={<ListingIcon name="phone" />}
        aria-label={t('listingExperience.contact.call', { number: revealed.text })}
      >
        <span dir="ltr" className={classes.number}>
          {revealed.text}
        </span>
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button component={Link} to={loginHref} leftSection={<ListingIcon name="phone" />}>
        {t('listingExperience.contact.reveal')}
      </Button>
    );
  }
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="contact" />
      <input type="hidden" name="id" value={listingId} />
      <Button type="submit" leftSection={<ListingIcon name="phone" />} loading={busy}>
        {t('listingExperience.contact.reveal')}
      </Button>
      {error && (
        <Alert color="orange" mt="xs" role="alert">
          {error}
        </Alert>
      )}
    </Form>
  );
}

/**
 * The owner, under the vertical's word for them («فروشنده», «پزشک», «کارفرما»): picture, name (a link to their public
 * profile), the one verified badge with what it rests on (the listing's: a doctor's is their identity and their
 * checked medical council number, ADR 0081), since when they are a member.
 */
export function SellerCard({
  title,
  name,
  avatar,
  trust,
  memberSince,
  profileHref,
}: {
  title: string;
  name: string;
  avatar: string;
  trust: ShownTrust;
  memberSince: string;
  profileHref: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="listing-seller" className={classes.box}>
      <Title order={2} id="listing-seller" size="h4">
        {title}
      </Title>
      <div className={classes.seller}>
        <img src={avatar} alt="" width={48} height={48} className={classes.avatar} />
        <div>
          <p className={classes.sellerName} dir="auto">
            <Link to={profileHref}>{name}</Link>
          </p>
          <p className={classes.muted}>{t('listingExperience.seller.memberSince', { date: memberSince })}</p>
        </div>
        <VerifiedBadge trust={trust} person />
      </div>
    </section>
  );
}

/** The vertical's safety tips before what the visitor comes for (an ad: «پیش از دیدن کالا پولی واریز نکنید»). */
export function SafetyTips({ words }: { words: Pick<VerticalWords, 'thing' | 'safety1' | 'safety2' | 'safety3'> }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="listing-safety" className={classes.safety}>
      <Title order={2} id="listing-safety" size="h5">
        {t('listingExperience.safety.title', { thing: words.thing })}
      </Title>
      <ul>
        <li>{words.safety1}</li>
        <li>{words.safety2}</li>
        <li>{words.safety3}</li>
      </ul>
    </aside>
  );
}
