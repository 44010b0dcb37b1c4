import { Link } from '../../lib/link.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { localizeDigits } from '@shahrbazar/domain/format/number';
import { BookAppointmentButton } from '../../components/appointments/book-button.tsx';
import { ListingIcon } from '../../components/listings/listing-icons.tsx';
import { Button, Title } from '../../components/plain/plain.tsx';
import { telHref } from '../../lib/digits.ts';
import type { VerticalListing } from '../../lib/listings/define-vertical.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { professionalText } from '../../components/professional/professional-text.ts';
import classes from './clinic.module.css';

/** The anchor «نوبت بگیرید» leads to on a doctor's page. */
export const BOOKING_ANCHOR = 'doctor-booking';

/**
 * The appointment slot of a doctor's page («نوبت بگیرید» scrolls here). The shared appointment book (another
 * branch, apps/web/app/components/appointments/) puts its picker here when it is merged; until then it says how to
 * book: the working hours and the clinic's telephone, and a visitor is offered to sign in first.
 */
export function DoctorBooking({
  listing,
  signedIn,
  loginHref,
}: {
  listing: VerticalListing;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const call = professionalText(listing, 'callNumber');
  // The appointment book's hours; «رزرو نوبت» only when the book takes bookings (onlineReservation, issue 29).
  // Worded by the page's loader (professional-words.ts): the page's script needs neither the weekdays nor the rule.
  const hours = professionalText(listing, 'workingHoursText') || t('clinic.booking.hoursUnknown');
  return (
    <section id={BOOKING_ANCHOR} aria-labelledby="doctor-booking-title" className={classes.booking}>
      <Title order={2} id="doctor-booking-title" size="h4">
        {t('clinic.booking.title')}
      </Title>
      <p dir="auto">
        {listing.onlineReservation === true ? t('clinic.booking.online', { hours }) : t('clinic.booking.offline')}
      </p>
      {/* The shared appointment book's picker (ADR 0034), behind the panel's sign-in. */}
      {listing.onlineReservation === true && <BookAppointmentButton listing={listing} />}
      {call && (
        <Button component="a" href={telHref(call)} variant="light" leftSection={<ListingIcon name="phone" />}>
          {t('clinic.booking.call')}&nbsp;<span dir="ltr">{localizeDigits(call, locale)}</span>
        </Button>
      )}
      {!signedIn && (
        <Button component={Link} to={loginHref} variant="subtle">
          {t('clinic.booking.signIn')}
        </Button>
      )}
    </section>
  );
}
